import { useLingui } from '@lingui/react/macro';
import type { ModUser } from '../api/types';
import { ModFormDialog, useGrounds, useSuspensionDays } from '../ModFormDialog';

/** What a suspension gives: the rule, the facts the member is told, and an optional length in days. */
export interface SuspensionChoice {
  ruleId: number;
  note: string;
  days?: number;
}

/** Suspend a member: the rule and the facts they are told (both required) and an optional length in days. */
export function SuspendDialog({ user, onConfirm, onClose }: { user: ModUser; onConfirm: (choice: SuspensionChoice) => Promise<void>; onClose: () => void }) {
  const { t } = useLingui();
  const grounds = useGrounds(t`The facts (the member is told)`);
  const name = user.user_name;
  const days = useSuspensionDays();
  return (
    <ModFormDialog
      title={t`Suspend ${name}`}
      question={t`Their sessions end at once, they may sign in only to see their standing and appeal, and their posts, comments and profile are hidden until the suspension ends.`}
      submitLabel={t`Suspend`}
      invalid={grounds.invalid || days.invalid}
      failure={t`The suspension failed. Please try again.`}
      onSubmit={() => onConfirm({ ruleId: grounds.ruleId!, note: grounds.note, days: days.value })}
      onClose={onClose}
    >
      {grounds.fields}
      {days.field}
    </ModFormDialog>
  );
}
