import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type GroupDto } from '@pen/sdk';
import { useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useInviteUser } from '../api/useGroupActions';
import { useMyFriends } from '../api/useMyFriends';
import { apiFileUrl, memberBio, searchMembers, SEARCH_DELAY_MS } from '../group-text';
import { useDebounced } from '../useDebounced';
import { Dialog } from '../../../components/dialog/Dialog';

/** Invite one's connections; those already members or pending are shown but disabled. */
export function InviteDialog({ group, onClose }: { group: GroupDto; onClose: () => void }) {
  const { t } = useLingui();
  const friends = useMyFriends(true);
  const invite = useInviteUser();
  const { showAlert } = useAlerts();
  const [term, setTerm] = useState('');
  const settled = useDebounced(term, SEARCH_DELAY_MS);
  const [invited, setInvited] = useState<Set<number>>(new Set());
  const inGroup = new Map(group.members.map((m) => [m.user_id, m.status]));

  // Inviting is harmless and the member answers it themselves, so it is sent at once.
  const send = (userId: number, userName: string) => {
    invite.mutate(
      { groupId: group.group_id, targetUserId: userId, userName },
      {
        onSuccess: (a) => {
          setInvited((s) => new Set(s).add(userId));
          showAlert(a.message, 'success');
        },
        onError: (err) => showAlert(errorMessage(err, t`Failed to send invitation`), 'error'),
      },
    );
  };

  const list = friends.data ? searchMembers(friends.data.map((f) => ({ ...f, role: '' })), settled) : [];
  return (
    <Dialog title={t`Invite friends`} onClose={onClose}>
      <input className="grp-dialog-search" type="search" placeholder={t`Search your friends`} aria-label={t`Search your friends`} value={term} onChange={(e) => setTerm(e.target.value)} />
      {friends.isPending ? (
        <Spinner />
      ) : friends.isError ? (
        <p role="alert">{errorMessage(friends.error, t`Failed to load connections.`)}</p>
      ) : friends.data.length === 0 ? (
        <p className="grp-empty muted"><Trans>Add friends first: you can invite your connections to this group.</Trans></p>
      ) : (
        <ul className="grp-people">
          {list.map((f) => {
            const status = invited.has(f.user_id) ? 'invited' : inGroup.get(f.user_id);
            return (
              <li key={f.user_id} className="grp-person">
                <img className="grp-person-avatar" src={apiFileUrl(f.profile_picture)} alt="" loading="lazy" />
                <span className="grp-person-text">
                  <strong>{f.user_name}</strong>
                  <small className="muted">{memberBio(f.bio)}</small>
                </span>
                <button type="button" className="button secondary grp-small" disabled={Boolean(status) || invite.isPending} onClick={() => send(f.user_id, f.user_name)}>
                  {status === 'accepted' ? t`Member` : status ? t`Invited` : t`Invite`}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
