import { errorMessage } from '@pen/sdk';
import { PenApiError } from '@pen/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { getDeviceId } from '../../lib/device';
import { forgetReturnPath, peekReturnPath } from '../../lib/return-path';
import { hasToken } from '../../lib/session';
import { signOut } from '../../lib/sign-out';
import { resavePushSubscription } from '../../pwa/push-subscription';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { AuthLayout } from './AuthLayout';
import { FormField } from './FormField';
import { profileQueryKey, useLogin } from './hooks';
import { useFormState } from './useFormState';
import { clean, validateLogin } from './validation';
import { setAccessToken } from '../../lib/session';

/** Spec: at most 5 submits per page session (not persisted; a reload starts again). */
export const MAX_LOGIN_ATTEMPTS = 5;
export const TOKEN_POLL_MS = 500;
let attempts = 0;

export default function LoginPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { showAlert } = useAlerts();
  const login = useLogin();
  // Only a held token needs a look before the form: it leads to the dashboard instead.
  const [checking, setChecking] = useState(hasToken);
  const form = useFormState({ email: '', password: '' }, validateLogin);
  // Read once, forgotten on leaving: the token poll and the form can both navigate after a sign-in
  // (when the path was forgotten as it was read, the second found none and went to the dashboard).
  const [returnTo] = useState(() => peekReturnPath() ?? '/dashboard');
  useEffect(() => forgetReturnPath, []);

  // A token already held, or one arriving (another tab's storage event, the start-up refresh), goes to the dashboard.
  const goIfSignedIn = useCallback(() => {
    if (hasToken()) navigate(returnTo, { replace: true });
  }, [navigate, returnTo]);
  useEffect(() => {
    goIfSignedIn();
    setChecking(false);
    const onStorage = () => goIfSignedIn();
    window.addEventListener('storage', onStorage);
    const poll = window.setInterval(goIfSignedIn, TOKEN_POLL_MS);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.clearInterval(poll);
    };
  }, [goIfSignedIn]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    form.touchAll();
    if (attempts >= MAX_LOGIN_ATTEMPTS) {
      showAlert('Too many failed login attempts. Try again later.', 'error');
      return;
    }
    if (!form.valid) return;
    attempts += 1;
    try {
      const answer = await login.mutateAsync({ email: clean(form.values.email), password: form.values.password, deviceId: getDeviceId() });
      attempts = 0;
      setAccessToken(answer.accessToken);
      qc.setQueryData(profileQueryKey, answer.user);
      // The server keeps a push subscription only while the session that saved it lives; a browser
      // still subscribed from a session that ended elsewhere (sign-out of all devices, a password
      // reset) would otherwise look subscribed here and receive nothing.
      void resavePushSubscription().catch(() => undefined);
      navigate(returnTo, { replace: true });
    } catch (err) {
      if (err instanceof PenApiError) {
        showAlert(errorMessage(err, 'Login failed. Check your email and password.'), 'error');
      } else {
        showAlert('Login failed. Please try again.', 'error');
        // Spec: an exception on sign-in shows a generic error and logs out (already on /login).
        await signOut({ redirect: false });
      }
    }
  }

  if (checking) return <Spinner label="Checking your session…" />;
  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to continue to Pen." closeTo="/">
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <FormField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
        <button type="submit" className="button" disabled={login.isPending}>
          {login.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <div className="auth-links">
        <Link to="/reset-password">Forgot your password?</Link>
        <Link to="/register">No account? Register here</Link>
      </div>
    </AuthLayout>
  );
}
