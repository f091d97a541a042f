/**
 * When the page may reload for a new service worker version.
 *
 * The browser fires `controllerchange` whenever a worker takes control of the page. That happens
 * not only after 'Update now': sw.js claims the open page when it is installed for the first time
 * (so push works at once), and another tab's 'Update now' hands this tab to the new version too.
 * Reloading then would wipe what the member is typing, so the page reloads only for a change it
 * asked for itself.
 */

/** The part of a ServiceWorker this logic needs (a fake in tests). */
export interface UpdatableWorker {
  readonly state: ServiceWorkerState;
  postMessage(message: { type: 'SKIP_WAITING' }): void;
}

export interface UpdateReloader {
  /** The member chose 'Update now' for `worker` (the version waiting to take over). */
  requestUpdate(worker: UpdatableWorker): void;
  /** The `controllerchange` listener: reloads once, and only after requestUpdate. */
  onControllerChange(): void;
}

export function createUpdateReloader(reload: () => void): UpdateReloader {
  let requested = false;
  let reloading = false;

  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    reload();
  };

  return {
    requestUpdate(worker) {
      requested = true;
      // Another tab's 'Update now' may already have put this version in charge: no further
      // controllerchange will come, so load the new version now.
      if (worker.state === 'activating' || worker.state === 'activated') reloadOnce();
      else worker.postMessage({ type: 'SKIP_WAITING' });
    },
    onControllerChange() {
      if (requested) reloadOnce();
    },
  };
}
