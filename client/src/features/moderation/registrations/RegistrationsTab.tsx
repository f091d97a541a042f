import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@pen/sdk';
import { useState } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useConfirm } from '../../../components/dialog/ConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { useApproveRegistration, useRegistrations, useRejectRegistration } from '../api/hooks';
import type { Registration } from '../api/types';
import { ListError, LoadMore } from '../ListParts';
import { ModFormDialog, useGrounds } from '../ModFormDialog';
import { formatDateTime } from '../../../lib/format';

/** Reject under a rule with the facts, both of which the member receives by e-mail. */
function RejectDialog({ user, onConfirm, onClose }: { user: Registration; onConfirm: (ruleId: number, note: string) => Promise<void>; onClose: () => void }) {
  const { t } = useLingui();
  const grounds = useGrounds(t`Note to the member`);
  const name = user.user_name;
  return (
    <ModFormDialog
      title={t`Reject ${name}`}
      question={t`The member is told by e-mail that the registration was not accepted, under which rule and why.`}
      submitLabel={t`Reject`}
      invalid={grounds.invalid}
      failure={t`Could not reject. Please try again.`}
      onSubmit={() => onConfirm(grounds.ruleId!, grounds.note)}
      onClose={onClose}
    >
      {grounds.fields}
    </ModFormDialog>
  );
}

/** Sign-ups waiting for review (REGISTRATION_MODE=approval): approve or reject with a note. */
export function RegistrationsTab() {
  const list = useRegistrations();
  const { t } = useLingui();
  const approve = useApproveRegistration();
  const reject = useRejectRegistration();
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();
  const [rejecting, setRejecting] = useState<Registration | null>(null);

  async function accept(user: Registration) {
    const name = user.user_name;
    if (!(await confirm({ message: t`Approve ${name}? They are told by e-mail and can start using Pen.`, confirmLabel: t`Approve` }))) return;
    try {
      await approve.mutateAsync({ userId: user.user_id });
      showAlert(t`${name} is approved.`, 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Could not approve. Please try again.`), 'error');
    }
  }

  return (
    <section aria-labelledby="mod-reg-title">
      <h2 id="mod-reg-title" className="visually-hidden">
        <Trans>Registrations</Trans>
      </h2>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <ListError error={list.error} what={t`registrations`} /> : null}
      {list.isSuccess && list.items.length === 0 ? <p className="mod-empty card">
          <Trans>No registration is waiting for review.</Trans>
        </p> : null}
      <ul className="mod-list" aria-label={t`Registrations waiting for review`}>
        {list.items.map((u) => {
          const signedUp = formatDateTime(u.created_at);
          return (
          <li key={u.user_id} className="mod-member card" aria-label={u.user_name}>
            <div className="mod-member-main">
              <strong>{u.user_name}</strong>
              <span className="muted mod-email">{u.email}</span>
              {u.bio ? <p className="mod-content">{u.bio}</p> : null}
              <span className="mod-meta">
                <Trans>Signed up {signedUp}</Trans>
              </span>
            </div>
            <div className="mod-member-actions">
              <button type="button" className="button small" disabled={approve.isPending} onClick={() => void accept(u)}>
                <Trans>Approve</Trans>
              </button>
              <button type="button" className="button small mod-danger" onClick={() => setRejecting(u)}>
                <Trans>Reject</Trans>
              </button>
            </div>
          </li>
          );
        })}
      </ul>
      <LoadMore query={list} />
      {rejecting ? (
        <RejectDialog
          user={rejecting}
          onClose={() => setRejecting(null)}
          onConfirm={async (ruleId, note) => {
            await reject.mutateAsync({ userId: rejecting.user_id, ruleId, note });
            const name = rejecting.user_name;
            showAlert(t`${name} is rejected.`, 'success');
            setRejecting(null);
          }}
        />
      ) : null}
      {dialog}
    </section>
  );
}
