import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@pen/sdk';
import { useEffect, useId, useState } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useConfirm } from '../../../components/dialog/ConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { useModUsers, useSetRole, useSuspendUser, useUnsuspendUser } from '../api/hooks';
import type { MemberRole, ModUser } from '../api/types';
import { ListError, LoadMore } from '../ListParts';
import { formatDateTime } from '../../../lib/format';
import { isPaka, isStaff, roleLabel } from '../roles';
import { statusLabel } from './status-label';
import { SuspendDialog } from './SuspendDialog';

export interface Viewer {
  user_id: number;
  role: string;
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
  const { t } = useLingui();
  const [suspending, setSuspending] = useState<ModUser | null>(null);

  async function lift(user: ModUser) {
    const name = user.user_name;
    if (!(await confirm({ message: t`Lift the suspension of ${name}? Their content comes back at once.`, confirmLabel: t`Unsuspend` }))) return;
    try {
      await unsuspend.mutateAsync({ userId: user.user_id });
      showAlert(t`${name} is no longer suspended.`, 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Could not lift the suspension. Please try again.`), 'error');
    }
  }

  async function changeRole(user: ModUser, role: MemberRole) {
    if (role === user.role) return;
    const name = user.user_name;
    const label = roleLabel(role);
    if (!(await confirm({ message: t`Make ${name} ${label}?`, confirmLabel: t`Change role`, danger: role === 'paka' }))) return;
    try {
      await setRole.mutateAsync({ userId: user.user_id, role });
      showAlert(t`${name} is now ${label}.`, 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Could not change the role. Please try again.`), 'error');
    }
  }

  return (
    <section aria-labelledby="mod-members-title">
      <h2 id="mod-members-title" className="visually-hidden">
        <Trans>Members</Trans>
      </h2>
      <div className="field mod-search">
        <label htmlFor={searchId}>
          <Trans>Find a member</Trans>
        </label>
        <input id={searchId} type="search" placeholder={t`Name or e-mail`} value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      {users.isPending ? <Spinner /> : null}
      {users.isError ? <ListError error={users.error} what="members" /> : null}
      {users.isSuccess && users.items.length === 0 ? <p className="mod-empty card">
          <Trans>No member matches.</Trans>
        </p> : null}
      <ul className="mod-list" aria-label={t`Members`}>
        {users.items.map((u) => {
          // A moderator acts on members only; a paka on everyone but themselves.
          const mayAct = u.user_id !== viewer.user_id && (isPaka(viewer.role) || !isStaff(u.role));
          const suspended = u.status === 'suspended';
          const name = u.user_name;
          const joined = formatDateTime(u.created_at);
          const lastLogin = u.last_login ? formatDateTime(u.last_login) : '';
          return (
            <li key={u.user_id} className="mod-member card" aria-label={u.user_name}>
              <div className="mod-member-main">
                <strong>{u.user_name}</strong>
                <span className="muted mod-email">{u.email}</span>
                <span className="mod-badges">
                  <span className={`mod-status ${u.status}`}>{statusLabel(u)}</span>
                  {u.role !== 'user' ? <span className="mod-role">{roleLabel(u.role)}</span> : null}
                </span>
                <span className="mod-meta">
                  {u.last_login ? t`Joined ${joined} · last sign-in ${lastLogin}` : t`Joined ${joined} · never signed in`} · {plural(u.post_count, { one: '# post', other: '# posts' })} ·{' '}
                  <span className={u.reports_against > 0 ? 'mod-reported' : undefined}>{plural(u.reports_against, { one: 'reported by # member', other: 'reported by # members' })}</span>
                </span>
              </div>
              <div className="mod-member-actions">
                {isPaka(viewer.role) && u.user_id !== viewer.user_id ? (
                  <label className="mod-role-select">
                    <span className="visually-hidden">
                      <Trans>Role of {name}</Trans>
                    </span>
                    <select value={u.role} disabled={setRole.isPending} onChange={(e) => void changeRole(u, e.target.value as MemberRole)}>
                      {(['user', 'moderator', 'paka'] as const).map((r) => (
                        <option key={r} value={r}>
                          {roleLabel(r)}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
                {suspended ? (
                  <button type="button" className="button small secondary" disabled={!mayAct || unsuspend.isPending} onClick={() => void lift(u)}>
                    <Trans>Unsuspend</Trans>
                  </button>
                ) : (
                  <button type="button" className="button small mod-danger" disabled={!mayAct || u.status !== 'active'} onClick={() => setSuspending(u)}>
                    <Trans>Suspend</Trans>
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
          onConfirm={async ({ ruleId, note, days }) => {
            await suspend.mutateAsync({ userId: suspending.user_id, ruleId, note, ...(days ? { days } : {}) });
            const name = suspending.user_name;
            showAlert(days ? plural(days, { one: `${name} is suspended for # day.`, other: `${name} is suspended for # days.` }) : t`${name} is suspended.`, 'success');
            setSuspending(null);
          }}
        />
      ) : null}
      {dialog}
    </section>
  );
}
