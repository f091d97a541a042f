import type { FriendRequestDto } from '@pen/sdk';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { failureText } from './api/failure';
import { useAcceptFriendRequest, useDeclineFriendRequest } from './api/useFriendActions';
import { useConfirm } from '../../components/dialog/ConfirmDialog';
import { UserRow } from './UserRow';

/** Pending requests to me, each with Accept and Decline (both confirmed first). */
export function RequestsTab({ requests, onFindPeople }: { requests: FriendRequestDto[]; onFindPeople: () => void }) {
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();
  const busy = accept.isPending || decline.isPending;

  const onAccept = async (r: FriendRequestDto) => {
    if (!(await confirm({ message: `Accept the friend request from ${r.user_name}?`, confirmLabel: 'Accept' }))) return;
    accept.mutate(r.user_id, {
      onSuccess: () => showAlert('Friend request accepted', 'success'),
      onError: (err) => showAlert(failureText(err, 'Failed to accept request', 'Error accepting friend request'), 'error'),
    });
  };
  const onDecline = async (r: FriendRequestDto) => {
    if (!(await confirm({ message: `Decline the friend request from ${r.user_name}?`, confirmLabel: 'Decline', danger: true }))) return;
    decline.mutate(r.user_id, {
      onSuccess: () => showAlert('Friend request declined', 'info'),
      onError: (err) => showAlert(failureText(err, 'Failed to decline request', 'Error declining friend request'), 'error'),
    });
  };

  if (requests.length === 0) {
    return (
      <div className="conn-empty">
        <p className="conn-empty-title">No new friend requests</p>
        <p className="muted">When someone asks to be your friend, you will find the request here.</p>
        <button type="button" className="button secondary" onClick={onFindPeople}>
          Find people
        </button>
      </div>
    );
  }
  return (
    <>
      <ul className="conn-list" aria-label="New requests">
        {requests.map((r) => (
          <UserRow key={r.connections_id} user={r}>
            <button type="button" className="button" onClick={() => void onAccept(r)} disabled={busy}>
              Accept
            </button>
            <button type="button" className="button secondary" onClick={() => void onDecline(r)} disabled={busy}>
              Decline
            </button>
          </UserRow>
        ))}
      </ul>
      {dialog}
    </>
  );
}
