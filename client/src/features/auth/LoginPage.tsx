import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, PenApiError, type LoginResponseDto } from '@pen/sdk';
import { WebAuthnAbortService } from '@simplewebauthn/browser';
import { useQueryClient } from '@tanstack/react-query';
import { FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { getDeviceId } from '../../lib/device';
import { forgetReturnPath, peekReturnPath } from '../../lib/return-path';
import { hasToken, notePasswordChangeSuggested, setAccessToken } from '../../lib/session';
import { signOut } from '../../lib/sign-out';
import { resavePushSubscription } from '../../pwa/push-subscription';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { AuthLayout } from './AuthLayout';
import { noteFirstSignIn } from './first-sign-in';
import { forgetVisitorTrail, visitorPageBefore } from './visitor-trail';
import { FormField } from './FormField';
import { profileQueryKey, useLogin } from './hooks';
import { useFormState } from './useFormState';
import { clean, validateLogin } from './validation';
import { pen } from '../../lib/sdk';
import { passkeyAnswer, passkeyFailure, passkeysSupported } from '../../lib/passkeys';
import { type MfaChallenge, SecondFactorStep } from './SecondFactorStep';

/** Spec: at most 5 submits per page session (not persisted; a reload starts again). */
export const MAX_LOGIN_ATTEMPTS = 5;
export const TOKEN_POLL_MS = 500;
let attempts = 0;

export default function LoginPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const login = useLogin();
  // Only a held token needs a look before the form: it leads to the dashboard instead.
  const [checking, setChecking] = useState(hasToken);
  const form = useFormState({ email: '', password: '' }, validateLogin);
  // Read once, forgotten on leaving: the token poll and the form can both navigate after a sign-in
  // (when the path was forgotten as it was read, the second found none and went to the dashboard).
  const [returnTo] = useState(() => peekReturnPath() ?? '/dashboard');
  useEffect(() => forgetReturnPath, []);
  // The ✕ leads back to the visitor page the member came from (register, forgot password, …);
  // opened directly, the sign-in page is Pen's front door and has nothing to close.
  const { pathname } = useLocation();
  const [closeTo] = useState(() => visitorPageBefore(pathname));
  const [mfa, setMfa] = useState<MfaChallenge | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);

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

  /** After the password (and the second factor, if any) or a passkey: the session starts here. */
  function signedIn(answer: LoginResponseDto) {
    WebAuthnAbortService.cancelCeremony();
    setAccessToken(answer.accessToken);
    qc.setQueryData(profileQueryKey, answer.user);
    noteFirstSignIn(answer.first_sign_in === true);
    forgetVisitorTrail();
    // The server keeps a push subscription only while the session that saved it lives; a browser
    // still subscribed from a session that ended elsewhere (sign-out of all devices, a password
    // reset) would otherwise look subscribed here and receive nothing.
    void resavePushSubscription().catch(() => undefined);
    // A notice above the app's pages until the member changes the password or dismisses it.
    if (answer.password_change_suggested) notePasswordChangeSuggested(true);
    // A suspended member's limited session shows their standing, not the dashboard (issue 42).
    navigate(answer.user.status === 'suspended' ? '/standing' : returnTo, { replace: true });
  }

  async function signInWithPasskey(autofill: boolean) {
    if (!autofill) setPasskeyBusy(true);
    try {
      const response = await passkeyAnswer(autofill);
      signedIn(await pen.auth.passkeySignIn({ body: { response, deviceId: getDeviceId() } }));
    } catch (err) {
      const message = err instanceof PenApiError ? errorMessage(err, t`Sign-in with a passkey failed.`) : passkeyFailure(err, t`Sign-in with a passkey failed. Please try again.`);
      // The autofill's own ending (another ceremony started, the page left) is no news to the member.
      if (message && (!autofill || err instanceof PenApiError)) showAlert(message, 'error');
    } finally {
      if (!autofill) setPasskeyBusy(false);
    }
  }

  // The browser's autofill offers the member's passkeys in the e-mail field (conditional mediation).
  useEffect(() => {
    if (checking || mfa || !passkeysSupported()) return;
    let cancelled = false;
    void PublicKeyCredential.isConditionalMediationAvailable?.().then((available) => {
      if (available && !cancelled) void signInWithPasskey(true);
    });
    return () => {
      cancelled = true;
      WebAuthnAbortService.cancelCeremony();
    };
  }, [checking, mfa]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    form.touchAll();
    if (attempts >= MAX_LOGIN_ATTEMPTS) {
      showAlert(t`Too many failed login attempts. Try again later.`, 'error');
      return;
    }
    if (!form.valid) return;
    attempts += 1;
    try {
      const answer = await login.mutateAsync({ email: clean(form.values.email), password: form.values.password, deviceId: getDeviceId() });
      attempts = 0;
      if (answer.mfa_required && answer.mfa_token) {
        WebAuthnAbortService.cancelCeremony();
        setMfa({ token: answer.mfa_token, methods: answer.methods ?? ['totp'] });
        return;
      }
      signedIn(answer);
    } catch (err) {
      if (err instanceof PenApiError) {
        showAlert(errorMessage(err, t`Login failed. Check your email and password.`), 'error');
      } else {
        showAlert(t`Login failed. Please try again.`, 'error');
        // Spec: an exception on sign-in shows a generic error and logs out (already on /login).
        await signOut({ redirect: false });
      }
    }
  }

  if (checking) return <Spinner label={t`Checking your session…`} />;
  if (mfa) {
    return (
      <AuthLayout title={t`Two-factor sign-in`} subtitle={t`One more step: confirm it's you.`} closeTo="/">
        <SecondFactorStep
          challenge={mfa}
          onSignedIn={signedIn}
          onBack={() => setMfa(null)}
          onExpired={(message) => {
            setMfa(null);
            showAlert(message, 'error');
          }}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t`Welcome back`} subtitle={t`Sign in to continue to Pen.`} closeTo={closeTo}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormField label={t`Email`} type="email" autoComplete="username webauthn" inputMode="email" {...form.field('email')} />
        <FormField label={t`Password`} type="password" autoComplete="current-password" {...form.field('password')} />
        <button type="submit" className="button" disabled={login.isPending}>
          {login.isPending ? t`Signing in…` : t`Sign in`}
        </button>
      </form>
      {passkeysSupported() ? (
        <button type="button" className="button secondary passkey-sign-in" disabled={passkeyBusy} onClick={() => void signInWithPasskey(false)}>
          {passkeyBusy ? t`Waiting for your passkey…` : t`Sign in with a passkey`}
        </button>
      ) : null}
      <div className="auth-links">
        <Link to="/reset-password">
          <Trans>Forgot your password?</Trans>
        </Link>
        <Link to="/register">
          <Trans>No account? Register here</Trans>
        </Link>
      </div>
    </AuthLayout>
  );
}
