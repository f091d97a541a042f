import type { ConnectionUserDto } from '@pen/sdk';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { failureText } from './api/failure';
import { useRemoveFriend } from './api/useFriendActions';
import { REMOVE_FRIEND_CONFIRM } from './FriendMenu';
import { useConfirm } from '../../components/dialog/ConfirmDialog';
import { UserRow } from './UserRow';

/** My friends; each can be removed after a confirmation. */
export function FriendsTab({ friends, onFindPeople }: { friends: ConnectionUserDto[]; onFindPeople: () => void }) {
  const remove = useRemoveFriend();
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();

  const onRemove = async (friend: ConnectionUserDto) => {
    if (!(await confirm({ message: REMOVE_FRIEND_CONFIRM, confirmLabel: 'Remove', danger: true }))) return;
    remove.mutate(friend.user_id, {
      onSuccess: () => showAlert('Friend removed.', 'success'),
      onError: (err) => showAlert(failureText(err, 'Failed to remove friend.', 'Error removing friend. Please try again.'), 'error'),
    });
  };

  if (friends.length === 0) {
    return (
      <div className="conn-empty">
        <p className="conn-empty-title">No friends yet</p>
        <p className="muted">Find people you know and send them a friend request, or invite them to Pen.</p>
        <button type="button" className="button secondary" onClick={onFindPeople}>
          Find people
        </button>
      </div>
    );
  }
  return (
    <>
      <p className="conn-count muted">{friends.length === 1 ? '1 friend' : `${friends.length} friends`}</p>
      <ul className="conn-list" aria-label="My friends">
        {friends.map((f) => (
          <UserRow key={f.user_id} user={f}>
            <button
              type="button"
              className="button secondary conn-remove"
              onClick={() => void onRemove(f)}
              disabled={remove.isPending}
              aria-label={`Remove ${f.user_name} from friends`}
            >
              Remove
            </button>
          </UserRow>
        ))}
      </ul>
      {dialog}
    </>
  );
}
