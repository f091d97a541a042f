import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { answeredThisVisit, readStoredConsent } from '../../lib/cookie-consent';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { CookieSettingsForm } from './CookieSettingsForm';
import './cookies.css';

/** Spec: when no stored consent exists, the consent controls are shown after 10 seconds. */
export const CONSENT_PROMPT_DELAY_MS = 10_000;

/**
 * Mounted once for the whole app: 10 s after start, when no consent is stored (and the visitor
 * has not answered in this tab), the cookie settings appear as a non-blocking dialog on whatever
 * page is open, with the same controls as /cookie-consent. Not shown on that page itself.
 */
export function ConsentPrompt() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { t } = useLingui();
  const { showAlert } = useAlerts();

  useEffect(() => {
    if (readStoredConsent() || answeredThisVisit()) return;
    const timer = window.setTimeout(() => {
      if (!readStoredConsent() && !answeredThisVisit()) setOpen(true);
    }, CONSENT_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Answered meanwhile on the /cookie-consent page: nothing left to ask.
  if (!open || pathname === '/cookie-consent' || answeredThisVisit()) return null;
  return (
    <div className="consent-prompt" role="dialog" aria-modal="false" aria-labelledby="consent-prompt-title">
      <h2 id="consent-prompt-title">
        <Trans>Cookie settings</Trans>
      </h2>
      <p>
        <Trans>
          Pen uses essential cookies to keep you signed in. With your permission we would also like to use optional ones. See the{' '}
          <Link to="/privacy-policy">privacy policy</Link>.
        </Trans>
      </p>
      <CookieSettingsForm
        onSaved={() => {
          setOpen(false);
          showAlert(t`Your cookie settings have been saved.`, 'success');
        }}
      />
    </div>
  );
}
