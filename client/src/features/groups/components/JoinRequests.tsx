import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type GroupDto } from '@pen/sdk';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useAcceptMemberRequest, useDeclineMemberRequest } from '../api/useGroupActions';
import { apiFileUrl, memberBio } from '../group-text';

/** Admins: people asking to join, to accept or decline; open invitations below them. */
export function JoinRequests({ group }: { group: GroupDto }) {
  const { t } = useLingui();
  const accept = useAcceptMemberRequest();
  const decline = useDeclineMemberRequest();
  const { showAlert } = useAlerts();
  const pending = group.members.filter((m) => m.status === 'pending');
  const requests = pending.filter((m) => m.inviter_id === m.user_id);
  const requestCount = requests.length;
  const invitations = pending.length - requests.length;
  if (pending.length === 0) return null;
  const busy = accept.isPending || decline.isPending;
  return (
    <section className="card grp-requests" aria-labelledby="grp-requests-title">
      <h2 id="grp-requests-title">
        <Trans>
          Join requests <span className="grp-count">{requestCount}</span>
        </Trans>
      </h2>
      {requests.length === 0 ? <p className="muted"><Trans>No one is waiting right now.</Trans></p> : null}
      <ul className="grp-people">
        {requests.map((m) => {
          const memberName = m.user_name;
          return (
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
                    { onSuccess: () => showAlert(t`${memberName} joined the group`, 'success'), onError: (err) => showAlert(errorMessage(err, t`Failed to accept member request`), 'error') },
                  )
                }
              >
                <Trans>Accept</Trans>
              </button>
              <button
                type="button"
                className="button secondary grp-small"
                disabled={busy}
                onClick={() =>
                  decline.mutate(
                    { groupId: group.group_id, userId: m.user_id },
                    { onSuccess: (a) => showAlert(a.message, 'info'), onError: (err) => showAlert(errorMessage(err, t`Failed to decline member request`), 'error') },
                  )
                }
              >
                <Trans>Decline</Trans>
              </button>
            </span>
          </li>
          );
        })}
      </ul>
      {invitations > 0 ? <p className="muted grp-invites-note">{plural(invitations, { one: '# invitation is waiting for an answer.', other: '# invitations are waiting for an answer.' })}</p> : null}
    </section>
  );
}
