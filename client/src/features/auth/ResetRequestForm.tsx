import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@pen/sdk';
import { FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { AuthLayout } from './AuthLayout';
import { FormField } from './FormField';
import { useSendResetLink } from './hooks';
import { clean, validateResetEmail } from './validation';

export const MAX_RESET_ATTEMPTS = 5;
export const RESET_REDIRECT_MS = 8000;
let attempts = 0;

/** Asks for a reset link (used by /forgot-password, and /reset-password without a token). */
export function ResetRequestForm() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const send = useSendResetLink();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState(false);
  const error = validateResetEmail(email);
  const resetLinkSent = () => t`The recovery link has been sent. Check your email.`;

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => void navigate('/login'), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, navigate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (error || sent) return;
    if (attempts >= MAX_RESET_ATTEMPTS) {
      showAlert(t`Maximum attempts reached. Please try again later.`, 'error');
      return;
    }
    attempts += 1;
    try {
      await send.mutateAsync(clean(email));
      setSent(true);
      showAlert(resetLinkSent(), 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Failed to send password reset link`), 'error');
    }
  }

  return (
    <AuthLayout title={t`Forgot your password?`} subtitle={t`Enter your email address and we will send you a link to set a new password.`} closeTo="/login">
      {sent ? (
        <div className="status-panel" role="status">
          <span className="status-icon ok" aria-hidden="true">✓</span>
          <p>{resetLinkSent()}</p>
          <p className="muted">
            <Trans>Taking you to the sign-in page in 8 seconds…</Trans>
          </p>
        </div>
      ) : null}
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormField
          label={t`Email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={error}
          touched={touched}
          onChange={(e) => (setEmail(e.target.value), setTouched(true))}
          onBlur={() => setTouched(true)}
        />
        <button type="submit" className="button" disabled={send.isPending || sent}>
          {send.isPending ? t`Sending…` : t`Send a link`}
        </button>
      </form>
      <div className="auth-links">
        <Link to="/login">
          <Trans>or Log In</Trans>
        </Link>
      </div>
    </AuthLayout>
  );
}
