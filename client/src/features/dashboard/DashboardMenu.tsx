import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useInstallPrompt } from '../../pwa/useInstallPrompt';
import { Icon } from '../../components/icons/Icon';
import { NoticeIcon, NoticeIconName } from '../../components/icons/NoticeIcon';
import { MODERATION_PATH, useCanModerate } from '../moderation';
import './dashboard.css';

interface MenuItem {
  to: string;
  label: MessageDescriptor;
  icon: NoticeIconName | string;
  /** Also in the side menu of wide screens: shown here on phones only. */
  phoneOnly?: boolean;
}

/**
 * The dashboard's shortcuts above the feed. The side menu on wide screens is the app's own, the same
 * on every page (issue 41); what it lacks is here: writing a post or a prayer request, and on phones
 * what their bottom bar lacks. (Spec: the Support Us entry exists but is hidden.)
 */
export const MENU_ITEMS: MenuItem[] = [
  { to: '/create-post', label: msg`New post`, icon: '✎' },
  { to: '/create-pray-request', label: msg`New pray request`, icon: 'cross' },
  { to: '/today', label: msg`Pray today`, icon: 'cross', phoneOnly: true },
  { to: '/prayer-list', label: msg`My prayer list`, icon: 'cross', phoneOnly: true },
  { to: '/settings', label: msg`Settings`, icon: '⚙', phoneOnly: true },
];

const FOOTER_LINKS = [
  { to: '/privacy-policy', label: msg`Privacy policy` },
  { to: '/cookie-consent', label: msg`Cookie settings` },
  { to: '/terms-of-service', label: msg`Terms of service` },
];

const SVG_ICONS: readonly string[] = ['bell', 'cross'];

/** Symbols that every font has are text; the rest are drawn. */
function MenuIcon({ icon, className }: { icon: string; className?: string }) {
  if (SVG_ICONS.includes(icon)) return <span className={className}><NoticeIcon name={icon as NoticeIconName} size={18} /></span>;
  return <span className={className} aria-hidden="true">{icon}</span>;
}

/** The Download app button: offered when the browser can install Pen, hidden once installed. */
function DownloadAppButton({ className }: { className: string }) {
  const { canInstall, installed, install } = useInstallPrompt();
  if (installed || !canInstall) return null;
  return (
    <button type="button" className={className} onClick={() => void install()}>
      <NoticeIcon name="download" size={18} /> <Trans>Download app</Trans>
    </button>
  );
}

/** The shortcuts row of the dashboard (every screen size; the side menu's entries on phones only). */
export function DashboardShortcuts() {
  const { t, i18n } = useLingui();
  const canModerate = useCanModerate();
  return (
    <nav className="dash-shortcuts" aria-label={t`Dashboard shortcuts`}>
      {MENU_ITEMS.map((item) => (
        <Link key={item.to} to={item.to} className={`dash-chip${item.phoneOnly ? ' dash-chip-phone' : ''}`}>
          <MenuIcon icon={item.icon} /> {i18n._(item.label)}
        </Link>
      ))}
      {canModerate ? (
        <Link to={MODERATION_PATH} className="dash-chip dash-chip-phone">
          <Icon name="shield" size={16} /> <Trans>Moderation</Trans>
        </Link>
      ) : null}
      <DownloadAppButton className="dash-chip dash-chip-install" />
    </nav>
  );
}

/** The legal pages, at the foot of the dashboard's greeting. */
export function DashboardLegalLinks() {
  const { t, i18n } = useLingui();
  return (
    <nav className="dash-legal" aria-label={t`Legal`}>
      {FOOTER_LINKS.map((l) => (
        <Link key={l.to} to={l.to}>
          {i18n._(l.label)}
        </Link>
      ))}
    </nav>
  );
}
