import { useState } from 'react';
import type { ModUser } from '../api/types';
import { ModFormDialog, NoteField, useSuspensionDays } from '../ModFormDialog';

/** Suspend a member: the reason they are told (required) and an optional length in days. */
export function SuspendDialog({ user, onConfirm, onClose }: { user: ModUser; onConfirm: (reason: string, days?: number) => Promise<void>; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const days = useSuspensionDays();
  return (
    <ModFormDialog
      title={`Suspend ${user.user_name}`}
      question="Their sessions end at once, they cannot sign in, and their posts, comments and profile are hidden until the suspension ends."
      submitLabel="Suspend"
      invalid={!reason.trim() || days.invalid}
      failure="The suspension failed. Please try again."
      onSubmit={() => onConfirm(reason.trim(), days.value)}
      onClose={onClose}
    >
      <NoteField label="Reason (the member is told)" value={reason} onChange={setReason} required />
      {days.field}
    </ModFormDialog>
  );
}
