import { useEffect, useState } from 'react';
import { applyUpdate, onUpdateWaiting } from './service-worker';

/** Spec: an 'Update now' banner when a new version is available. */
export function UpdateBanner() {
  const [available, setAvailable] = useState(false);
  useEffect(() => onUpdateWaiting((w) => setAvailable(w !== null)), []);
  if (!available) return null;
  return (
    <div className="pwa-update" role="status">
      <span>A new version of Pen is available.</span>
      <button type="button" className="button" onClick={applyUpdate}>
        Update now
      </button>
    </div>
  );
}
