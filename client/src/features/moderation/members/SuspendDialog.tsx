import { errorMessage } from '@pen/sdk';
import { FormEvent, useId, useState } from 'react';
import { Dialog } from '../../../components/dialog/Dialog';
import type { ModUser } from '../api/types';

/** Suspend a member: the reason they are told (required) and an optional length in days. */
export function SuspendDialog({ user, onConfirm, onClose }: { user: ModUser; onConfirm: (reason: string, days?: number) => Promise<void>; onClose: () => void }) {
  const reasonId = useId();
  const daysId = useId();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const daysValue = days.trim() === '' ? undefined : Number(days);
  const daysInvalid = daysValue !== undefined && (!Number.isInteger(daysValue) || daysValue < 1 || daysValue > 3650);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim() || daysInvalid) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim(), daysValue);
    } catch (err) {
      setError(errorMessage(err, 'The suspension failed. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <Dialog title={`Suspend ${user.user_name}`} onClose={onClose} className="mod-action-dialog">
      <form onSubmit={(e) => void submit(e)}>
        <p className="mod-question">Their sessions end at once, they cannot sign in, and their posts, comments and profile are hidden until the suspension ends.</p>
        <div className="field">
          <label htmlFor={reasonId}>Reason (the member is told)</label>
          <textarea id={reasonId} rows={3} maxLength={1000} required value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={daysId}>Days</label>
          <input id={daysId} type="number" inputMode="numeric" min={1} max={3650} value={days} onChange={(e) => setDays(e.target.value)} placeholder="Until lifted" aria-invalid={daysInvalid} />
          {daysInvalid ? <span className="field-error">Days must be a whole number from 1 to 3650.</span> : null}
        </div>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="confirm-actions">
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button danger" disabled={busy || !reason.trim() || daysInvalid}>
            {busy ? 'Working…' : 'Suspend'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
