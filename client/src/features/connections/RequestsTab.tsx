import { Trans, useLingui } from '@lingui/react/macro';
import type { FriendRequestDto } from '@pen/sdk';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { failureText } from './api/failure';
import { useAcceptFriendRequest, useDeclineFriendRequest } from './api/useFriendActions';
import { useConfirm } from '../../components/dialog/ConfirmDialog';
import { UserRow } from './UserRow';

/** Pending requests to me, each with Accept (at once: a friend can be removed again) and Decline (confirmed first). */
export function RequestsTab({ requests, onFindPeople }: { requests: FriendRequestDto[]; onFindPeople: () => void }) {
  const { t } = useLingui();
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();
  const busy = accept.isPending || decline.isPending;

  const onAccept = (r: FriendRequestDto) => {
    accept.mutate(r.user_id, {
      onSuccess: () => showAlert(t`Friend request accepted`, 'success'),
      onError: (err) => showAlert(failureText(err, t`Failed to accept request`, t`Error accepting friend request`), 'error'),
    });
  };
  const onDecline = async (r: FriendRequestDto) => {
    const name = r.user_name;
    if (!(await confirm({ message: t`Decline the friend request from ${name}?`, confirmLabel: t`Decline`, danger: true }))) return;
    decline.mutate(r.user_id, {
      onSuccess: () => showAlert(t`Friend request declined`, 'info'),
      onError: (err) => showAlert(failureText(err, t`Failed to decline request`, t`Error declining friend request`), 'error'),
    });
  };

  if (requests.length === 0) {
    return (
      <div className="conn-empty">
        <p className="conn-empty-title">
          <Trans>No new friend requests</Trans>
        </p>
        <p className="muted">
          <Trans>When someone asks to be your friend, you will find the request here.</Trans>
        </p>
        <button type="button" className="button secondary" onClick={onFindPeople}>
          <Trans>Find people</Trans>
        </button>
      </div>
    );
  }
  return (
    <>
      <ul className="conn-list" aria-label={t`New requests`}>
        {requests.map((r) => (
          <UserRow key={r.connections_id} user={r}>
            <button type="button" className="button" onClick={() => onAccept(r)} disabled={busy}>
              <Trans>Accept</Trans>
            </button>
            <button type="button" className="button secondary" onClick={() => void onDecline(r)} disabled={busy}>
              <Trans>Decline</Trans>
            </button>
          </UserRow>
        ))}
      </ul>
      {dialog}
    </>
  );
}
