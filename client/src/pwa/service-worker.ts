import { createUpdateReloader, UpdateReloader } from './update-reload';

/** Service worker registration and the "a new version is waiting" state, shared with the banner. */
type Listener = (waiting: ServiceWorker | null) => void;

let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();
const UPDATE_CHECK_MS = 30 * 60 * 1000;
let reloader: UpdateReloader | null = null;

function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const l of listeners) l(worker);
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  listener(waiting);
  return () => listeners.delete(listener);
}

/**
 * The worker script's URL carries the build (this module's hashed file name), so each deploy
 * installs a new worker; it then waits until the member chooses 'Update now'.
 */
function workerUrl(): string {
  const build = new URL(import.meta.url).pathname.split('/').pop() ?? 'dev';
  return `/sw.js?build=${encodeURIComponent(build)}`;
}

/** `reload` is the page reload after 'Update now' (replaceable in tests, where jsdom has none). */
export async function registerServiceWorker(reload: () => void = () => window.location.reload()): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return undefined;
  const updates = createUpdateReloader(reload);
  reloader = updates;
  const registration = await navigator.serviceWorker.register(workerUrl(), { scope: '/' });
  const track = (worker: ServiceWorker | null) => {
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      // 'installed' with a controller present means an older version is still in charge.
      if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
    });
  };
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  track(registration.installing);
  registration.addEventListener('updatefound', () => track(registration.installing));
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  // Reloads only after 'Update now' (see update-reload.ts): the first install also changes the controller.
  navigator.serviceWorker.addEventListener('controllerchange', updates.onControllerChange);
  return registration;
}

/** Activates the waiting version; the page reloads when it takes control. */
export function applyUpdate(): void {
  if (waiting) reloader?.requestUpdate(waiting);
}
