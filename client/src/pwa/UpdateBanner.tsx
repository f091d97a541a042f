import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { applyUpdate, onUpdateWaiting } from './service-worker';

/**
 * Spec: an 'Update now' banner when a new version is available. The page reloads only after
 * the click, once the new version has taken over (service-worker.ts).
 */
export function UpdateBanner() {
  const [available, setAvailable] = useState(false);
  const [updating, setUpdating] = useState(false);
  useEffect(() => onUpdateWaiting((w) => setAvailable(w !== null)), []);
  if (!available) return null;
  return (
    <div className="pwa-update" role="status">
      <span>
        <Trans>A new version of Pen is available.</Trans>
      </span>
      <button
        type="button"
        className="button"
        disabled={updating}
        onClick={() => {
          setUpdating(true);
          applyUpdate();
        }}
      >
        {updating ? <Trans>Updating…</Trans> : <Trans>Update now</Trans>}
      </button>
    </div>
  );
}
