/** The browser's install offer (Chromium's beforeinstallprompt), kept until the member uses it. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type State = { canInstall: boolean; installed: boolean };
type Listener = (state: State) => void;

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<Listener>();

function notify(): void {
  for (const l of listeners) l({ canInstall: deferred !== null && !installed, installed });
}

function runningInstalled(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true;
}

/** Called once at start, before the browser fires the event. */
export function captureInstallPrompt(): void {
  installed = runningInstalled();
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    deferred = e as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    notify();
  });
}

export function onInstallState(listener: Listener): () => void {
  listeners.add(listener);
  listener({ canInstall: deferred !== null && !installed, installed });
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; the offer is used up either way (spec: offered, then dismissed). */
export async function promptInstall(): Promise<boolean> {
  if (!deferred) return false;
  const event = deferred;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  notify();
  return outcome === 'accepted';
}
