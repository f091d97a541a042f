import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type GroupDto } from '@pen/sdk';
import { useState } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useMakeAdmin, useRemoveMember, useSetCareTeam } from '../api/useGroupActions';
import { apiFileUrl, memberBio, searchMembers, SEARCH_DELAY_MS } from '../group-text';
import { useDebounced } from '../useDebounced';
import { Dialog } from '../../../components/dialog/Dialog';
import { useConfirm } from '../../../components/dialog/ConfirmDialog';

/**
 * Everyone in the group, with a search on name and role (case-insensitive, 500 ms after typing
 * stops, at most 5 results) and, for admins, 'Make admin' and 'Remove from group' on everyone
 * else (not themself: they leave the group instead), each with a confirmation. Care team members
 * (issue 44) carry a badge; admins put members on the team or take them off it (a toggle each).
 */
export function MembersOverlay({ group, meId, onClose }: { group: GroupDto; meId: number | undefined; onClose: () => void }) {
  const { t } = useLingui();
  const memberTotal = group.member_count;
  const [term, setTerm] = useState('');
  const settled = useDebounced(term, SEARCH_DELAY_MS);
  const { confirm, dialog } = useConfirm();
  const promote = useMakeAdmin();
  const remove = useRemoveMember();
  const careTeam = useSetCareTeam();
  const { showAlert } = useAlerts();
  const admin = group.my_status === 'accepted' && group.my_role === 'admin';
  const accepted = group.members.filter((m) => m.status === 'accepted');
  const shown = searchMembers(accepted, settled);
  const asked = settled.trim();

  const makeAdmin = async (userId: number, name: string) => {
    if (!(await confirm({ message: t`Make ${name} an admin of this group?`, confirmLabel: t`Make admin` }))) return;
    promote.mutate(
      { groupId: group.group_id, targetUserId: userId },
      {
        onSuccess: () => showAlert(t`${name} is now an admin`, 'success'),
        onError: (err) => showAlert(errorMessage(err, t`Failed to assign admin role`), 'error'),
      },
    );
  };

  const removeMember = async (userId: number, name: string) => {
    if (!(await confirm({ message: t`Remove ${name} from this group? They will no longer see its thread.`, confirmLabel: t`Remove`, danger: true }))) return;
    remove.mutate(
      { groupId: group.group_id, userId },
      {
        onSuccess: () => showAlert(t`${name} was removed from the group`, 'success'),
        onError: (err) => showAlert(errorMessage(err, t`Failed to remove member`), 'error'),
      },
    );
  };

  const toggleCareTeam = (userId: number, name: string, on: boolean) => {
    const team = accepted.filter((m) => m.care_team && m.user_id !== userId).map((m) => m.user_id);
    careTeam.mutate(
      { groupId: group.group_id, userIds: on ? team : [...team, userId] },
      {
        onSuccess: () => showAlert(on ? t`${name} is no longer on the care team` : t`${name} is now on the care team`, 'success'),
        onError: (err) => showAlert(errorMessage(err, t`Failed to change the care team`), 'error'),
      },
    );
  };

  return (
    <Dialog title={t`Members (${memberTotal})`} onClose={onClose}>
      <input
        className="grp-dialog-search"
        type="search"
        placeholder={t`Search by name or role`}
        aria-label={t`Search members by name or role`}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        maxLength={5000}
      />
      {shown.length === 0 ? (
        <p className="grp-empty muted">
          <Trans>No members match “{asked}”.</Trans>
        </p>
      ) : (
        <ul className="grp-people">
          {shown.map((m) => {
            const memberName = m.user_name;
            return (
            <li key={m.user_id} className="grp-person">
              <img className="grp-person-avatar" src={apiFileUrl(m.profile_picture)} alt="" loading="lazy" />
              <span className="grp-person-text">
                <strong>
                  {m.user_name}
                  {m.user_id === group.host_user_id ? <span className="grp-role">host</span> : null}
                  <span className={`grp-role ${m.role}`}>{m.role}</span>
                  {m.care_team ? (
                    <span className="grp-role care-team">
                      <Trans>care team</Trans>
                    </span>
                  ) : null}
                </strong>
                <small className="muted" title={m.bio}>
                  {memberBio(m.bio)}
                </small>
              </span>
              {admin ? (
                <span className="grp-person-actions grp-person-actions-stack">
                  <button
                    type="button"
                    className="button secondary grp-small"
                    aria-pressed={m.care_team}
                    aria-label={t`Care team: ${memberName}`}
                    disabled={careTeam.isPending}
                    onClick={() => toggleCareTeam(m.user_id, m.user_name, m.care_team)}
                  >
                    <Trans>Care team</Trans>
                  </button>
                  {m.role !== 'admin' ? (
                    <button type="button" className="button secondary grp-small" disabled={promote.isPending} onClick={() => void makeAdmin(m.user_id, m.user_name)}>
                      <Trans>Make admin</Trans>
                    </button>
                  ) : null}
                  {meId !== undefined && m.user_id !== meId ? (
                    <button
                      type="button"
                      className="button secondary grp-small"
                      aria-label={t`Remove from group: ${memberName}`}
                      disabled={remove.isPending}
                      onClick={() => void removeMember(m.user_id, m.user_name)}
                    >
                      <Trans>Remove from group</Trans>
                    </button>
                  ) : null}
                </span>
              ) : null}
            </li>
            );
          })}
        </ul>
      )}
      {dialog}
    </Dialog>
  );
}
