import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type PasskeyDto } from '@pen/sdk';
import { FormEvent, useState } from 'react';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { useConfirm } from '../../components/dialog/ConfirmDialog';
import { ManagedList } from '../../components/ManagedList';
import { FormField } from '../auth';
import { passkeyFailure, passkeysSupported, useAddPasskey, useDeletePasskey, usePasskeys } from './api';
import { formatDateTime } from '../../lib/format';

function PasskeyDates({ created, lastUsed }: { created: string; lastUsed: string | null }) {
  const { t } = useLingui();
  const createdText = formatDateTime(created);
  const lastUsedText = lastUsed ? formatDateTime(lastUsed) : t`never`;
  return (
    <span className="passkey-dates">
      <Trans>
        Added {createdText} · Last used {lastUsedText}
      </Trans>
    </span>
  );
}

/** /settings: "Passkeys": sign in with the phone's or computer's screen lock instead of a password (issue 43). */
export function PasskeysCard() {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useDeletePasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (name.trim() === '') return setError(t`Give the passkey a name, e.g. “Phone”`);
    setError(null);
    try {
      await add.mutateAsync(name.trim());
      setName('');
      showAlert(t`Passkey added`, 'success');
    } catch (err) {
      // The browser's answer when this device's authenticator already holds one of the member's passkeys (they are excluded).
      if (err instanceof Error && err.name === 'InvalidStateError') setError(t`This device already has a passkey for your account. Add one on another device, or remove the old one first.`);
      else setError(passkeyFailure(err, errorMessage(err, t`Could not add the passkey. Please try again`)));
    }
  }

  async function removeOne(key: PasskeyDto) {
    const keyName = key.name;
    const ok = await confirm({ message: t`Remove the passkey “${keyName}”? It will no longer sign you in.`, confirmLabel: t`Remove`, danger: true });
    if (!ok) return;
    try {
      await remove.mutateAsync(key.passkey_id);
      showAlert(t`Passkey removed`, 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Could not remove the passkey. Please try again`), 'error');
    }
  }

  return (
    <section className="card security-card" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">
        <Trans>Passkeys</Trans>
      </h2>
      <p className="muted">
        <Trans>Sign in with your fingerprint, face or screen lock instead of your password. A passkey also counts as your second factor.</Trans>
      </p>
      {passkeysSupported() ? (
        <form className="passkey-add" onSubmit={(e) => void submit(e)} noValidate>
          <FormField label={t`Passkey name`} placeholder={t`e.g. Phone`} maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
          <button type="submit" className="button" disabled={add.isPending}>
            {add.isPending ? t`Waiting for your device…` : t`Add a passkey`}
          </button>
        </form>
      ) : (
        <p className="muted">
          <Trans>This browser cannot make passkeys.</Trans>
        </p>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <ManagedList
        query={passkeys}
        label={t`Your passkeys`}
        loadError={t`Could not load your passkeys. Please try again later`}
        empty={t`You have no passkeys.`}
        keyOf={(key) => key.passkey_id}
        details={(key) => (
          <>
            <strong>{key.name}</strong>
            <PasskeyDates created={key.created_at} lastUsed={key.last_used_at} />
          </>
        )}
        action={(key) => {
          const keyName = key.name;
          return { label: t`Remove`, ariaLabel: t`Remove ${keyName}`, disabled: remove.isPending, onClick: () => void removeOne(key) };
        }}
      />
      {dialog}
    </section>
  );
}
