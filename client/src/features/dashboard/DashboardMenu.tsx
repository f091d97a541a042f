import { Link, NavLink } from 'react-router-dom';
import { useInstallPrompt } from '../../pwa/useInstallPrompt';
import { Icon } from '../../components/icons/Icon';
import { NoticeIcon, NoticeIconName } from '../../components/icons/NoticeIcon';
import { MODERATION_PATH, useCanModerate } from '../moderation';
import { UnreadBadge } from './UnreadBadge';
import './dashboard.css';

interface MenuItem {
  to: string;
  label: string;
  icon: NoticeIconName | string;
  /** Spec: the Support Us entry exists but is hidden. */
  hidden?: boolean;
}

export const MENU_ITEMS: MenuItem[] = [
  { to: '/notifications', label: 'Notifications', icon: 'bell' },
  { to: '/mypen', label: 'My Profile', icon: '☺' },
  { to: '/create-post', label: 'New post', icon: '✎' },
  { to: '/create-pray-request', label: 'New pray request', icon: 'cross' },
  { to: '/prayer-list', label: 'My prayer list', icon: 'cross' },
  { to: '/groups', label: 'Groups', icon: '◎' },
  { to: '/supportus', label: 'Support Us', icon: '♡', hidden: true },
  { to: '/settings', label: 'Settings', icon: '⚙' },
];

const FOOTER_LINKS = [
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/cookie-consent', label: 'Cookie settings' },
  { to: '/terms-of-service', label: 'Terms of service' },
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
      <NoticeIcon name="download" size={18} /> Download app
    </button>
  );
}

/** The dashboard's side menu (wide screens). */
export function DashboardMenu() {
  const items = MENU_ITEMS.filter((i) => !i.hidden);
  const canModerate = useCanModerate();
  return (
    <div className="dash-menu">
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to}>
              <MenuIcon icon={item.icon} className="dash-menu-icon" />
              <span className="dash-menu-label">{item.label}</span>
              {item.to === '/notifications' ? <UnreadBadge /> : null}
            </NavLink>
          </li>
        ))}
        {canModerate ? (
          <li>
            <NavLink to={MODERATION_PATH}>
              <span className="dash-menu-icon">
                <Icon name="shield" size={18} />
              </span>
              <span className="dash-menu-label">Moderation</span>
            </NavLink>
          </li>
        ) : null}
      </ul>
      <DownloadAppButton className="dash-download" />
      <footer className="dash-menu-footer">
        {FOOTER_LINKS.map((l) => (
          <Link key={l.to} to={l.to}>
            {l.label}
          </Link>
        ))}
      </footer>
    </div>
  );
}

/** The rest of the menu as a row of shortcuts for phones, where the side menu is not shown. */
export function DashboardShortcuts() {
  // Notifications (the bell), My Profile and Groups are already in the header and bottom bar.
  const items = MENU_ITEMS.filter((i) => !i.hidden && !['/notifications', '/mypen', '/groups'].includes(i.to));
  const canModerate = useCanModerate();
  return (
    <nav className="dash-shortcuts" aria-label="Dashboard shortcuts">
      {items.map((item) => (
        <Link key={item.to} to={item.to} className="dash-chip">
          <MenuIcon icon={item.icon} /> {item.label}
        </Link>
      ))}
      {canModerate ? (
        <Link to={MODERATION_PATH} className="dash-chip">
          <Icon name="shield" size={16} /> Moderation
        </Link>
      ) : null}
      <DownloadAppButton className="dash-chip dash-chip-install" />
    </nav>
  );
}
