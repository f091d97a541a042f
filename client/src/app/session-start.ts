import { checkDeviceSession, refreshSession, refreshWhenVisible } from '../features/auth/session';

/**
 * What the app does once before it shows any page (spec: "App start: the session is refreshed").
 * The refresh cookie gives a new access token when the member is signed in; the route guards
 * then send / and /login to /dashboard. The device-session check signs out a device whose
 * session was ended elsewhere. The session is refreshed again whenever the tab becomes visible.
 * Always resolves: a failed refresh simply leaves the visitor signed out.
 */
export async function startSession(): Promise<void> {
  refreshWhenVisible();
  try {
    if (await refreshSession()) await checkDeviceSession();
  } catch {
    // offline or server down: start signed out
  }
}
