import { errorMessage, type OAuthAppDto } from '@pen/sdk';
import { FormEvent, useId, useState } from 'react';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { useConfirm } from '../../components/dialog/ConfirmDialog';
import { ManagedList } from '../../components/ManagedList';
import { useCreateOAuthApp, useDeleteOAuthApp, useOAuthApps } from './useOAuth';
import './oauth.css';

/** One redirect URI per line (or separated by spaces or commas). */
function parseUris(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((u) => u.trim())
    .filter(Boolean);
}

/** /settings: "Developer apps": register an OAuth app (name, redirect URIs, website), list them with their client id, delete. */
export function DeveloperAppsCard() {
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();
  const apps = useOAuthApps();
  const create = useCreateOAuthApp();
  const remove = useDeleteOAuthApp();
  const [name, setName] = useState('');
  const [uris, setUris] = useState('');
  const [website, setWebsite] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const ids = { name: useId(), uris: useId(), website: useId() };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const redirectUris = parseUris(uris);
    if (name.trim() === '') return setFormError('Name is required');
    if (redirectUris.length === 0) return setFormError('Add at least one redirect URI');
    setFormError(null);
    try {
      const app = await create.mutateAsync({ name: name.trim(), redirectUris, ...(website.trim() ? { website: website.trim() } : {}) });
      setName('');
      setUris('');
      setWebsite('');
      showAlert(`“${app.name}” registered`, 'success');
    } catch (err) {
      setFormError(errorMessage(err, 'Could not register the app. Please try again'));
    }
  }

  async function deleteApp(app: OAuthAppDto) {
    const ok = await confirm({ message: `Delete “${app.name}”? Everyone who connected it loses its access at once. This cannot be undone.`, confirmLabel: 'Delete', danger: true });
    if (!ok) return;
    try {
      await remove.mutateAsync(app.clientId);
      showAlert('App deleted', 'success');
    } catch (err) {
      showAlert(errorMessage(err, 'Could not delete the app. Please try again'), 'error');
    }
  }

  return (
    <section className="card oauth-card" aria-labelledby="developer-apps-title">
      <h2 id="developer-apps-title">Developer apps</h2>
      <p className="muted">
        Register an app to let other members sign in to it with Pen (OAuth 2.1, authorization code with PKCE). Apps have a client id and no secret.
      </p>
      <form className="oauth-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={ids.name}>App name</label>
          <input id={ids.name} value={name} maxLength={100} placeholder="e.g. Verse of the day" onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.uris}>Redirect URIs</label>
          <textarea id={ids.uris} value={uris} rows={2} placeholder="https://app.example.org/callback" onChange={(e) => setUris(e.target.value)} />
          <span className="field-hint">One per line. https, or http://localhost and http://127.0.0.1 while developing.</span>
        </div>
        <div className="field">
          <label htmlFor={ids.website}>Website (optional)</label>
          <input id={ids.website} value={website} type="url" placeholder="https://app.example.org" onChange={(e) => setWebsite(e.target.value)} />
        </div>
        {formError ? (
          <p className="field-error" role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? 'Registering…' : 'Register app'}
        </button>
      </form>
      <ManagedList
        query={apps}
        label="Your apps"
        loadError="Could not load your apps. Please try again later"
        empty="You have not registered any apps."
        keyOf={(app) => app.clientId}
        details={(app) => (
          <>
            <strong>{app.name}</strong>
            <span className="oauth-meta">
              Client id <code data-testid="oauth-client-id">{app.clientId}</code>
            </span>
            <span className="oauth-meta oauth-uris">{app.redirectUris.join(' · ')}</span>
            {app.website ? <span className="oauth-meta">{app.website}</span> : null}
          </>
        )}
        action={(app) => ({ label: 'Delete', ariaLabel: `Delete ${app.name}`, disabled: remove.isPending, onClick: () => void deleteApp(app) })}
      />
      {dialog}
    </section>
  );
}
