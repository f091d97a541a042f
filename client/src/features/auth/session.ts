import { getDeviceId } from '../../lib/device';
import { hasToken } from '../../lib/session';
import { signOut, signOutEndedSession } from '../../lib/sign-out';
import { pen } from '../../lib/sdk';

/** The device-session check: signs out when this device no longer has a session on the server. */
export async function checkDeviceSession(): Promise<boolean> {
  if (!hasToken()) return false;
  try {
    const { ok } = await pen.auth.checkSession({ query: { deviceId: getDeviceId() } });
    if (!ok) await signOut();
    return ok;
  } catch {
    // A network failure is not a verdict; a 401 already cleared the token in the SDK.
    return hasToken();
  }
}

/** Refreshes the session; answers whether the member is (still) signed in. */
export async function refreshSession(): Promise<boolean> {
  return pen.renewCredentials();
}

let visibilityHooked = false;

/**
 * Refreshes the session again whenever the tab becomes visible (spec). When the session is
 * gone, the member is signed out and lands on the sign-in page.
 */
export function refreshWhenVisible(): void {
  if (visibilityHooked || typeof document === 'undefined') return;
  visibilityHooked = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !hasToken()) return;
    void refreshSession().then(async (signedIn) => {
      // A failed device check signs out by itself; a failed refresh is an ended session.
      if (signedIn) await checkDeviceSession();
      else signOutEndedSession();
    });
  });
}
