import { Trans, useLingui } from '@lingui/react/macro';
import { PenApiError, errorMessage } from '@pen/sdk';
import { useEffect } from 'react';
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
  const { t } = useLingui();
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

  // The member already allowed this app everything it asks for: answer at once, without asking
  // again (issue 45). Should that fail, the page below shows the question and the error.
  const alreadyAllowed = interaction.data?.alreadyAllowed === true;
  useEffect(() => {
    if (alreadyAllowed && answer.isIdle) void reply(true);
    // reply is recreated every render; the answer is sent once, while the mutation is idle.
  }, [alreadyAllowed, answer.isIdle]);

  if (interaction.isPending) return <Spinner label={t`Loading the request…`} />;
  if (alreadyAllowed && !answer.isError) {
    const allowedApp = interaction.data?.app.name ?? '';
    return <Spinner label={t`You have already allowed ${allowedApp}. Returning to it…`} />;
  }
  if (interaction.isError) {
    const gone = interaction.error instanceof PenApiError && interaction.error.status === 404;
    return (
      <>
        <h1 id="consent-title"><Trans>This request cannot be answered</Trans></h1>
        <p className="muted" role="alert">
          {gone ? errorMessage(interaction.error, t`This authorization request has expired.`) : errorMessage(interaction.error, t`Could not load the request. Please try again`)}
        </p>
        <Link to="/dashboard" className="button secondary">
          <Trans>Back to Pen</Trans>
        </Link>
      </>
    );
  }
  const { app, scopes, never } = interaction.data;
  const appName = app.name;
  const website = app.website ?? undefined;
  const busy = answer.isPending || answer.isSuccess;
  return (
    <>
      <h1 id="consent-title">
        <Trans>{appName} wants to use your Pen account</Trans>
      </h1>
      {app.website ? (
        <p className="consent-site muted">
          <Trans>
            App website:{' '}
            <a href={website} target="_blank" rel="noopener noreferrer">
              {website}
            </a>
          </Trans>
        </p>
      ) : (
        <p className="consent-site muted">
          <Trans>This app did not give a website.</Trans>
        </p>
      )}
      <p className="consent-lead">
        <Trans>If you allow it, {appName} can:</Trans>
      </p>
      <ul className="consent-scopes" aria-label={t`What the app asks for`}>
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
      <p className="consent-lead">
        <Trans>Whatever you allow, no app can:</Trans>
      </p>
      <ul className="consent-never" aria-label={t`What no app can do`}>
        {never.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className="consent-note muted">
        <Trans>
          You can disconnect it at any time in <Link to="/settings">Settings → Connected apps</Link>.
        </Trans>
      </p>
      {answer.isError ? (
        <p className="field-error" role="alert">
          {errorMessage(answer.error, t`Could not send your answer. Please try again`)}
        </p>
      ) : null}
      <div className="consent-actions">
        <button type="button" className="button secondary" disabled={busy} onClick={() => void reply(false)}>
          <Trans>Deny</Trans>
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void reply(true)}>
          {busy ? t`Please wait…` : t`Allow`}
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
