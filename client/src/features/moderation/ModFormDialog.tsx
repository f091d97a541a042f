import { Trans, useLingui } from '@lingui/react/macro';
import { ReactNode, useId, useState } from 'react';
import { FormDialog } from '../../components/dialog/FormDialog';
import { useCitableRules } from './api/hooks';

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

/**
 * What every restricting action must give (issue 42): the community rule it enforces and the
 * facts. Both are shown to the member in the statement of reasons.
 */
export function useGrounds(noteLabel: string) {
  const { t } = useLingui();
  const id = useId();
  const rules = useCitableRules();
  const [ruleId, setRuleId] = useState('');
  const [note, setNote] = useState('');
  const invalid = ruleId === '' || note.trim() === '';
  const fields = (
    <>
      <div className="field">
        <label htmlFor={id}>
          <Trans>Rule</Trans>
        </label>
        <select id={id} required value={ruleId} onChange={(e) => setRuleId(e.target.value)} aria-describedby={rules.isError ? `${id}-error` : undefined}>
          <option value="">{rules.isPending ? t`Loading rules…` : t`Choose the rule`}</option>
          {(rules.data ?? []).map(({ rule_id, number, title }) => (
            <option key={rule_id} value={rule_id}>
              {t`${number}. ${title}`}
            </option>
          ))}
        </select>
        {rules.isError ? (
          <span id={`${id}-error`} className="field-error">
            <Trans>Could not load the rules. Close the dialog and try again.</Trans>
          </span>
        ) : null}
      </div>
      <NoteField label={noteLabel} value={note} onChange={setNote} required />
    </>
  );
  return { ruleId: ruleId === '' ? undefined : Number(ruleId), note: note.trim(), invalid, fields };
}
