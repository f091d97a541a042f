import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAlerts } from '../../components/alerts/AlertProvider';

/** A confidential app's client secret, shown this once (at registration or after "New secret"): Pen keeps only its hash. */
export function NewAppSecret({ appName, secret, rotated, onDone }: { appName: string; secret: string; rotated: boolean; onDone: () => void }) {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      showAlert(t`Could not copy. Select the secret and copy it yourself.`, 'error');
    }
  }
  return (
    <div className="oauth-secret" role="region" aria-label={t`Client secret of ${appName}`}>
      <p className="oauth-secret-warning">
        {rotated ? (
          <Trans>
            <strong>Copy the new secret of “{appName}” now.</strong> You will not be able to see it again, and the old secret no longer works. Keep it on the app's server only.
          </Trans>
        ) : (
          <Trans>
            <strong>Copy the secret of “{appName}” now.</strong> You will not be able to see it again. Keep it on the app's server only; anyone who has it can ask for tokens as your app.
          </Trans>
        )}
      </p>
      <code className="oauth-secret-value" data-testid="oauth-client-secret">
        {secret}
      </code>
      <div className="oauth-secret-actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {copied ? t`Copied` : t`Copy`}
        </button>
        <button type="button" className="button secondary" onClick={onDone}>
          <Trans>Done</Trans>
        </button>
      </div>
    </div>
  );
}
