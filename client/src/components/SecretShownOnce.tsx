import { Trans, useLingui } from '@lingui/react/macro';
import { ReactNode } from 'react';
import { useCopy } from './useCopy';
import './secret-once.css';

/**
 * A secret shown this once, as Pen keeps only its hash (an API key, a webhook's signing secret, an
 * OAuth app's client secret): the caller's warning, the secret to select or copy, and Done.
 */
export function SecretShownOnce({ secret, label, copyFailed, testId, onDone, children }: {
  secret: string;
  /** The region's name. */
  label: string;
  /** The alert when the browser refuses to copy. */
  copyFailed: string;
  testId: string;
  onDone: () => void;
  /** The warning: what to copy now, and why it must stay secret. */
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { copied, copy } = useCopy(copyFailed);
  return (
    <div className="secret-once" role="region" aria-label={label}>
      <p className="secret-once-warning">{children}</p>
      <code className="secret-once-value" data-testid={testId}>
        {secret}
      </code>
      <div className="secret-once-actions">
        <button type="button" className="button" onClick={() => void copy(secret)}>
          {copied ? t`Copied` : t`Copy`}
        </button>
        <button type="button" className="button secondary" onClick={onDone}>
          <Trans>Done</Trans>
        </button>
      </div>
    </div>
  );
}
