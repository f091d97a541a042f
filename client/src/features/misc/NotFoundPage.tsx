import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { PenLogo } from '../../components/PenLogo';
import './misc.css';

/**
 * An address no route knows (issue 41): say so where the member looks, with the address they
 * asked for and a way home (/ goes to the dashboard for members, to sign-in for visitors), instead
 * of silently landing somewhere else.
 */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <main className="not-found-page">
      <section className="card not-found-card" aria-labelledby="not-found-title">
        <PenLogo size={32} />
        <h1 id="not-found-title">
          <Trans>Page not found</Trans>
        </h1>
        <p className="muted">
          <Trans>
            There is no page at <code>{pathname}</code>. The link may be mistyped or out of date.
          </Trans>
        </p>
        <Link to="/" className="button">
          <Trans>Go to the home page</Trans>
        </Link>
      </section>
    </main>
  );
}
