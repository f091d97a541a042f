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
export const RESET_LINK_SENT = 'The recovery link has been sent. Check your email.';
let attempts = 0;

/** Asks for a reset link (used by /forgot-password, and /reset-password without a token). */
export function ResetRequestForm() {
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const send = useSendResetLink();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState(false);
  const error = validateResetEmail(email);

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
      showAlert('Maximum attempts reached. Please try again later.', 'error');
      return;
    }
    attempts += 1;
    try {
      await send.mutateAsync(clean(email));
      setSent(true);
      showAlert(RESET_LINK_SENT, 'success');
    } catch (err) {
      showAlert(errorMessage(err, 'Failed to send password reset link'), 'error');
    }
  }

  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter your email address and we will send you a link to set a new password." closeTo="/login">
      {sent ? (
        <div className="status-panel" role="status">
          <span className="status-icon ok" aria-hidden="true">✓</span>
          <p>{RESET_LINK_SENT}</p>
          <p className="muted">Taking you to the sign-in page in 8 seconds…</p>
        </div>
      ) : null}
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormField
          label="Email"
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
          {send.isPending ? 'Sending…' : 'Send a link'}
        </button>
      </form>
      <div className="auth-links">
        <Link to="/login">or Log In</Link>
      </div>
    </AuthLayout>
  );
}
