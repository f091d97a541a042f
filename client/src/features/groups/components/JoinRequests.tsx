import { errorMessage, type GroupDto } from '@pen/sdk';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useAcceptMemberRequest, useDeclineMemberRequest } from '../api/useGroupActions';
import { apiFileUrl, memberBio } from '../group-text';

/** Admins: people asking to join, to accept or decline; open invitations below them. */
export function JoinRequests({ group }: { group: GroupDto }) {
  const accept = useAcceptMemberRequest();
  const decline = useDeclineMemberRequest();
  const { showAlert } = useAlerts();
  const pending = group.members.filter((m) => m.status === 'pending');
  const requests = pending.filter((m) => m.inviter_id === m.user_id);
  const invitations = pending.length - requests.length;
  if (pending.length === 0) return null;
  const busy = accept.isPending || decline.isPending;
  return (
    <section className="card grp-requests" aria-labelledby="grp-requests-title">
      <h2 id="grp-requests-title">
        Join requests <span className="grp-count">{requests.length}</span>
      </h2>
      {requests.length === 0 ? <p className="muted">No one is waiting right now.</p> : null}
      <ul className="grp-people">
        {requests.map((m) => (
          <li key={m.user_id} className="grp-person">
            <img className="grp-person-avatar" src={apiFileUrl(m.profile_picture)} alt="" loading="lazy" />
            <span className="grp-person-text">
              <strong>{m.user_name}</strong>
              <small className="muted">{memberBio(m.bio)}</small>
            </span>
            <span className="grp-person-actions">
              <button
                type="button"
                className="button grp-small"
                disabled={busy}
                onClick={() =>
                  accept.mutate(
                    { groupId: group.group_id, userId: m.user_id },
                    { onSuccess: () => showAlert(`${m.user_name} joined the group`, 'success'), onError: (err) => showAlert(errorMessage(err, 'Failed to accept member request'), 'error') },
                  )
                }
              >
                Accept
              </button>
              <button
                type="button"
                className="button secondary grp-small"
                disabled={busy}
                onClick={() =>
                  decline.mutate(
                    { groupId: group.group_id, userId: m.user_id },
                    { onSuccess: (a) => showAlert(a.message, 'info'), onError: (err) => showAlert(errorMessage(err, 'Failed to decline member request'), 'error') },
                  )
                }
              >
                Decline
              </button>
            </span>
          </li>
        ))}
      </ul>
      {invitations > 0 ? <p className="muted grp-invites-note">{invitations === 1 ? '1 invitation is' : `${invitations} invitations are`} waiting for an answer.</p> : null}
    </section>
  );
}
