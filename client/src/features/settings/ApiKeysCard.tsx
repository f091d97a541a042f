import { errorMessage, type ApiKeyDto, type CreatedApiKeyDto } from '@pen/sdk';
import { FormEvent, useId, useState } from 'react';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { useConfirm } from '../../components/dialog/ConfirmDialog';
import { Badges, ManagedList } from '../../components/ManagedList';
import { useApiKeys, useCreateApiKey, useDeleteApiKey } from './useApiKeys';
import { formatDateTime } from '../../lib/format';

type Scope = 'read' | 'write';

const SCOPE_LABELS: Record<Scope, string> = { read: 'Read', write: 'Write' };

function dateText(value: string | null): string {
  return value ? formatDateTime(value) : 'never';
}

/** The new key's secret, shown this once: Pen keeps only its hash. */
function NewKeySecret({ created, onDone }: { created: CreatedApiKeyDto; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const { showAlert } = useAlerts();
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
    } catch {
      showAlert('Could not copy. Select the key and copy it yourself.', 'error');
    }
  }
  return (
    <div className="api-key-secret" role="region" aria-label="Your new API key">
      <p className="api-key-warning">
        <strong>Copy your key “{created.apiKey.name}” now.</strong> You will not be able to see it again. Anyone who has it can act as you within its scopes, so keep it secret.
      </p>
      <code className="api-key-value" data-testid="api-key-secret">
        {created.secret}
      </code>
      <div className="api-key-secret-actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className="button secondary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}

/** /settings: "API keys" for the member's own scripts and bots: create (name and scopes), copy once, list, revoke. */
export function ApiKeysCard() {
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const remove = useDeleteApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Record<Scope, boolean>>({ read: true, write: false });
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const nameId = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const chosen = (Object.keys(scopes) as Scope[]).filter((s) => scopes[s]);
    if (name.trim() === '') return setFormError('Name is required');
    if (chosen.length === 0) return setFormError('Choose read, write or both');
    setFormError(null);
    try {
      setCreated(await create.mutateAsync({ name: name.trim(), scopes: chosen }));
      setName('');
    } catch (err) {
      setFormError(errorMessage(err, 'Could not create the key. Please try again'));
    }
  }

  async function revoke(key: ApiKeyDto) {
    const ok = await confirm({ message: `Revoke “${key.name}”? Scripts using it stop working at once. This cannot be undone.`, confirmLabel: 'Revoke', danger: true });
    if (!ok) return;
    try {
      await remove.mutateAsync(key.id);
      if (created?.apiKey.id === key.id) setCreated(null);
      showAlert('API key revoked', 'success');
    } catch (err) {
      showAlert(errorMessage(err, 'Could not revoke the key. Please try again'), 'error');
    }
  }

  return (
    <section className="card api-keys-card" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">API keys</h2>
      <p className="muted">
        Keys let your own scripts and bots use Pen as you. Send one as the <code>X-Api-Key</code> header. A key can never change your password, e-mail, sessions or
        keys, or delete your account.
      </p>
      {created ? <NewKeySecret created={created} onDone={() => setCreated(null)} /> : null}
      <form className="api-key-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={nameId}>Key name</label>
          <input id={nameId} value={name} maxLength={100} placeholder="e.g. Verse of the day bot" onChange={(e) => setName(e.target.value)} />
        </div>
        <fieldset className="api-key-scopes">
          <legend>Scopes</legend>
          <label>
            <input type="checkbox" checked={scopes.read} onChange={(e) => setScopes({ ...scopes, read: e.target.checked })} /> Read <span className="muted">– see what you can see</span>
          </label>
          <label>
            <input type="checkbox" checked={scopes.write} onChange={(e) => setScopes({ ...scopes, write: e.target.checked })} /> Write{' '}
            <span className="muted">– post, comment, like and more</span>
          </label>
        </fieldset>
        {formError ? (
          <p className="field-error" role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create key'}
        </button>
      </form>
      <ManagedList
        query={keys}
        label="Your API keys"
        loadError="Could not load your keys. Please try again later"
        empty="You have no API keys."
        keyOf={(key) => key.id}
        details={(key) => (
          <>
            <strong>{key.name}</strong>
            <Badges labels={key.scopes.map((s) => SCOPE_LABELS[s])} />
            <span className="api-key-dates">
              Created {dateText(key.created_at)} · Last used {dateText(key.last_used_at)}
            </span>
          </>
        )}
        action={(key) => ({ label: 'Revoke', ariaLabel: `Revoke ${key.name}`, disabled: remove.isPending, onClick: () => void revoke(key) })}
      />
      {dialog}
    </section>
  );
}
