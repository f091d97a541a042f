import { Trans, useLingui } from '@lingui/react/macro';
import { ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../components/icons/Icon';
import { LanguageChooser } from '../../components/LanguageChooser';
import { MAIN_ID } from '../../components/SkipLink';
import { noteVisitorPage } from './visitor-trail';
import './auth.css';

/** The decorative picture beside the visitor forms: a calm sunrise over hills with a cross. */
function Sunrise() {
  return (
    <svg className="auth-art-svg" viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0162a6" />
          <stop offset="1" stopColor="#7da9d9" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill="url(#sky)" />
      <circle cx="200" cy="190" r="70" fill="#ffe7a8" opacity="0.9" />
      <circle cx="200" cy="190" r="100" fill="#ffe7a8" opacity="0.18" />
      <path d="M0 230 Q100 180 200 220 T400 210 V300 H0Z" fill="#dce8f6" />
      <path d="M0 260 Q120 225 240 255 T400 245 V300 H0Z" fill="#f4f6fa" />
      <rect x="196" y="150" width="8" height="62" rx="2" fill="#1d2430" opacity="0.75" />
      <rect x="180" y="166" width="40" height="7" rx="2" fill="#1d2430" opacity="0.75" />
    </svg>
  );
}

/**
 * The frame of the visitor pages (sign in, register, password reset, verification): a card
 * with the form and, on wide screens, the decorative picture and a line about Pen.
 */
export function AuthLayout({ title, subtitle, children, closeTo }: { title: string; subtitle?: ReactNode; children: ReactNode; closeTo?: string }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  useEffect(() => noteVisitorPage(pathname), [pathname]);
  return (
    <div className="auth-page">
      <div className="auth-shell card">
        <aside className="auth-art">
          <Sunrise />
          <div className="auth-art-text">
            <span className="brand-mark">
              <Icon name="pen" size={18} className="icon" />
            </span>
            <p className="auth-art-title">Pen</p>
            <p>
              <Trans>Share your testimony, pray together and grow in faith with friends.</Trans>
            </p>
          </div>
        </aside>
        <main id={MAIN_ID} tabIndex={-1} className="auth-main">
          {closeTo ? (
            <Link to={closeTo} className="icon-button auth-close" aria-label={t`Close`}>
              ×
            </Link>
          ) : null}
          <Link to="/" className="brand auth-brand" aria-label={t`Pen home`}>
            <span className="brand-mark">
              <Icon name="pen" size={18} className="icon" />
            </span>{' '}
            Pen
          </Link>
          <h1>{title}</h1>
          {subtitle ? <p className="muted auth-subtitle">{subtitle}</p> : null}
          {children}
          <LanguageChooser className="auth-language" />
        </main>
      </div>
    </div>
  );
}
