import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { CookieSettingsForm } from './CookieSettingsForm';
import { LegalLayout } from './LegalLayout';
import './cookies.css';

/** Spec: the cookie page fades in after 30 ms. */
export const COOKIE_PAGE_FADE_IN_MS = 30;

export default function CookieConsentPage() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const { showAlert } = useAlerts();

  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), COOKIE_PAGE_FADE_IN_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <LegalLayout
      title={t`Cookie settings`}
      lead={t`Choose which cookies and similar storage Pen may use on this device. You can change your mind at any time.`}
      className={`cookie-page${visible ? ' is-visible' : ''}`}
    >
      <CookieSettingsForm onSaved={() => showAlert(t`Your cookie settings have been saved.`, 'success')} />
      <p className="legal-note muted">
        <Trans>
          Your choice is remembered on this device only when personalization is allowed. Read more in the <Link to="/privacy-policy">privacy policy</Link>.
        </Trans>
      </p>
    </LegalLayout>
  );
}
