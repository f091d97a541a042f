import type { QueryClient } from '@tanstack/react-query';
import { endPushSubscription } from '../pwa/push-subscription';
import { clearStoredConsent } from './cookie-consent';
import { forgetMemberSession, hadMemberSession } from './session';
import { pen } from './sdk';
import { setAccessToken } from './session';

export const SIGNED_OUT_PATH = '/login';

/** Moves to a path within the app (the router's navigate once the app is mounted). */
export type GoTo = (path: string) => void;

interface Bindings {
  queryClient?: QueryClient;
  goTo: GoTo;
}

// Before the router is mounted, a full page load is the only way to change the page.
const fallbackGoTo: GoTo = (path) => window.location.replace(path);
const bindings: Bindings = { goTo: fallbackGoTo };

/**
 * Gives sign-out the app's query cache and the router's navigation (SignOutBinding does this
 * inside the router). Returns the undo, for unmounting.
 */
export function bindSignOut(next: { queryClient: QueryClient; goTo: GoTo }): () => void {
  bindings.queryClient = next.queryClient;
  bindings.goTo = next.goTo;
  return () => {
    if (bindings.goTo !== next.goTo) return;
    bindings.queryClient = undefined;
    bindings.goTo = fallbackGoTo;
  };
}

/**
 * The one logout of the app (spec 000 §4): removes the access token and the stored cookie
 * consent, asks the server to remove the refresh cookie (which ends the device session, its
 * notification stream and its push subscription), unsubscribes the browser from push, clears
 * all member state (the query cache) and goes to /login. Used by the settings' log out, account deletion, the e-mail
 * change, failed device-session checks and the SDK's "no token can be obtained". Never throws:
 * signing out must always work locally.
 */
export async function signOut(options: { redirect?: boolean } = {}): Promise<void> {
  forgetMemberSession();
  setAccessToken(null);
  clearStoredConsent();
  // Alongside the cookie call: the next member on this browser must not get this one's pushes.
  const pushEnded = endPushSubscription();
  try {
    // Before the cache is cleared: a query refetching meanwhile could otherwise renew the
    // session with the cookie that is about to go.
    await pen.auth.removeCookie();
  } catch {
    // Offline: the cookie expires with its session; locally the member is signed out already.
  }
  await pushEnded;
  // A refresh that raced the removal must not leave a token (or a member session) behind.
  setAccessToken(null);
  forgetMemberSession();
  bindings.queryClient?.clear();
  if (options.redirect !== false) bindings.goTo(SIGNED_OUT_PATH);
}

/**
 * The SDK's onUnauthenticated: no token could be obtained. Signs out a member whose session
 * ended; for a visitor (never signed in, or already signed out) it does nothing, so a page that
 * asks for member data on /login cannot start a sign-out loop.
 */
export function signOutEndedSession(): void {
  if (!hadMemberSession()) return;
  void signOut();
}
