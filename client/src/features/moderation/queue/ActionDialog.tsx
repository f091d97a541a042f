import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReportCase, ResolveAction } from '../api/types';
import { ModFormDialog, NoteField, useSuspensionDays } from '../ModFormDialog';
import { ACTIONS, actionLabel, actionQuestion } from './case-text';

/** Who reads the note: the author is told why with a removal or a warning; the audit log keeps every note. */
function noteLabel(action: ResolveAction): string {
  return select(action, {
    dismiss: 'Note (for the audit log)',
    remove_content: 'Reason (the author is told)',
    warn_author: 'Warning (the author is told)',
    other: 'Reason (for the audit log)',
  });
}

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
  const { t } = useLingui();
  const meta = ACTIONS.find((a) => a.action === action)!;
  const [note, setNote] = useState('');
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
      invalid={suspend && days.invalid}
      failure={t`The action failed. Please try again.`}
      onSubmit={() => onConfirm({ note: note.trim(), days: suspend ? days.value : undefined })}
      onClose={onClose}
    >
      <NoteField label={noteLabel(action)} value={note} onChange={setNote} />
      {suspend ? days.field : null}
    </ModFormDialog>
  );
}
