import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@pen/sdk';
import { useEffect, useState } from 'react';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { useResendVerification } from './hooks';

export const RESEND_COOLDOWN_SECONDS = 60;

/** Sends a new verification link; disabled for 60 seconds afterwards (the server enforces it too). */
export function ResendVerificationButton({ email }: { email: string }) {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const resend = useResendVerification();
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  async function send() {
    try {
      const answer = await resend.mutateAsync(email);
      showAlert(answer.message, 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Error sending verification message`), 'error');
    } finally {
      setLeft(RESEND_COOLDOWN_SECONDS);
    }
  }

  return (
    <button type="button" className="button" onClick={() => void send()} disabled={resend.isPending || left > 0}>
      {left > 0 ? t`Resend available in ${left} s` : resend.isPending ? t`Sending…` : t`Resend verification email`}
    </button>
  );
}
