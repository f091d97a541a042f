import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { FormField } from './FormField';
import { PasswordStrengthMeter } from './password-strength/PasswordStrengthMeter';
import { useProfileUserInfo, useSetNewPassword } from './hooks';
import { useFormState } from './useFormState';
import { useNewPasswordSubmit } from './useNewPasswordSubmit';
import { validateNewPassword } from './validation';
import './auth.css';

export default function SetNewPasswordPage() {
  const { t } = useLingui();
  const change = useSetNewPassword();
  const profile = useProfileUserInfo();
  const form = useFormState({ oldPassword: '', newPassword: '', confirm: '' }, (v) => validateNewPassword(v, true));
  const { done, submit } = useNewPasswordSubmit(
    form,
    () => change.mutateAsync({ oldPassword: form.values.oldPassword, newPassword: form.values.newPassword }),
    '/profile',
  );

  return (
    <AppLayout title={t`Password`}>
      <div className="page narrow">
        <section className="card settings-card">
          <header className="card-head">
            <h1>
              <Trans>Set a new password</Trans>
            </h1>
            <Link to="/profile" className="icon-button" aria-label={t`Close`}>
              ×
            </Link>
          </header>
          {done ? (
            <div className="status-panel" role="status">
              <span className="status-icon ok" aria-hidden="true">✓</span>
              <p>
                <Trans>Password updated. Your other devices have been signed out.</Trans>
              </p>
            </div>
          ) : (
            <form className="auth-form" onSubmit={submit} noValidate>
              <FormField label={t`Old password`} type="password" autoComplete="current-password" {...form.field('oldPassword')} />
              <FormField label={t`New password`} type="password" autoComplete="new-password" {...form.field('newPassword')} />
              <PasswordStrengthMeter password={form.values.newPassword} personal={profile.data ? [profile.data.user_name, profile.data.email] : []} />
              <FormField label={t`Confirm password`} type="password" autoComplete="new-password" {...form.field('confirm')} />
              <button type="submit" className="button" disabled={change.isPending}>
                {change.isPending ? t`Saving…` : t`Save new password`}
              </button>
            </form>
          )}
          <div className="auth-links">
            <Link to="/reset-password">
              <Trans>I forgot my password</Trans>
            </Link>
          </div>
        </section>
      </div>
    </AppLayout>
  );
}
