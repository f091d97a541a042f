import { type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ComponentType, createContext, ReactNode, useContext } from 'react';
import { NavLink } from 'react-router-dom';
import { Icon, IconName } from './icons/Icon';
import { MAIN_ID } from './SkipLink';
import './AppLayout.css';

const NAV: Array<{ to: string; label: MessageDescriptor; icon: IconName }> = [
  { to: '/dashboard', label: msg`Home`, icon: 'home' },
  { to: '/groups', label: msg`Groups`, icon: 'groups' },
  { to: '/my-connections', label: msg`Friends`, icon: 'friends' },
  { to: '/notifications', label: msg`Notifications`, icon: 'bell' },
  { to: '/mypen', label: msg`My Profile`, icon: 'user' },
  // After the five of the phone's bottom bar: on phones the dashboard's shortcuts list it.
  { to: '/today', label: msg`Pray today`, icon: 'prayer' },
  { to: '/prayer-list', label: msg`My prayer list`, icon: 'prayer' },
  { to: '/settings', label: msg`Settings`, icon: 'settings' },
];

/**
 * Menu entries that depend on who is signed in (the moderation console, for moderators): a `<li>`
 * of the side menu, or with `bar` a link of the phone's bottom bar, or nothing. app/ provides
 * them: this shared frame imports no feature.
 */
export const NavExtrasContext = createContext<ComponentType<{ bar?: boolean }> | null>(null);

/** Notices above every signed-in page's content (the easy-to-guess password), provided by app/ like NavExtrasContext. */
export const AppNoticesContext = createContext<ComponentType | null>(null);
/** What a navigation entry shows beside its label (the unread count on Notifications); app/ provides it. */
export const NavBadgeContext = createContext<ComponentType<{ to: string }> | null>(null);

/**
 * The frame of every signed-in page: a top bar, a side menu on wide screens and a bottom bar
 * on phones. `aside` replaces the default side menu (the dashboard shows its own). `heading`: the
 * page shows no heading of its own, so `title` is its (visually hidden) `<h1>`.
 */
export function AppLayout({ children, aside, title, heading = false }: { children: ReactNode; aside?: ReactNode; title?: string; heading?: boolean }) {
  const { t, i18n } = useLingui();
  const Extras = useContext(NavExtrasContext);
  const Notices = useContext(AppNoticesContext);
  const Badge = useContext(NavBadgeContext);
  return (
    <div className="app-layout">
      <header className="topbar">
        <NavLink to="/dashboard" className="brand" aria-label={t`Pen home`}>
          <span className="brand-mark">
            <Icon name="pen" size={18} className="icon" />
          </span>{' '}
          Pen
        </NavLink>
        {title ? <span className="topbar-title">{title}</span> : null}
      </header>
      <div className="app-body">
        <nav className="sidenav" aria-label={t`Main`}>
          {aside ?? (
            <ul>
              {NAV.map((n) => (
                <li key={n.to}>
                  <NavLink to={n.to}>
                    <Icon name={n.icon} className="icon" /> {i18n._(n.label)}
                    {Badge ? <Badge to={n.to} /> : null}
                  </NavLink>
                </li>
              ))}
              {Extras ? <Extras /> : null}
            </ul>
          )}
        </nav>
        <main id={MAIN_ID} tabIndex={-1} className="app-main">
          {heading && title ? <h1 className="visually-hidden">{title}</h1> : null}
          {Notices ? <Notices /> : null}
          {children}
        </main>
      </div>
      <nav className="bottomnav" aria-label={t`Main (mobile)`}>
        {NAV.slice(0, 5).map((n) => (
          <NavLink key={n.to} to={n.to}>
            <Icon name={n.icon} size={22} className="icon" />
            <span className="bottomnav-label">{i18n._(n.label)}</span>
            {Badge ? <Badge to={n.to} /> : null}
          </NavLink>
        ))}
        {Extras ? <Extras bar /> : null}
      </nav>
    </div>
  );
}
