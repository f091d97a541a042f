import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { MAIN_ID } from '../../components/SkipLink';
import { hasToken } from '../../lib/session';
import './legal.css';

const LINKS = [
  { to: '/privacy-policy', label: msg`Privacy policy` },
  { to: '/terms-of-service', label: msg`Terms of service` },
  { to: '/rules', label: msg`Community rules` },
  { to: '/transparency', label: msg`Transparency report` },
  { to: '/cookie-consent', label: msg`Cookie settings` },
  { to: '/contact-pen', label: msg`Contact` },
];

/**
 * The frame of the legal pages, which visitors and members both read: a header whose back link
 * goes to the sign-in page for visitors and to the dashboard for members, and a footer linking
 * the other legal pages.
 */
export function LegalLayout({ title, lead, children, className }: { title: string; lead?: ReactNode; children: ReactNode; className?: string }) {
  const { t, i18n } = useLingui();
  const member = hasToken();
  const back = member ? { to: '/dashboard', label: t`Back to dashboard` } : { to: '/login', label: t`Back to sign in` };
  const year = new Date().getFullYear();
  return (
    <div className={`legal${className ? ` ${className}` : ''}`}>
      <header className="legal-header">
        <Link to={back.to} className="brand" aria-label="Pen">
          <span className="brand-mark" aria-hidden="true">✎</span> Pen
        </Link>
        <Link to={back.to} className="legal-back">
          <span aria-hidden="true">←</span> {back.label}
        </Link>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="legal-main">
        <article className="legal-card card">
          <h1>{title}</h1>
          {lead ? <p className="legal-lead">{lead}</p> : null}
          {children}
        </article>
      </main>
      <footer className="legal-footer">
        <nav aria-label={t`Legal`}>
          {LINKS.map((l) => (
            <NavLink key={l.to} to={l.to}>
              {i18n._(l.label)}
            </NavLink>
          ))}
        </nav>
        <p className="muted">© {year} Pen</p>
      </footer>
    </div>
  );
}
