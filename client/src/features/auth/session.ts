import { AuthService, refreshAccessToken, setAccessToken } from '@pen/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { clearStoredConsent } from '../../lib/cookie-consent';
import { getDeviceId } from '../../lib/device';
import { hasToken } from '../../lib/session';

/**
 * Logout (spec 000 §4): clears the member's state, the access token and the stored cookie
 * consent, and asks the server to remove the refresh cookie (which also ends this device's
 * session). Never throws: signing out must always work locally.
 */
export async function logout(queryClient?: QueryClient): Promise<void> {
  setAccessToken(null);
  clearStoredConsent();
  queryClient?.clear();
  try {
    await AuthService.removeCookie();
  } catch {
    // Offline: the cookie expires with its session; locally the member is signed out already.
  }
}

/** The device-session check: signs out when this device no longer has a session on the server. */
export async function checkDeviceSession(): Promise<boolean> {
  if (!hasToken()) return false;
  try {
    const { ok } = await AuthService.checkSession({ deviceId: getDeviceId() });
    if (!ok) await logout();
    return ok;
  } catch {
    // A network failure is not a verdict; a 401 already cleared the token in the SDK.
    return hasToken();
  }
}

/** Refreshes the session; answers whether the member is (still) signed in. */
export async function refreshSession(): Promise<boolean> {
  const token = await refreshAccessToken();
  return Boolean(token);
}

let visibilityHooked = false;

/**
 * Refreshes the session again whenever the tab becomes visible (spec). When the session is
 * gone, the member lands on the sign-in page.
 */
export function refreshWhenVisible(): void {
  if (visibilityHooked || typeof document === 'undefined') return;
  visibilityHooked = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !hasToken()) return;
    void refreshSession().then(async (signedIn) => {
      if (signedIn) signedIn = await checkDeviceSession();
      if (!signedIn && !['/login', '/register', '/'].includes(window.location.pathname)) window.location.assign('/login');
    });
  });
}
