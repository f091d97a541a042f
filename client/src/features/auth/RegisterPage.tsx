import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@pen/sdk';
import { FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { getDeviceId } from '../../lib/device';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { RulesList, TermsText } from '../legal';
import { AuthLayout } from './AuthLayout';
import { FormField, TextAreaField } from './FormField';
import { PasswordStrengthMeter } from './password-strength/PasswordStrengthMeter';
import { useRegister } from './hooks';
import { Dialog } from '../../components/dialog/Dialog';
import { useFormState } from './useFormState';
import { clean, validateRegister } from './validation';
import { setAccessToken } from '../../lib/session';

const PrivacyPolicyPage = lazy(() => import('../legal/PrivacyPolicyPage'));
export const MAX_REGISTER_ATTEMPTS = 5;
let attempts = 0;

export default function RegisterPage() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const register = useRegister();
  const [terms, setTerms] = useState(false);
  const [overlay, setOverlay] = useState<'terms' | 'privacy' | 'rules' | null>(null);
  const form = useFormState({ user_name: '', email: '', bio: '', password: '', confirm: '' }, validateRegister);
  // Spam defence: when the page opened (the server refuses forms sent back within seconds) and the
  // honeypot, a field people never see that form-filling robots fill in.
  const openedAt = useRef(Date.now());
  const [honeypot, setHoneypot] = useState('');

  const bioLength = form.values.bio.length;

  async function submit(e: FormEvent) {
    e.preventDefault();
    form.touchAll();
    if (!terms || !form.valid) return;
    if (attempts >= MAX_REGISTER_ATTEMPTS) {
      showAlert(t`Too many registrations. Try again later`, 'error');
      return;
    }
    attempts += 1;
    const v = form.values;
    try {
      const answer = await register.mutateAsync({
        user_name: clean(v.user_name),
        email: clean(v.email),
        bio: clean(v.bio),
        password: v.password,
        deviceId: getDeviceId(),
        client: 'web',
        website: honeypot,
        fillMs: Math.max(0, Math.round(Date.now() - openedAt.current)),
        // The one checkbox accepts the terms and the community rules together.
        accept_rules: true,
      });
      attempts = 0;
      // Navigate first, in the same tick as storing the token: otherwise the visitor-only guard
      // of /register would render once with the token and send the member to /dashboard.
      navigate('/profile', { replace: true });
      setAccessToken(answer.accessToken);
      showAlert(answer.message, 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Registration failed. Please try again`), 'error');
    }
  }

  return (
    <AuthLayout title={t`Create your account`} subtitle={t`Tell us who you are and share a few words about Jesus in your life.`}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormField label={t`Username`} autoComplete="nickname" maxLength={70} {...form.field('user_name')} />
        <FormField label={t`Email`} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <TextAreaField
          label={t`Your testimony`}
          maxLength={700}
          placeholder={t`How has Jesus changed your life?`}
          hint={t`${bioLength}/700 — mention Jesus, Christ, the Lord, Savior…`}
          {...form.field('bio')}
        />
        <FormField label={t`Password`} type="password" autoComplete="new-password" {...form.field('password')} />
        <PasswordStrengthMeter password={form.values.password} personal={[form.values.user_name, form.values.email]} />
        <FormField label={t`Confirm password`} type="password" autoComplete="new-password" {...form.field('confirm')} />
        {/* The honeypot: off-screen, out of the tab order and hidden from screen readers. */}
        <div className="auth-honeypot" aria-hidden="true">
          <label>
            <Trans>Website</Trans>
            <input type="text" name="website" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
          </label>
        </div>
        <label className="auth-check">
          <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
          <span>
            <Trans>
              I accept the{' '}
              <button type="button" className="link-button" onClick={() => setOverlay('terms')}>
                terms of service
              </button>
              , the{' '}
              <button type="button" className="link-button" onClick={() => setOverlay('privacy')}>
                privacy policy
              </button>{' '}
              and the{' '}
              <button type="button" className="link-button" onClick={() => setOverlay('rules')}>
                community rules
              </button>
              .
            </Trans>
          </span>
        </label>
        <button type="submit" className="button" disabled={!terms || register.isPending}>
          {register.isPending ? t`Creating your account…` : t`Register`}
        </button>
      </form>
      <div className="auth-links">
        <Link to="/login">
          <Trans>Already have an account? Log in</Trans>
        </Link>
      </div>
      {overlay === 'terms' ? (
        <Dialog title={t`Terms of service`} className="legal-dialog" onClose={() => setOverlay(null)}>
          <TermsText />
        </Dialog>
      ) : null}
      {overlay === 'rules' ? (
        <Dialog title={t`Community rules`} className="legal-dialog" onClose={() => setOverlay(null)}>
          <RulesList />
        </Dialog>
      ) : null}
      {overlay === 'privacy' ? (
        <Dialog title={t`Privacy policy`} className="legal-dialog" onClose={() => setOverlay(null)}>
          <Suspense fallback={<Spinner />}>
            <PrivacyPolicyPage />
          </Suspense>
        </Dialog>
      ) : null}
    </AuthLayout>
  );
}
