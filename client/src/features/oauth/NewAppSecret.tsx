import { Trans, useLingui } from '@lingui/react/macro';
import { SecretShownOnce } from '../../components/SecretShownOnce';

/** A confidential app's client secret, shown this once (at registration or after "New secret"): Pen keeps only its hash. */
export function NewAppSecret({ appName, secret, rotated, onDone }: { appName: string; secret: string; rotated: boolean; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <SecretShownOnce
      secret={secret}
      label={t`Client secret of ${appName}`}
      copyFailed={t`Could not copy. Select the secret and copy it yourself.`}
      testId="oauth-client-secret"
      onDone={onDone}
    >
      {rotated ? (
        <Trans>
          <strong>Copy the new secret of “{appName}” now.</strong> You will not be able to see it again, and the old secret no longer works. Keep it on the app's server only.
        </Trans>
      ) : (
        <Trans>
          <strong>Copy the secret of “{appName}” now.</strong> You will not be able to see it again. Keep it on the app's server only; anyone who has it can ask for tokens as your app.
        </Trans>
      )}
    </SecretShownOnce>
  );
}
