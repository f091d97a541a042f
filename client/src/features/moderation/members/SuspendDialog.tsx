import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ModUser } from '../api/types';
import { ModFormDialog, NoteField, useSuspensionDays } from '../ModFormDialog';

/** Suspend a member: the reason they are told (required) and an optional length in days. */
export function SuspendDialog({ user, onConfirm, onClose }: { user: ModUser; onConfirm: (reason: string, days?: number) => Promise<void>; onClose: () => void }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const name = user.user_name;
  const days = useSuspensionDays();
  return (
    <ModFormDialog
      title={t`Suspend ${name}`}
      question={t`Their sessions end at once, they cannot sign in, and their posts, comments and profile are hidden until the suspension ends.`}
      submitLabel={t`Suspend`}
      invalid={!reason.trim() || days.invalid}
      failure={t`The suspension failed. Please try again.`}
      onSubmit={() => onConfirm(reason.trim(), days.value)}
      onClose={onClose}
    >
      <NoteField label={t`Reason (the member is told)`} value={reason} onChange={setReason} required />
      {days.field}
    </ModFormDialog>
  );
}
