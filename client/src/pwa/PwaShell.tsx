import { useEffect } from 'react';
import { afterStart } from '../lib/idle';
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
    // Registering starts the worker and its first install beside the first page's rendering;
    // nothing on a page load needs it (it caches nothing), so it waits until the page has started.
    afterStart(() => void registerServiceWorker().catch(() => undefined));
  }, []);
  return <UpdateBanner />;
}
