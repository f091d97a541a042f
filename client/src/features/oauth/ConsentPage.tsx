import { PenApiError, errorMessage } from '@pen/sdk';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { PenLogo } from '../../components/PenLogo';
import { MAIN_ID } from '../../components/SkipLink';
import { Spinner } from '../../components/Spinner';
import { rememberReturnPath } from '../../lib/return-path';
import { hasToken } from '../../lib/session';
import { scopeLabel } from './scope-labels';
import { useAnswerOAuthInteraction, useOAuthInteraction } from './useOAuth';
import './oauth.css';

function ConsentFrame({ children }: { children: React.ReactNode }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className="consent-page">
      <section className="card consent-card" aria-labelledby="consent-title">
        <div className="consent-brand">
          <PenLogo size={28} /> Pen
        </div>
        {children}
      </section>
    </main>
  );
}

function Consent({ uid }: { uid: string }) {
  const interaction = useOAuthInteraction(uid);
  const answer = useAnswerOAuthInteraction(uid);

  async function reply(approve: boolean) {
    try {
      const { redirectTo } = await answer.mutateAsync(approve);
      // The authorization server finishes there and sends the browser back to the app.
      window.location.assign(redirectTo);
    } catch {
      // Shown below from answer.error.
    }
  }

  if (interaction.isPending) return <Spinner label="Loading the request…" />;
  if (interaction.isError) {
    const gone = interaction.error instanceof PenApiError && interaction.error.status === 404;
    return (
      <>
        <h1 id="consent-title">This request cannot be answered</h1>
        <p className="muted" role="alert">
          {gone ? errorMessage(interaction.error, 'This authorization request has expired.') : errorMessage(interaction.error, 'Could not load the request. Please try again')}
        </p>
        <Link to="/dashboard" className="button secondary">
          Back to Pen
        </Link>
      </>
    );
  }
  const { app, scopes, never } = interaction.data;
  const busy = answer.isPending || answer.isSuccess;
  return (
    <>
      <h1 id="consent-title">{app.name} wants to use your Pen account</h1>
      {app.website ? (
        <p className="consent-site muted">
          App website:{' '}
          <a href={app.website} target="_blank" rel="noopener noreferrer">
            {app.website}
          </a>
        </p>
      ) : (
        <p className="consent-site muted">This app did not give a website.</p>
      )}
      <p className="consent-lead">If you allow it, {app.name} can:</p>
      <ul className="consent-scopes" aria-label="What the app asks for">
        {scopes.map((s) => (
          <li key={s.scope}>
            <span className="consent-scope-mark" aria-hidden="true">
              ✓
            </span>
            <div>
              <strong>{scopeLabel(s.scope)}</strong>
              <span>{s.description}</span>
            </div>
          </li>
        ))}
      </ul>
      <p className="consent-lead">Whatever you allow, no app can:</p>
      <ul className="consent-never" aria-label="What no app can do">
        {never.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className="consent-note muted">
        You can disconnect it at any time in <Link to="/settings">Settings → Connected apps</Link>.
      </p>
      {answer.isError ? (
        <p className="field-error" role="alert">
          {errorMessage(answer.error, 'Could not send your answer. Please try again')}
        </p>
      ) : null}
      <div className="consent-actions">
        <button type="button" className="button secondary" disabled={busy} onClick={() => void reply(false)}>
          Deny
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void reply(true)}>
          {busy ? 'Please wait…' : 'Allow'}
        </button>
      </div>
    </>
  );
}

/** /oauth/consent/:uid: an app asks to act for the member; Allow or Deny (issue #30). A visitor signs in first and comes back. */
export default function ConsentPage() {
  const { uid = '' } = useParams();
  const location = useLocation();
  if (!hasToken()) {
    rememberReturnPath(location.pathname);
    return <Navigate to="/login" replace />;
  }
  return (
    <ConsentFrame>
      <Consent uid={uid} />
    </ConsentFrame>
  );
}
