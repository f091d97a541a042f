import { Link, NavLink } from 'react-router-dom';
import { useInstallPrompt } from '../../pwa/useInstallPrompt';
import { UnreadBadge } from './UnreadBadge';
import './dashboard.css';

interface MenuItem {
  to: string;
  label: string;
  icon: string;
  /** Spec: the Support Us entry exists but is hidden. */
  hidden?: boolean;
}

export const MENU_ITEMS: MenuItem[] = [
  { to: '/notifications', label: 'Notifications', icon: '🔔' },
  { to: '/mypen', label: 'My Profile', icon: '☺' },
  { to: '/create-post', label: 'New post', icon: '✎' },
  { to: '/create-pray-request', label: 'New pray request', icon: '🙏' },
  { to: '/groups', label: 'Groups', icon: '◎' },
  { to: '/supportus', label: 'Support Us', icon: '♡', hidden: true },
  { to: '/settings', label: 'Settings', icon: '⚙' },
];

const FOOTER_LINKS = [
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/cookie-consent', label: 'Cookie settings' },
  { to: '/terms-of-service', label: 'Terms of service' },
];

/** The Download app button: offered when the browser can install Pen, hidden once installed. */
function DownloadAppButton({ className }: { className: string }) {
  const { canInstall, installed, install } = useInstallPrompt();
  if (installed || !canInstall) return null;
  return (
    <button type="button" className={className} onClick={() => void install()}>
      <span aria-hidden="true">⬇</span> Download app
    </button>
  );
}

/** The dashboard's side menu (wide screens). */
export function DashboardMenu() {
  const items = MENU_ITEMS.filter((i) => !i.hidden);
  return (
    <div className="dash-menu">
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to}>
              <span className="dash-menu-icon" aria-hidden="true">{item.icon}</span>
              <span className="dash-menu-label">{item.label}</span>
              {item.to === '/notifications' ? <UnreadBadge /> : null}
            </NavLink>
          </li>
        ))}
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

/** The same menu as a row of shortcuts for phones, where the side menu is not shown. */
export function DashboardShortcuts() {
  const items = MENU_ITEMS.filter((i) => !i.hidden && i.to !== '/settings' && i.to !== '/mypen');
  return (
    <nav className="dash-shortcuts" aria-label="Dashboard shortcuts">
      {items.map((item) => (
        <Link key={item.to} to={item.to} className="dash-chip">
          <span aria-hidden="true">{item.icon}</span> {item.label}
          {item.to === '/notifications' ? <UnreadBadge /> : null}
        </Link>
      ))}
      <DownloadAppButton className="dash-chip dash-chip-install" />
    </nav>
  );
}
