import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type OAuthAppDto } from '@pen/sdk';
import { FormEvent, useId, useState } from 'react';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { useConfirm } from '../../components/dialog/ConfirmDialog';
import { ManagedList } from '../../components/ManagedList';
import { NewAppSecret } from './NewAppSecret';
import { useCreateOAuthApp, useDeleteOAuthApp, useOAuthApps, useRotateOAuthAppSecret } from './useOAuth';
import './oauth.css';

/** One redirect URI per line (or separated by spaces or commas). */
function parseUris(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((u) => u.trim())
    .filter(Boolean);
}

/**
 * /settings: "Developer apps": register an OAuth app (name, redirect URIs, website, public or
 * confidential), list them with their client id, delete; a confidential app's secret is shown
 * once, at registration and after "New secret".
 */
export function DeveloperAppsCard() {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();
  const apps = useOAuthApps();
  const create = useCreateOAuthApp();
  const remove = useDeleteOAuthApp();
  const rotate = useRotateOAuthAppSecret();
  const [confidential, setConfidential] = useState(false);
  const [secret, setSecret] = useState<{ app: OAuthAppDto; secret: string; rotated: boolean } | null>(null);
  const [name, setName] = useState('');
  const [uris, setUris] = useState('');
  const [website, setWebsite] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const ids = { name: useId(), uris: useId(), website: useId(), kindHint: useId() };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const redirectUris = parseUris(uris);
    if (name.trim() === '') return setFormError(t`Name is required`);
    if (redirectUris.length === 0) return setFormError(t`Add at least one redirect URI`);
    setFormError(null);
    try {
      const app = await create.mutateAsync({ name: name.trim(), redirectUris, ...(website.trim() ? { website: website.trim() } : {}), ...(confidential ? { confidential: true } : {}) });
      setName('');
      setUris('');
      setWebsite('');
      setConfidential(false);
      setSecret(app.clientSecret ? { app, secret: app.clientSecret, rotated: false } : null);
      const appName = app.name;
      showAlert(t`“${appName}” registered`, 'success');
    } catch (err) {
      setFormError(errorMessage(err, t`Could not register the app. Please try again`));
    }
  }

  async function newSecret(app: OAuthAppDto) {
    const appName = app.name;
    const ok = await confirm({ message: t`Give “${appName}” a new secret? Its current secret stops working at once, so update the app's server right after.`, confirmLabel: t`New secret` });
    if (!ok) return;
    try {
      const rotated = await rotate.mutateAsync(app.clientId);
      if (rotated.clientSecret) setSecret({ app: rotated, secret: rotated.clientSecret, rotated: true });
    } catch (err) {
      showAlert(errorMessage(err, t`Could not make a new secret. Please try again`), 'error');
    }
  }

  async function deleteApp(app: OAuthAppDto) {
    const appName = app.name;
    const ok = await confirm({ message: t`Delete “${appName}”? Everyone who connected it loses its access at once. This cannot be undone.`, confirmLabel: t`Delete`, danger: true });
    if (!ok) return;
    try {
      await remove.mutateAsync(app.clientId);
      if (secret?.app.clientId === app.clientId) setSecret(null);
      showAlert(t`App deleted`, 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Could not delete the app. Please try again`), 'error');
    }
  }

  return (
    <section className="card oauth-card" aria-labelledby="developer-apps-title">
      <h2 id="developer-apps-title"><Trans>Developer apps</Trans></h2>
      <p className="muted">
        <Trans>
          Register an app to let other members sign in to it with Pen (OAuth 2.1 and OpenID Connect, authorization code with PKCE). Every app has a client id; a confidential app also gets a secret.
        </Trans>
      </p>
      {secret ? <NewAppSecret appName={secret.app.name} secret={secret.secret} rotated={secret.rotated} onDone={() => setSecret(null)} /> : null}
      <form className="oauth-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={ids.name}><Trans>App name</Trans></label>
          <input id={ids.name} value={name} maxLength={100} placeholder={t`e.g. Verse of the day`} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.uris}><Trans>Redirect URIs</Trans></label>
          <textarea id={ids.uris} value={uris} rows={2} placeholder="https://app.example.org/callback" onChange={(e) => setUris(e.target.value)} />
          <span className="field-hint">
            <Trans>One per line. https, or http://localhost and http://127.0.0.1 while developing.</Trans>
          </span>
        </div>
        <div className="field">
          <label htmlFor={ids.website}><Trans>Website (optional)</Trans></label>
          <input id={ids.website} value={website} type="url" placeholder="https://app.example.org" onChange={(e) => setWebsite(e.target.value)} />
        </div>
        <fieldset className="oauth-kind" aria-describedby={ids.kindHint}>
          <legend>
            <Trans>Where the app runs</Trans>
          </legend>
          <label>
            <input type="radio" name="oauth-kind" checked={!confidential} onChange={() => setConfidential(false)} />{' '}
            <Trans>
              Public <span className="muted">– in a browser or on a phone; no secret</span>
            </Trans>
          </label>
          <label>
            <input type="radio" name="oauth-kind" checked={confidential} onChange={() => setConfidential(true)} />{' '}
            <Trans>
              Confidential <span className="muted">– on a server that can keep a secret</span>
            </Trans>
          </label>
          <span id={ids.kindHint} className="field-hint">
            <Trans>A confidential app sends its secret when it asks for tokens. You see the secret only once.</Trans>
          </span>
        </fieldset>
        {formError ? (
          <p className="field-error" role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? t`Registering…` : t`Register app`}
        </button>
      </form>
      <ManagedList
        query={apps}
        label={t`Your apps`}
        loadError={t`Could not load your apps. Please try again later`}
        empty={t`You have not registered any apps.`}
        keyOf={(app) => app.clientId}
        details={(app) => {
          const clientId = app.clientId;
          const appName = app.name;
          return (
          <>
            <strong>{app.name}</strong>
            <span className="oauth-meta">
              <Trans>
                Client id <code data-testid="oauth-client-id">{clientId}</code>
              </Trans>
            </span>
            <span className="oauth-meta">{app.confidential ? <Trans>Confidential: has a secret</Trans> : <Trans>Public: no secret</Trans>}</span>
            <span className="oauth-meta oauth-uris">{app.redirectUris.join(' · ')}</span>
            {app.website ? <span className="oauth-meta">{app.website}</span> : null}
            {app.confidential ? (
              <button type="button" className="button secondary small oauth-rotate" disabled={rotate.isPending} aria-label={t`New secret for ${appName}`} onClick={() => void newSecret(app)}>
                <Trans>New secret</Trans>
              </button>
            ) : null}
          </>
          );
        }}
        action={(app) => {
          const appName = app.name;
          return { label: t`Delete`, ariaLabel: t`Delete ${appName}`, disabled: remove.isPending, onClick: () => void deleteApp(app) };
        }}
      />
      {dialog}
    </section>
  );
}
