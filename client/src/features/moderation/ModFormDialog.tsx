import { errorMessage } from '@pen/sdk';
import { FormEvent, ReactNode, useId, useState } from 'react';
import { Dialog } from '../../components/dialog/Dialog';

/**
 * The console's confirmation dialogs (queue actions, suspensions, rejections): a question, the
 * fields, and Cancel / the action. A failure (e.g. a case resolved meanwhile: 409) stays in the
 * dialog with what the moderator typed, so nothing is lost.
 */
export function ModFormDialog({ title, question, submitLabel, danger = true, invalid = false, failure, onSubmit, onClose, children }: {
  title: string;
  question: string;
  submitLabel: string;
  danger?: boolean;
  /** The fields cannot be sent as they are (their own messages say why). */
  invalid?: boolean;
  /** Said when the error has no message of its own. */
  failure: string;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (invalid) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit();
    } catch (err) {
      setError(errorMessage(err, failure));
      setBusy(false);
    }
  }

  return (
    <Dialog title={title} onClose={onClose} className="mod-action-dialog">
      <form onSubmit={(e) => void submit(e)}>
        <p className="mod-question">{question}</p>
        {children}
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="confirm-actions">
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={`button${danger ? ' danger' : ''}`} disabled={busy || invalid}>
            {busy ? 'Working…' : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** A note or reason field of a console dialog. */
export function NoteField({ label, value, onChange, required = false }: { label: string; value: string; onChange: (v: string) => void; required?: boolean }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={3} maxLength={1000} required={required} value={value} onChange={(e) => onChange(e.target.value)} placeholder={required ? undefined : 'Optional'} />
    </div>
  );
}

/** A suspension's length: empty means until a moderator lifts it. */
export function useSuspensionDays() {
  const id = useId();
  const [text, setText] = useState('');
  const value = text.trim() === '' ? undefined : Number(text);
  const invalid = value !== undefined && (!Number.isInteger(value) || value < 1 || value > 3650);
  const field = (
    <div className="field">
      <label htmlFor={id}>Days</label>
      <input id={id} type="number" inputMode="numeric" min={1} max={3650} value={text} onChange={(e) => setText(e.target.value)} placeholder="Until lifted" aria-invalid={invalid} />
      {invalid ? <span className="field-error">Days must be a whole number from 1 to 3650.</span> : null}
    </div>
  );
  return { value, invalid, field };
}
