import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { CookieSettingsForm } from './CookieSettingsForm';
import './cookies.css';

/** The start-up prompt's content (ConsentPrompt opens it): the cookie controls of /cookie-consent. */
export default function ConsentDialog({ onSaved }: { onSaved: () => void }) {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
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
          onSaved();
          showAlert(t`Your cookie settings have been saved.`, 'success');
        }}
      />
    </div>
  );
}
