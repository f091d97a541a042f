import { PenApiError, errorMessage } from '@pen/sdk';
import { useState } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useDeleteAccount } from '../hooks';
import { signOut } from '../../../lib/sign-out';
import { ConfirmDialog } from './ConfirmDialog';
import { PasswordPrompt } from './PasswordPrompt';

/** Delete account: warning → password prompt → final confirmation → delete → logout. */
export function DeleteAccountCard() {
  const { showAlert } = useAlerts();
  const remove = useDeleteAccount();
  const [step, setStep] = useState<'idle' | 'password' | 'confirm'>('idle');
  const [password, setPassword] = useState('');

  async function destroy() {
    setStep('idle');
    try {
      await remove.mutateAsync(password);
      showAlert('Account deleted successfully', 'success');
      await signOut();
    } catch (err) {
      showAlert(err instanceof PenApiError ? `Failed to delete account: ${errorMessage(err, 'Unknown error')}` : 'An error occurred while deleting your account. Please try again', 'error');
    } finally {
      setPassword('');
    }
  }

  return (
    <section className="card danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete account</h2>
      <p>
        Deleting your account signs you out everywhere and hides your profile, posts, comments and prayer requests at once. All your data is removed within 30
        days. This cannot be undone.
      </p>
      <button type="button" className="button danger" disabled={remove.isPending} onClick={() => setStep('password')}>
        {remove.isPending ? 'Deleting…' : 'Delete my account'}
      </button>
      {step === 'password' ? (
        <PasswordPrompt
          title="Delete your account"
          text="Enter your password to continue."
          confirmLabel="Continue"
          danger
          onConfirm={(p) => (setPassword(p), setStep('confirm'))}
          onCancel={() => setStep('idle')}
        />
      ) : null}
      {step === 'confirm' ? (
        <ConfirmDialog
          title="Are you sure?"
          text="Your account and everything you shared will be deleted. This cannot be undone."
          confirmLabel="Delete permanently"
          onConfirm={() => void destroy()}
          onCancel={() => (setPassword(''), setStep('idle'))}
        />
      ) : null}
    </section>
  );
}
