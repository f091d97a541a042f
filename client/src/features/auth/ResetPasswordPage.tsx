import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';
import { FormField } from './FormField';
import { PasswordStrengthMeter } from './password-strength/PasswordStrengthMeter';
import { useResetPassword } from './hooks';
import { ResetRequestForm } from './ResetRequestForm';
import { useFormState } from './useFormState';
import { useNewPasswordSubmit } from './useNewPasswordSubmit';
import { validateNewPassword } from './validation';

/** Reads the token once and removes it from the address bar, so it does not linger in history. */
function useTokenFromAddress(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const url = new URL(window.location.href);
    const found = url.searchParams.get('token');
    if (found !== null) {
      url.searchParams.delete('token');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
    setToken((t) => (t === undefined ? found : t));
  }, []);
  return token;
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const reset = useResetPassword();
  const form = useFormState({ newPassword: '', confirm: '' }, (v) => validateNewPassword(v, false));
  const { done, submit } = useNewPasswordSubmit(form, () => reset.mutateAsync({ token, newPassword: form.values.newPassword }), '/login');

  return (
    <AuthLayout title={t`Set a new password`} subtitle={t`Choose a strong password you do not use elsewhere.`}>
      {done ? (
        <div className="status-panel" role="status">
          <span className="status-icon ok" aria-hidden="true">✓</span>
          <p>
            <Trans>Your password has been reset. Taking you to the sign-in page…</Trans>
          </p>
        </div>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          <FormField label={t`New password`} type="password" autoComplete="new-password" {...form.field('newPassword')} />
          <PasswordStrengthMeter password={form.values.newPassword} />
          <FormField label={t`Confirm password`} type="password" autoComplete="new-password" {...form.field('confirm')} />
          <button type="submit" className="button" disabled={reset.isPending}>
            {reset.isPending ? t`Saving…` : t`Save new password`}
          </button>
        </form>
      )}
      <div className="auth-links">
        <Link to="/login">
          <Trans>Or login</Trans>
        </Link>
      </div>
    </AuthLayout>
  );
}

/** /reset-password: with a token, the new-password form; without one, the request form. */
export default function ResetPasswordPage() {
  const token = useTokenFromAddress();
  if (token === undefined) return null;
  return token ? <NewPasswordForm token={token} /> : <ResetRequestForm />;
}
