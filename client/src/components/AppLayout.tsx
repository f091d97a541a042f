import { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

const NAV = [
  { to: '/dashboard', label: 'Home', icon: '⌂' },
  { to: '/groups', label: 'Groups', icon: '◎' },
  { to: '/my-connections', label: 'Friends', icon: '♡' },
  { to: '/notifications', label: 'Notifications', icon: '🔔' },
  { to: '/mypen', label: 'My Profile', icon: '☺' },
  { to: '/settings', label: 'Settings', icon: '⚙' },
];

/**
 * The frame of every signed-in page: a top bar, a side menu on wide screens and a bottom bar
 * on phones. `aside` replaces the default side menu (the dashboard shows its own).
 */
export function AppLayout({ children, aside, title }: { children: ReactNode; aside?: ReactNode; title?: string }) {
  return (
    <div className="app-layout">
      <header className="topbar">
        <NavLink to="/dashboard" className="brand" aria-label="Pen home">
          <span className="brand-mark" aria-hidden="true">✎</span> Pen
        </NavLink>
        {title ? <span className="topbar-title">{title}</span> : null}
      </header>
      <div className="app-body">
        <nav className="sidenav" aria-label="Main">
          {aside ?? (
            <ul>
              {NAV.map((n) => (
                <li key={n.to}>
                  <NavLink to={n.to}>
                    <span aria-hidden="true">{n.icon}</span> {n.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <main className="app-main">{children}</main>
      </div>
      <nav className="bottomnav" aria-label="Main (mobile)">
        {NAV.slice(0, 5).map((n) => (
          <NavLink key={n.to} to={n.to}>
            <span aria-hidden="true">{n.icon}</span>
            <span className="bottomnav-label">{n.label}</span>
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
