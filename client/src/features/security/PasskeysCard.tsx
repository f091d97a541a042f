import { errorMessage, type PasskeyDto } from '@pen/sdk';
import { FormEvent, useState } from 'react';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { useConfirm } from '../../components/dialog/ConfirmDialog';
import { ManagedList } from '../../components/ManagedList';
import { FormField } from '../auth';
import { passkeyFailure, passkeysSupported, useAddPasskey, useDeletePasskey, usePasskeys } from './api';
import { formatDateTime } from '../../lib/format';

const dateText = (value: string | null): string => (value ? formatDateTime(value) : 'never');

/** /settings: "Passkeys": sign in with the phone's or computer's screen lock instead of a password (issue 43). */
export function PasskeysCard() {
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useDeletePasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (name.trim() === '') return setError('Give the passkey a name, e.g. “Phone”');
    setError(null);
    try {
      await add.mutateAsync(name.trim());
      setName('');
      showAlert('Passkey added', 'success');
    } catch (err) {
      setError(passkeyFailure(err, errorMessage(err, 'Could not add the passkey. Please try again')));
    }
  }

  async function removeOne(key: PasskeyDto) {
    const ok = await confirm({ message: `Remove the passkey “${key.name}”? It will no longer sign you in.`, confirmLabel: 'Remove', danger: true });
    if (!ok) return;
    try {
      await remove.mutateAsync(key.passkey_id);
      showAlert('Passkey removed', 'success');
    } catch (err) {
      showAlert(errorMessage(err, 'Could not remove the passkey. Please try again'), 'error');
    }
  }

  return (
    <section className="card security-card" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Passkeys</h2>
      <p className="muted">Sign in with your fingerprint, face or screen lock instead of your password. A passkey also counts as your second factor.</p>
      {passkeysSupported() ? (
        <form className="passkey-add" onSubmit={(e) => void submit(e)} noValidate>
          <FormField label="Passkey name" placeholder="e.g. Phone" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
          <button type="submit" className="button" disabled={add.isPending}>
            {add.isPending ? 'Waiting for your device…' : 'Add a passkey'}
          </button>
        </form>
      ) : (
        <p className="muted">This browser cannot make passkeys.</p>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <ManagedList
        query={passkeys}
        label="Your passkeys"
        loadError="Could not load your passkeys. Please try again later"
        empty="You have no passkeys."
        keyOf={(key) => key.passkey_id}
        details={(key) => (
          <>
            <strong>{key.name}</strong>
            <span className="passkey-dates">
              Added {dateText(key.created_at)} · Last used {dateText(key.last_used_at)}
            </span>
          </>
        )}
        action={(key) => ({ label: 'Remove', ariaLabel: `Remove ${key.name}`, disabled: remove.isPending, onClick: () => void removeOne(key) })}
      />
      {dialog}
    </section>
  );
}
