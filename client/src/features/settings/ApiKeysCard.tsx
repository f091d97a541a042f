import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type ApiKeyDto, type CreatedApiKeyDto } from '@pen/sdk';
import { FormEvent, useId, useState } from 'react';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { useConfirm } from '../../components/dialog/ConfirmDialog';
import { Badges, ManagedList } from '../../components/ManagedList';
import { SecretShownOnce } from '../../components/SecretShownOnce';
import { useApiKeys, useCreateApiKey, useDeleteApiKey } from './useApiKeys';
import { formatDateTime } from '../../lib/format';
import { KEY_SCOPES, type KeyScope, scopeDescription, scopeLabel } from '../oauth';

function KeyDates({ created, lastUsed }: { created: string; lastUsed: string | null }) {
  const { t } = useLingui();
  const createdText = formatDateTime(created);
  const lastUsedText = lastUsed ? formatDateTime(lastUsed) : t`never`;
  return (
    <span className="api-key-dates">
      <Trans>
        Created {createdText} · Last used {lastUsedText}
      </Trans>
    </span>
  );
}

/** The new key's secret, shown this once: Pen keeps only its hash. */
function NewKeySecret({ created, onDone }: { created: CreatedApiKeyDto; onDone: () => void }) {
  const { t } = useLingui();
  const keyName = created.apiKey.name;
  return (
    <SecretShownOnce secret={created.secret} label={t`Your new API key`} copyFailed={t`Could not copy. Select the key and copy it yourself.`} testId="api-key-secret" onDone={onDone}>
      <Trans>
        <strong>Copy your key “{keyName}” now.</strong> You will not be able to see it again. Anyone who has it can act as you within its scopes, so keep it secret.
      </Trans>
    </SecretShownOnce>
  );
}

/** /settings: "API keys" for the member's own scripts and bots: create (name and scopes), copy once, list, revoke. */
export function ApiKeysCard() {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const remove = useDeleteApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ReadonlySet<KeyScope>>(() => new Set<KeyScope>(['read']));
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const nameId = useId();
  const toggle = (scope: KeyScope, on: boolean) =>
    setScopes((old) => {
      const next = new Set(old);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const chosen = KEY_SCOPES.filter((s) => scopes.has(s));
    if (name.trim() === '') return setFormError(t`Name is required`);
    if (chosen.length === 0) return setFormError(t`Choose at least one scope`);
    setFormError(null);
    try {
      setCreated(await create.mutateAsync({ name: name.trim(), scopes: chosen }));
      setName('');
    } catch (err) {
      setFormError(errorMessage(err, t`Could not create the key. Please try again`));
    }
  }

  async function revoke(key: ApiKeyDto) {
    const keyName = key.name;
    const ok = await confirm({ message: t`Revoke “${keyName}”? Scripts using it stop working at once. This cannot be undone.`, confirmLabel: t`Revoke`, danger: true });
    if (!ok) return;
    try {
      await remove.mutateAsync(key.id);
      if (created?.apiKey.id === key.id) setCreated(null);
      showAlert(t`API key revoked`, 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Could not revoke the key. Please try again`), 'error');
    }
  }

  return (
    <section className="card api-keys-card" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">
        <Trans>API keys</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Keys let your own scripts and bots use Pen as you. Send one as the <code>X-Api-Key</code> header. A key can never change your password, e-mail, sessions
          or keys, or delete your account.
        </Trans>
      </p>
      {created ? <NewKeySecret created={created} onDone={() => setCreated(null)} /> : null}
      <form className="api-key-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={nameId}>
            <Trans>Key name</Trans>
          </label>
          <input id={nameId} value={name} maxLength={100} placeholder={t`e.g. Verse of the day bot`} onChange={(e) => setName(e.target.value)} />
        </div>
        <fieldset className="api-key-scopes">
          <legend>
            <Trans>Scopes</Trans>
          </legend>
          <p className="muted api-key-scopes-hint">
            <Trans>Give the key only what it needs.</Trans>
          </p>
          {KEY_SCOPES.map((scope) => (
            <div key={scope} className="api-key-scope">
              <input
                id={`${nameId}-${scope}`}
                type="checkbox"
                checked={scopes.has(scope)}
                aria-describedby={`${nameId}-${scope}-about`}
                onChange={(e) => toggle(scope, e.target.checked)}
              />
              <label htmlFor={`${nameId}-${scope}`}>{scopeLabel(scope)}</label>
              <span id={`${nameId}-${scope}-about`} className="muted api-key-scope-about">
                <code>{scope}</code> – {scopeDescription(scope)}
              </span>
            </div>
          ))}
        </fieldset>
        {formError ? (
          <p className="field-error" role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? t`Creating…` : t`Create key`}
        </button>
      </form>
      <ManagedList
        query={keys}
        label={t`Your API keys`}
        loadError={t`Could not load your keys. Please try again later`}
        empty={t`You have no API keys.`}
        keyOf={(key) => key.id}
        details={(key) => (
          <>
            <strong>{key.name}</strong>
            <Badges labels={key.scopes.map(scopeLabel)} />
            <KeyDates created={key.created_at} lastUsed={key.last_used_at} />
          </>
        )}
        action={(key) => {
          const keyName = key.name;
          return { label: t`Revoke`, ariaLabel: t`Revoke ${keyName}`, disabled: remove.isPending, onClick: () => void revoke(key) };
        }}
      />
      {dialog}
    </section>
  );
}
