import { Trans, useLingui } from '@lingui/react/macro';
import { PenApiError, errorMessage } from '@pen/sdk';
import { useState } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useDeleteAccount } from '../hooks';
import { signOut } from '../../../lib/sign-out';
import { useConfirm } from '../../../components/dialog/ConfirmDialog';
import { PasswordPrompt } from './PasswordPrompt';

/** Delete account: warning → password prompt → final confirmation → delete → logout. */
export function DeleteAccountCard() {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const remove = useDeleteAccount();
  const [asking, setAsking] = useState(false);
  const { confirm, dialog } = useConfirm();

  async function destroy(password: string) {
    setAsking(false);
    const sure = await confirm({
      title: t`Are you sure?`,
      message: t`Your account and everything you shared will be deleted. This cannot be undone.`,
      confirmLabel: t`Delete permanently`,
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(password);
      showAlert(t`Account deleted successfully`, 'success');
      await signOut();
    } catch (err) {
      const reason = errorMessage(err, t`Unknown error`);
      showAlert(err instanceof PenApiError ? t`Failed to delete account: ${reason}` : t`An error occurred while deleting your account. Please try again`, 'error');
    }
  }

  return (
    <section className="card danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">
        <Trans>Delete account</Trans>
      </h2>
      <p>
        <Trans>
          Deleting your account signs you out everywhere and hides your profile, posts, comments and prayer requests at once. All your data is removed within
          30 days. This cannot be undone.
        </Trans>
      </p>
      <button type="button" className="button danger" disabled={remove.isPending} onClick={() => setAsking(true)}>
        {remove.isPending ? t`Deleting…` : t`Delete my account`}
      </button>
      {asking ? (
        <PasswordPrompt
          title={t`Delete your account`}
          text={t`Enter your password to continue.`}
          confirmLabel={t`Continue`}
          danger
          onConfirm={(password) => void destroy(password)}
          onCancel={() => setAsking(false)}
        />
      ) : null}
      {dialog}
    </section>
  );
}
