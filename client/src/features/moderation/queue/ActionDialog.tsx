import { errorMessage } from '@pen/sdk';
import { FormEvent, useId, useState } from 'react';
import { Dialog } from '../../../components/dialog/Dialog';
import type { ReportCase, ResolveAction } from '../api/types';
import { ACTIONS, actionQuestion } from './case-text';

/** Who reads the note: the author is told why with a removal or a warning; the audit log keeps every note. */
const NOTE_LABELS: Record<ResolveAction, string> = {
  dismiss: 'Note (for the audit log)',
  remove_content: 'Reason (the author is told)',
  warn_author: 'Warning (the author is told)',
  suspend_author: 'Reason (for the audit log)',
};

export interface ActionChoice {
  note: string;
  /** Suspension length; undefined for a suspension until it is lifted. */
  days?: number;
}

/**
 * The confirmation of a queue action, with the moderator's note (and the days of a suspension).
 * Errors (a case already resolved: 409) stay in the dialog, with what was typed.
 */
export function ActionDialog({ reportCase, action, onConfirm, onClose }: {
  reportCase: ReportCase;
  action: ResolveAction;
  onConfirm: (choice: ActionChoice) => Promise<void>;
  onClose: () => void;
}) {
  const meta = ACTIONS.find((a) => a.action === action)!;
  const noteId = useId();
  const daysId = useId();
  const [note, setNote] = useState('');
  const [days, setDays] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const suspend = action === 'suspend_author';
  const daysValue = days.trim() === '' ? undefined : Number(days);
  const daysInvalid = daysValue !== undefined && (!Number.isInteger(daysValue) || daysValue < 1 || daysValue > 3650);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (daysInvalid) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm({ note: note.trim(), days: suspend ? daysValue : undefined });
    } catch (err) {
      setError(errorMessage(err, 'The action failed. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <Dialog title={`${meta.label}: ${reportCase.target_type === 'user' ? 'member' : 'case'} #${reportCase.report_id}`} onClose={onClose} className="mod-action-dialog">
      <form onSubmit={(e) => void submit(e)}>
        <p className="mod-question">{actionQuestion(reportCase, action)}</p>
        <div className="field">
          <label htmlFor={noteId}>{NOTE_LABELS[action]}</label>
          <textarea id={noteId} rows={3} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} placeholder="Optional" />
        </div>
        {suspend ? (
          <div className="field">
            <label htmlFor={daysId}>Days</label>
            <input id={daysId} type="number" inputMode="numeric" min={1} max={3650} value={days} onChange={(e) => setDays(e.target.value)} placeholder="Until lifted" aria-invalid={daysInvalid} />
            {daysInvalid ? <span className="field-error">Days must be a whole number from 1 to 3650.</span> : null}
          </div>
        ) : null}
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="confirm-actions">
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={`button${meta.danger ? ' danger' : ''}`} disabled={busy || daysInvalid}>
            {busy ? 'Working…' : meta.label}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
