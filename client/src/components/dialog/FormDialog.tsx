import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@pen/sdk';
import { FormEvent, ReactNode, useState } from 'react';
import { Dialog } from './Dialog';

/**
 * A dialog that sends a small form: what it is about, the fields, and Cancel / the action. A
 * refusal (e.g. a case resolved meanwhile: 409, a text too long) stays in the dialog with what was
 * typed, so nothing is lost; the caller closes it when `onSubmit` resolves.
 */
export function FormDialog({
  title,
  intro,
  submitLabel,
  busyLabel,
  danger = false,
  invalid = false,
  failure,
  className,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  intro: ReactNode;
  submitLabel: string;
  busyLabel?: string;
  danger?: boolean;
  /** The fields cannot be sent as they are (their own messages say why). */
  invalid?: boolean;
  /** Said when the error has no message of its own. */
  failure: string;
  className?: string;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
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
    <Dialog title={title} onClose={onClose} className={`form-dialog${className ? ` ${className}` : ''}`}>
      <form onSubmit={(e) => void submit(e)}>
        {intro}
        {children}
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="confirm-actions">
          <button type="button" className="button secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={`button${danger ? ' danger' : ''}`} disabled={busy || invalid}>
            {busy ? (busyLabel ?? t`Working…`) : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
