import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConnectionUserDto } from '@pen/sdk';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { failureText } from './api/failure';
import { useRemoveFriend } from './api/useFriendActions';
import { useConfirm } from '../../components/dialog/ConfirmDialog';
import { UserRow } from './UserRow';

/** My friends; each can be removed after a confirmation. */
export function FriendsTab({ friends, onFindPeople }: { friends: ConnectionUserDto[]; onFindPeople: () => void }) {
  const { t } = useLingui();
  const remove = useRemoveFriend();
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();

  const onRemove = async (friend: ConnectionUserDto) => {
    if (!(await confirm({ message: t`Are you sure you want to remove this friend?`, confirmLabel: t`Remove`, danger: true }))) return;
    remove.mutate(friend.user_id, {
      onSuccess: () => showAlert(t`Friend removed.`, 'success'),
      onError: (err) => showAlert(failureText(err, t`Failed to remove friend.`, t`Error removing friend. Please try again.`), 'error'),
    });
  };

  if (friends.length === 0) {
    return (
      <div className="conn-empty">
        <p className="conn-empty-title">
          <Trans>No friends yet</Trans>
        </p>
        <p className="muted">
          <Trans>Find people you know and send them a friend request, or invite them to Pen.</Trans>
        </p>
        <button type="button" className="button secondary" onClick={onFindPeople}>
          <Trans>Find people</Trans>
        </button>
      </div>
    );
  }
  return (
    <>
      <p className="conn-count muted">{plural(friends.length, { one: '# friend', other: '# friends' })}</p>
      <ul className="conn-list" aria-label={t`My friends`}>
        {friends.map((f) => {
          const name = f.user_name;
          return (
          <UserRow key={f.user_id} user={f}>
            <button
              type="button"
              className="button secondary conn-remove"
              onClick={() => void onRemove(f)}
              disabled={remove.isPending}
              aria-label={t`Remove ${name} from friends`}
            >
              <Trans>Remove</Trans>
            </button>
          </UserRow>
          );
        })}
      </ul>
      {dialog}
    </>
  );
}
