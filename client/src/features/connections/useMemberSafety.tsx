import { useLingui } from '@lingui/react/macro';
import { ReactNode } from 'react';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { useConfirm } from '../../components/dialog/ConfirmDialog';
import { failureText } from './api/failure';
import { useBlockUser, useMuteUser, useUnblockUser, useUnmuteUser } from './api/useSafetyActions';


/** The member an action is about: enough to name them in the confirmation and the alert. */
export interface MemberRef {
  user_id: number;
  user_name: string;
}

export interface MemberSafety {
  /** Asks first (saying what a block does), then blocks. Resolves true when blocked. */
  block: (member: MemberRef) => Promise<boolean>;
  unblock: (member: MemberRef) => Promise<boolean>;
  /** Asks first, then mutes. Resolves true when muted. */
  mute: (member: MemberRef) => Promise<boolean>;
  unmute: (member: MemberRef) => Promise<boolean>;
  busy: boolean;
  /** The confirmation; render it once. */
  dialog: ReactNode;
}

/**
 * Block, unblock, mute and unmute with the confirmations and alerts every screen shows the same
 * way (the /userpen menu, post and comment menus, the lists in /settings).
 */
export function useMemberSafety(): MemberSafety {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();
  const blockCall = useBlockUser();
  const unblockCall = useUnblockUser();
  const muteCall = useMuteUser();
  const unmuteCall = useUnmuteUser();

  const run = async (call: { mutateAsync: (id: number) => Promise<unknown> }, member: MemberRef, done: string, refused: string, exception: string) => {
    try {
      await call.mutateAsync(member.user_id);
      showAlert(done, 'success');
      return true;
    } catch (err) {
      showAlert(failureText(err, refused, exception), 'error');
      return false;
    }
  };

  return {
    block: async (member) => {
      const name = member.user_name;
      const ok = await confirm({
        message: t`Block ${name}? You will no longer see each other's posts, comments or profile, and any friendship ends. They are not told.`,
        confirmLabel: t`Block`,
        danger: true,
      });
      return ok && run(blockCall, member, t`${name} is blocked.`, t`Failed to block this member.`, t`Error blocking this member. Please try again.`);
    },
    unblock: (member) => {
      const name = member.user_name;
      return run(unblockCall, member, t`${name} is unblocked.`, t`Failed to unblock this member.`, t`Error unblocking this member. Please try again.`);
    },
    mute: async (member) => {
      const name = member.user_name;
      const ok = await confirm({
        message: t`Mute ${name}? Their posts leave your feed and nothing they do notifies you. They are not told, and can still see your public posts.`,
        confirmLabel: t`Mute`,
      });
      return ok && run(muteCall, member, t`${name} is muted.`, t`Failed to mute this member.`, t`Error muting this member. Please try again.`);
    },
    unmute: (member) => {
      const name = member.user_name;
      return run(unmuteCall, member, t`${name} is unmuted.`, t`Failed to unmute this member.`, t`Error unmuting this member. Please try again.`);
    },
    busy: blockCall.isPending || unblockCall.isPending || muteCall.isPending || unmuteCall.isPending,
    dialog,
  };
}
