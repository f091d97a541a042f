import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReportCase, ResolveAction } from '../api/types';
import { ModFormDialog, NoteField, useGrounds, useSuspensionDays } from '../ModFormDialog';
import { ACTIONS, actionLabel, actionQuestion } from './case-text';

/** Who reads the note: every restricting action's facts go to the author; a dismissal's or an approval's note to the audit log. */
function noteLabel(action: ResolveAction): string {
  return select(action, {
    dismiss: 'Note (for the audit log)',
    approve_content: 'Note (for the audit log)',
    other: 'The facts (the author is told)',
  });
}

export interface ActionChoice {
  note: string;
  /** The rule a restricting action cites; undefined for a dismissal or an approval. */
  ruleId?: number;
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
  const { t } = useLingui();
  const meta = ACTIONS.find((a) => a.action === action)!;
  const [note, setNote] = useState('');
  const grounds = useGrounds(noteLabel(action));
  // Dismissing a report or approving held content restricts nobody: no rule to cite.
  const restricting = action !== 'dismiss' && action !== 'approve_content';
  const label = actionLabel(action);
  const id = reportCase.report_id;
  const days = useSuspensionDays();
  const suspend = action === 'suspend_author';
  return (
    <ModFormDialog
      title={reportCase.target_type === 'user' ? t`${label}: member #${id}` : t`${label}: case #${id}`}
      question={actionQuestion(reportCase, action)}
      submitLabel={label}
      danger={meta.danger}
      invalid={(suspend && days.invalid) || (restricting && grounds.invalid)}
      failure={t`The action failed. Please try again.`}
      onSubmit={() =>
        onConfirm(restricting ? { note: grounds.note, ruleId: grounds.ruleId, days: suspend ? days.value : undefined } : { note: note.trim() })
      }
      onClose={onClose}
    >
      {restricting ? grounds.fields : <NoteField label={noteLabel(action)} value={note} onChange={setNote} />}
      {suspend ? days.field : null}
    </ModFormDialog>
  );
}
