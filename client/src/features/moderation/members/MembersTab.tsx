import { errorMessage } from '@pen/sdk';
import { useEffect, useId, useState } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useConfirm } from '../../../components/dialog/ConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { useModUsers, useSetRole, useSuspendUser, useUnsuspendUser } from '../api/hooks';
import type { MemberRole, ModUser } from '../api/types';
import { ListError, LoadMore } from '../ListParts';
import { formatDateTime } from '../../../lib/format';
import { isPaka, isStaff, ROLE_LABELS } from '../roles';
import { SuspendDialog } from './SuspendDialog';

export interface Viewer {
  user_id: number;
  role: string;
}

function statusLabel(u: ModUser): string {
  if (u.status === 'suspended') return u.suspended_until ? `Suspended until ${formatDateTime(u.suspended_until)}` : 'Suspended';
  return u.status === 'active' ? 'Active' : u.status;
}

/** Waits for a pause in typing before searching, so each keystroke is not a request. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/** Member lookup: status, role, activity and reports; suspend/unsuspend; roles for a paka. */
export function MembersTab({ viewer }: { viewer: Viewer }) {
  const searchId = useId();
  const [q, setQ] = useState('');
  const users = useModUsers(useSettled(q.trim()));
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();
  const suspend = useSuspendUser();
  const unsuspend = useUnsuspendUser();
  const setRole = useSetRole();
  const [suspending, setSuspending] = useState<ModUser | null>(null);

  async function lift(user: ModUser) {
    if (!(await confirm({ message: `Lift the suspension of ${user.user_name}? Their content comes back at once.`, confirmLabel: 'Unsuspend' }))) return;
    try {
      await unsuspend.mutateAsync({ userId: user.user_id });
      showAlert(`${user.user_name} is no longer suspended.`, 'success');
    } catch (err) {
      showAlert(errorMessage(err, 'Could not lift the suspension. Please try again.'), 'error');
    }
  }

  async function changeRole(user: ModUser, role: MemberRole) {
    if (role === user.role) return;
    if (!(await confirm({ message: `Make ${user.user_name} ${ROLE_LABELS[role]}?`, confirmLabel: 'Change role', danger: role === 'paka' }))) return;
    try {
      await setRole.mutateAsync({ userId: user.user_id, role });
      showAlert(`${user.user_name} is now ${ROLE_LABELS[role]}.`, 'success');
    } catch (err) {
      showAlert(errorMessage(err, 'Could not change the role. Please try again.'), 'error');
    }
  }

  return (
    <section aria-labelledby="mod-members-title">
      <h2 id="mod-members-title" className="visually-hidden">
        Members
      </h2>
      <div className="field mod-search">
        <label htmlFor={searchId}>Find a member</label>
        <input id={searchId} type="search" placeholder="Name or e-mail" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      {users.isPending ? <Spinner /> : null}
      {users.isError ? <ListError error={users.error} what="members" /> : null}
      {users.isSuccess && users.items.length === 0 ? <p className="mod-empty card">No member matches.</p> : null}
      <ul className="mod-list" aria-label="Members">
        {users.items.map((u) => {
          // A moderator acts on members only; a paka on everyone but themselves.
          const mayAct = u.user_id !== viewer.user_id && (isPaka(viewer.role) || !isStaff(u.role));
          const suspended = u.status === 'suspended';
          return (
            <li key={u.user_id} className="mod-member card" aria-label={u.user_name}>
              <div className="mod-member-main">
                <strong>{u.user_name}</strong>
                <span className="muted mod-email">{u.email}</span>
                <span className="mod-badges">
                  <span className={`mod-status ${u.status}`}>{statusLabel(u)}</span>
                  {u.role !== 'user' ? <span className="mod-role">{ROLE_LABELS[u.role] ?? u.role}</span> : null}
                </span>
                <span className="mod-meta">
                  Joined {formatDateTime(u.created_at)} · last sign-in {u.last_login ? formatDateTime(u.last_login) : 'never'} · {u.post_count === 1 ? '1 post' : `${u.post_count} posts`} ·{' '}
                  <span className={u.reports_against > 0 ? 'mod-reported' : undefined}>{u.reports_against === 1 ? 'reported by 1 member' : `reported by ${u.reports_against} members`}</span>
                </span>
              </div>
              <div className="mod-member-actions">
                {isPaka(viewer.role) && u.user_id !== viewer.user_id ? (
                  <label className="mod-role-select">
                    <span className="visually-hidden">Role of {u.user_name}</span>
                    <select value={u.role} disabled={setRole.isPending} onChange={(e) => void changeRole(u, e.target.value as MemberRole)}>
                      {(['user', 'moderator', 'paka'] as const).map((r) => (
                        <option key={r} value={r}>
                          {ROLE_LABELS[r]}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
                {suspended ? (
                  <button type="button" className="button small secondary" disabled={!mayAct || unsuspend.isPending} onClick={() => void lift(u)}>
                    Unsuspend
                  </button>
                ) : (
                  <button type="button" className="button small mod-danger" disabled={!mayAct || u.status !== 'active'} onClick={() => setSuspending(u)}>
                    Suspend
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <LoadMore query={users} />
      {suspending ? (
        <SuspendDialog
          user={suspending}
          onClose={() => setSuspending(null)}
          onConfirm={async (reason, days) => {
            await suspend.mutateAsync({ userId: suspending.user_id, reason, ...(days ? { days } : {}) });
            showAlert(`${suspending.user_name} is suspended${days ? ` for ${days} days` : ''}.`, 'success');
            setSuspending(null);
          }}
        />
      ) : null}
      {dialog}
    </section>
  );
}
