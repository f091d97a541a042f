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
  if (member) items.push({ label: 'Invite friends', run: () => setDialog('invite') });
  if (admin) {
    items.push({
      label: group.visibility === 'group_public' ? 'Hide from search' : 'Show in search',
      run: () =>
        audience.mutate(gid, {
          onSuccess: (a) => showAlert(a.visibility === 'group_public' ? 'The group is now visible in search' : 'The group is now hidden from search', 'success'),
          onError: (err) => showAlert(errorMessage(err, 'Failed to change group audience'), 'error'),
        }),
    });
    items.push({ label: 'Theme colour', run: () => setDialog('theme') });
    items.push({
      label: 'Give up admin rights',
      run: async () => {
        if (!meId || !(await confirm({ message: 'Give up your admin rights? This cannot be undone.', confirmLabel: 'Give up admin' }))) return;
        removeAdmin.mutate(
          { groupId: gid, userId: meId },
          {
            onSuccess: (a) => showAlert(a.message, 'success'),
            onError: (err) => showAlert(errorMessage(err, 'Failed to remove admin rights'), 'error'),
          },
        );
      },
    });
  }
  if (group.my_status !== 'none') {
    const label = group.my_status === 'pending' ? 'Cancel join request' : group.my_status === 'invited' ? 'Decline invitation' : 'Leave group';
    items.push({
      label,
      danger: true,
      run: async () => {
        const question = group.my_status === 'accepted' ? 'Are you sure you want to leave this group?' : `${label}?`;
        if (!(await confirm({ message: question, confirmLabel: label, danger: true }))) return;
        leave.mutate(gid, {
          onSuccess: (a) => {
            showAlert(a.message, 'success');
            if (a.groupDeleted || group.visibility !== 'group_public') navigate('/groups');
          },
          onError: (err) => showAlert(errorMessage(err, 'Failed to leave group'), 'error'),
        });
      },
    });
  }
  if (host) {
    items.push({
      label: 'Delete group',
      danger: true,
      run: async () => {
        if (!(await confirm({ message: 'Are you sure you want to delete this group? Its members and conversation will be removed.', confirmLabel: 'Delete group', danger: true }))) return;
        remove.mutate(gid, {
          onSuccess: () => {
            showAlert('Group deleted', 'success');
            navigate('/groups');
          },
          onError: (err) => showAlert(errorMessage(err, 'Failed to delete group'), 'error'),
        });
      },
    });
  } else {
    items.push({
      label: 'Report group',
      // A group is everyone's, not one member's: no offer to block after the report.
      run: () => reporting.report({ title: 'Report group', failed: 'Failed to report group', send: (fields) => report.mutateAsync({ groupId: gid, ...fields }) }),
    });
  }

  return (
    <div className="grp-menu">
      <Menu label="Group menu" items={items.map((item) => ({ label: item.label, danger: item.danger, onSelect: () => void item.run() }))} buttonClass="grp-icon-button grp-menu-button" listClass="grp-menu-list" />
      {dialog === 'invite' ? <InviteDialog group={group} onClose={() => setDialog(null)} /> : null}
      {dialog === 'theme' ? <ThemeDialog group={group} onClose={() => setDialog(null)} /> : null}
      {confirmDialog}
      {reporting.dialog}
    </div>
  );
}
