import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type GroupDto } from '@pen/sdk';
import { useNavigate } from 'react-router-dom';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useAcceptInvitation, useDeclineInvitation, useRequestJoin } from '../api/useGroupActions';
import { apiFileUrl } from '../group-text';
import { LockIcon } from '../../../components/icons/line-icons';

/** What someone outside the group sees instead of the thread (grey #aaa panel, spec §9). */
export function NonMemberPanel({ group, userName }: { group: GroupDto; userName: string | undefined }) {
  const { t } = useLingui();
  const join = useRequestJoin();
  const { showAlert } = useAlerts();
  const pending = group.my_status === 'pending';
  return (
    <section className="grp-outside" aria-labelledby="grp-outside-title">
      <span className="grp-outside-lock">
        <LockIcon />
      </span>
      <h2 id="grp-outside-title"><Trans>You are not a member of this group</Trans></h2>
      <p>{pending ? t`An admin will answer your request soon.` : t`Ask to join to read and share in the conversation.`}</p>
      <button
        type="button"
        className="button"
        disabled={pending || join.isPending}
        onClick={() =>
          join.mutate(
            { groupId: group.group_id, userName },
            { onSuccess: () => showAlert(t`Request Sent!`, 'success'), onError: (err) => showAlert(errorMessage(err, t`Failed to request group membership`), 'info') },
          )
        }
      >
        {pending ? t`Request sent` : t`Request membership`}
      </button>
    </section>
  );
}

/** An invitation: who invited, and 'Do you want to join?' Yes / No. */
export function InvitedPanel({ group }: { group: GroupDto }) {
  const { t } = useLingui();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const inviter = group.inviter;
  const inviterName = inviter?.user_name;
  const groupTitle = group.title;
  return (
    <section className="grp-outside grp-invited" aria-labelledby="grp-invited-title">
      {inviter ? (
        <p className="grp-inviter">
          <img className="grp-person-avatar" src={apiFileUrl(inviter.profile_picture)} alt="" />
          <span>
            <Trans>
              <strong>{inviterName}</strong> invited you to this group
            </Trans>
          </span>
        </p>
      ) : null}
      <h2 id="grp-invited-title"><Trans>Do you want to join?</Trans></h2>
      <div className="grp-outside-actions">
        <button
          type="button"
          className="button"
          disabled={accept.isPending || decline.isPending}
          onClick={() =>
            accept.mutate(group.group_id, {
              onSuccess: () => showAlert(t`Welcome to ${groupTitle}!`, 'success'),
              onError: (err) => showAlert(errorMessage(err, t`Failed to accept invitation`), 'error'),
            })
          }
        >
          <Trans>Yes</Trans>
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={accept.isPending || decline.isPending}
          onClick={() =>
            decline.mutate(group.group_id, {
              onSuccess: (a) => {
                showAlert(a.message, 'info');
                navigate('/groups');
              },
              onError: (err) => showAlert(errorMessage(err, t`Failed to decline invitation`), 'error'),
            })
          }
        >
          <Trans>No</Trans>
        </button>
      </div>
    </section>
  );
}
