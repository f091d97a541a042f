import { useLingui } from '@lingui/react/macro';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { failureText } from './api/failure';
import { useRemoveFriend } from './api/useFriendActions';
import { useFriendRequestStatus } from './api/useFriendRequestStatus';
import { useMutedUsers } from './api/useSafetyLists';
import { useReportUser } from './api/useSafetyActions';
import { useConfirm } from '../../components/dialog/ConfirmDialog';
import { Menu } from '../../components/menu/Menu';
import { useMemberSafety } from './useMemberSafety';
import { useReport } from './useReport';
import './connections.css';

interface MenuItem {
  label: string;
  danger?: boolean;
  run: () => Promise<unknown>;
}

/**
 * The member menu on /userpen ("Friend menu" for friends, "Member menu" for others): "Remove
 * from friends" for friends, and for every member Block or Unblock (per the relationship, which
 * reads `blocked` once I blocked them), Mute or Unmute (per my list of muted members), and Report
 * (the report dialog; it offers a block afterwards unless they are blocked already).
 */
export function FriendMenu({ userId, userName }: { userId: number; userName: string }) {
  const status = useFriendRequestStatus(userId);
  const muted = useMutedUsers();
  const remove = useRemoveFriend();
  const safety = useMemberSafety();
  const reporting = useReport();
  const reportCall = useReportUser();
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();
  if (!status.data) return null; // unknown relationship (loading, or the member cannot be found)

  const member = { user_id: userId, user_name: userName };
  const removeFriend = async () => {
    if (!(await confirm({ message: t`Are you sure you want to remove this friend?`, confirmLabel: t`Remove`, danger: true }))) return;
    remove.mutate(userId, {
      onSuccess: () => showAlert(t`Friend removed.`, 'success'),
      onError: (err) => showAlert(failureText(err, t`Failed to remove friend.`, t`Error removing friend. Please try again.`), 'error'),
    });
  };

  const blocked = status.data === 'blocked';
  const isMuted = muted.data?.some((u) => u.user_id === userId) ?? false;
  const items: MenuItem[] = [
    ...(status.data === 'accepted' ? [{ label: t`Remove from friends`, danger: true, run: removeFriend }] : []),
    blocked ? { label: t`Unblock`, run: () => safety.unblock(member) } : { label: t`Block`, danger: true, run: () => safety.block(member) },
    ...(muted.data ? [isMuted ? { label: t`Unmute`, run: () => safety.unmute(member) } : { label: t`Mute`, run: () => safety.mute(member) }] : []),
    {
      label: t`Report`,
      run: async () =>
        reporting.report({
          title: t`Report ${userName}`,
          failed: t`Failed to report this member`,
          member: blocked ? undefined : member,
          send: (fields) => reportCall.mutateAsync({ targetUserId: userId, ...fields }),
        }),
    },
  ];
  const busy = remove.isPending || safety.busy;

  return (
    <div className="friend-menu">
      <Menu
        label={status.data === 'accepted' ? t`Friend menu` : t`Member menu`}
        items={items.map((item) => ({ label: item.label, danger: item.danger, disabled: busy, onSelect: () => void item.run() }))}
        buttonClass="friend-menu-toggle"
        listClass="friend-menu-list"
        dangerClass="danger-text"
      />
      {dialog}
      {safety.dialog}
      {reporting.dialog}
    </div>
  );
}
