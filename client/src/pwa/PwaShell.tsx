import { useEffect } from 'react';
import { captureInstallPrompt } from './install-prompt';
import { registerServiceWorker } from './service-worker';
import { UpdateBanner } from './UpdateBanner';
import { usePing } from './usePing';
import './pwa.css';

let started = false;

/** The installable app's background parts: service worker, install offer capture, ping, update banner. */
export function PwaShell() {
  usePing();
  useEffect(() => {
    if (started) return;
    started = true;
    captureInstallPrompt();
    void registerServiceWorker().catch(() => undefined);
  }, []);
  return <UpdateBanner />;
}
