import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, PenApiError, type LoginResponseDto } from '@pen/sdk';
import { FormEvent, useState } from 'react';
import { pen } from '../../lib/sdk';
import { passkeyAnswer, passkeyFailure, passkeysSupported } from '../../lib/passkeys';
import { FormField } from './FormField';

export interface MfaChallenge {
  token: string;
  methods: string[];
}

/**
 * The mfa_token is older than 5 minutes or used up: back to the password. Told by the answer's
 * `mfa_expired` field, not its words, which are in the member's language (a wrong code is a 401 too).
 */
const signInExpired = (err: unknown): boolean => err instanceof PenApiError && err.status === 401 && (err.body as { mfa_expired?: unknown }).mfa_expired === true;

/**
 * The second step of a sign-in (issue 43): the authenticator's 6-digit code, a recovery code or a
 * passkey, sent with the mfa_token to POST /api/auth/login/mfa.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onExpired,
  onBack,
}: {
  challenge: MfaChallenge;
  onSignedIn: (answer: LoginResponseDto) => void;
  onExpired: (message: string) => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const hasTotp = challenge.methods.includes('totp');
  const [mode, setMode] = useState<'totp' | 'recovery'>(hasTotp ? 'totp' : 'recovery');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(factor: { code?: string; recovery_code?: string; passkey?: Record<string, unknown> }) {
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await pen.auth.loginMfa({ body: { mfa_token: challenge.token, ...factor } }));
    } catch (err) {
      const message = errorMessage(err, t`Sign-in failed. Please try again.`);
      if (signInExpired(err)) onExpired(message);
      else setError(message);
      setBusy(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const typed = value.trim();
    if (mode === 'totp') {
      const digits = typed.replace(/\s/g, '');
      if (!/^\d{6}$/.test(digits)) return setError(t`Enter the 6-digit code from your authenticator app`);
      void send({ code: digits });
    } else {
      if (typed === '') return setError(t`Enter one of your recovery codes`);
      void send({ recovery_code: typed });
    }
  }

  async function withPasskey() {
    setError(null);
    try {
      const passkey = await passkeyAnswer();
      await send({ passkey });
    } catch (err) {
      const message = passkeyFailure(err, t`The passkey could not be used. Try again.`);
      if (message) setError(message);
    }
  }

  function switchTo(next: 'totp' | 'recovery') {
    setMode(next);
    setValue('');
    setError(null);
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label={t`Second step of sign-in`}>
      {mode === 'totp' ? (
        <FormField
          key="totp"
          label={t`6-digit code`}
          hint={t`Open your authenticator app and enter the code it shows for Pen.`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          autoFocus
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      ) : (
        <FormField
          key="recovery"
          label={t`Recovery code`}
          hint={t`One of the codes you saved when you turned on two-factor sign-in. Each works once.`}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          autoFocus
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t`Checking…` : t`Continue`}
      </button>
      <div className="auth-links">
        {mode === 'totp' ? (
          <button type="button" className="link-button" onClick={() => switchTo('recovery')}>
            <Trans>Use a recovery code</Trans>
          </button>
        ) : hasTotp ? (
          <button type="button" className="link-button" onClick={() => switchTo('totp')}>
            <Trans>Use your authenticator app</Trans>
          </button>
        ) : null}
        {challenge.methods.includes('passkey') && passkeysSupported() ? (
          <button type="button" className="link-button" disabled={busy} onClick={() => void withPasskey()}>
            <Trans>Use a passkey</Trans>
          </button>
        ) : null}
        <button type="button" className="link-button" onClick={onBack}>
          <Trans>Back to sign in</Trans>
        </button>
      </div>
    </form>
  );
}
