import { Trans, useLingui } from '@lingui/react/macro';
import { ReactNode, useId, useState } from 'react';
import { FormDialog } from '../../components/dialog/FormDialog';

/**
 * The console's confirmation dialogs (queue actions, suspensions, rejections): a question, the
 * fields, and Cancel / the action (red unless `danger` is false). A failure stays in the dialog.
 */
export function ModFormDialog({ question, danger = true, ...rest }: {
  title: string;
  question: string;
  submitLabel: string;
  danger?: boolean;
  invalid?: boolean;
  failure: string;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  return <FormDialog {...rest} danger={danger} className="mod-action-dialog" intro={<p className="mod-question">{question}</p>} />;
}

/** A note or reason field of a console dialog. */
export function NoteField({ label, value, onChange, required = false }: { label: string; value: string; onChange: (v: string) => void; required?: boolean }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={3} maxLength={1000} required={required} value={value} onChange={(e) => onChange(e.target.value)} placeholder={required ? undefined : t`Optional`} />
    </div>
  );
}

/** A suspension's length: empty means until a moderator lifts it. */
export function useSuspensionDays() {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const value = text.trim() === '' ? undefined : Number(text);
  const invalid = value !== undefined && (!Number.isInteger(value) || value < 1 || value > 3650);
  const field = (
    <div className="field">
      <label htmlFor={id}>
        <Trans>Days</Trans>
      </label>
      <input id={id} type="number" inputMode="numeric" min={1} max={3650} value={text} onChange={(e) => setText(e.target.value)} placeholder={t`Until lifted`} aria-invalid={invalid} />
      {invalid ? <span className="field-error">
          <Trans>Days must be a whole number from 1 to 3650.</Trans>
        </span> : null}
    </div>
  );
  return { value, invalid, field };
}
