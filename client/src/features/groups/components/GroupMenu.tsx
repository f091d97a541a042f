import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type GroupDto } from '@pen/sdk';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useChangeAudience, useDeleteGroup, useLeaveGroup, useRemoveAdmin, useReportGroup } from '../api/useGroupActions';
import { useReport } from '../../connections';
import { InviteDialog } from './InviteDialog';
import { ThemeDialog } from './ThemeDialog';
import { useConfirm } from '../../../components/dialog/ConfirmDialog';
import { Menu } from '../../../components/menu/Menu';

interface Item {
  label: string;
  /** May be async (a confirmation first): the menu does not wait for it. */
  run: () => void | Promise<void>;
  danger?: boolean;
}

/**
 * The group's menu: invite friends (members), audience and theme colour and giving up admin
 * rights (admins), leave (members and pending), delete (host), report (everyone else).
 */
export function GroupMenu({ group, meId }: { group: GroupDto; meId: number | undefined }) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<'invite' | 'theme' | null>(null);
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const leave = useLeaveGroup();
  const audience = useChangeAudience();
  const removeAdmin = useRemoveAdmin();
  const remove = useDeleteGroup();
  const report = useReportGroup();
  const reporting = useReport();

  const member = group.my_status === 'accepted';
  const admin = member && group.my_role === 'admin';
  const host = member && group.host_user_id === meId;
  const gid = group.group_id;

  const items: Item[] = [];
  if (member) items.push({ label: t`Invite friends`, run: () => setDialog('invite') });
  if (admin) {
    items.push({
      label: group.visibility === 'group_public' ? t`Hide from search` : t`Show in search`,
      run: () =>
        audience.mutate(gid, {
          onSuccess: (a) => showAlert(a.visibility === 'group_public' ? t`The group is now visible in search` : t`The group is now hidden from search`, 'success'),
          onError: (err) => showAlert(errorMessage(err, t`Failed to change group audience`), 'error'),
        }),
    });
    items.push({ label: t`Theme colour`, run: () => setDialog('theme') });
    items.push({
      label: t`Give up admin rights`,
      run: async () => {
        if (!meId || !(await confirm({ message: t`Give up your admin rights? This cannot be undone.`, confirmLabel: t`Give up admin` }))) return;
        removeAdmin.mutate(
          { groupId: gid, userId: meId },
          {
            onSuccess: (a) => showAlert(a.message, 'success'),
            onError: (err) => showAlert(errorMessage(err, t`Failed to remove admin rights`), 'error'),
          },
        );
      },
    });
  }
  if (group.my_status !== 'none') {
    const label = group.my_status === 'pending' ? t`Cancel join request` : group.my_status === 'invited' ? t`Decline invitation` : t`Leave group`;
    items.push({
      label,
      danger: true,
      run: async () => {
        const question = group.my_status === 'accepted' ? t`Are you sure you want to leave this group?` : group.my_status === 'pending' ? t`Cancel join request?` : t`Decline invitation?`;
        if (!(await confirm({ message: question, confirmLabel: label, danger: true }))) return;
        leave.mutate(gid, {
          onSuccess: (a) => {
            showAlert(a.message, 'success');
            if (a.groupDeleted || group.visibility !== 'group_public') navigate('/groups');
          },
          onError: (err) => showAlert(errorMessage(err, t`Failed to leave group`), 'error'),
        });
      },
    });
  }
  if (host) {
    items.push({
      label: t`Delete group`,
      danger: true,
      run: async () => {
        if (!(await confirm({ message: t`Are you sure you want to delete this group? Its members and conversation will be removed.`, confirmLabel: t`Delete group`, danger: true }))) return;
        remove.mutate(gid, {
          onSuccess: () => {
            showAlert(t`Group deleted`, 'success');
            navigate('/groups');
          },
          onError: (err) => showAlert(errorMessage(err, t`Failed to delete group`), 'error'),
        });
      },
    });
  } else {
    items.push({
      label: t`Report group`,
      // A group is everyone's, not one member's: no offer to block after the report.
      run: () => reporting.report({ title: t`Report group`, failed: t`Failed to report group`, send: (fields) => report.mutateAsync({ groupId: gid, ...fields }) }),
    });
  }

  return (
    <div className="grp-menu">
      <Menu label={t`Group menu`} items={items.map((item) => ({ label: item.label, danger: item.danger, onSelect: () => void item.run() }))} buttonClass="grp-icon-button grp-menu-button" listClass="grp-menu-list" />
      {dialog === 'invite' ? <InviteDialog group={group} onClose={() => setDialog(null)} /> : null}
      {dialog === 'theme' ? <ThemeDialog group={group} onClose={() => setDialog(null)} /> : null}
      {confirmDialog}
      {reporting.dialog}
    </div>
  );
}
