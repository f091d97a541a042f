import { checkDeviceSession, refreshSession, refreshWhenVisible } from '../features/auth/session';
import { mayHaveSession } from '../lib/session';

/**
 * Whether the app must wait for the start-up refresh before showing a page: only when a member
 * may be signed in (a token in this tab or the note of a session). A visitor sees the page at once.
 */
export function sessionStartBlocks(): boolean {
  return mayHaveSession();
}

/**
 * What the app does once before it shows any page (spec: "App start: the session is refreshed").
 * The refresh cookie gives a new access token when the member is signed in; the route guards
 * then send / and /login to /dashboard. The device-session check (in the background) signs out
 * a device whose session was ended elsewhere. The session is refreshed again whenever the tab becomes visible.
 * A browser without any sign of a session does not ask: the server would only answer 401 (an
 * error in the console of every visitor's first load). Always resolves: a failed refresh simply
 * leaves the visitor signed out.
 */
export async function startSession(): Promise<void> {
  refreshWhenVisible();
  if (!mayHaveSession()) return;
  try {
    // The device check does not hold the first page back: a refresh that worked means the session
    // is alive, and the rare device ended elsewhere is signed out as soon as the answer comes.
    if (await refreshSession()) void checkDeviceSession().catch(() => undefined);
  } catch {
    // offline or server down: start signed out
  }
}

let appStart: Promise<void> | undefined;

/**
 * The app start, begun once (`startSession` and the first page's chunk together). main.tsx
 * begins it before React's first render, so the refresh request leaves as soon as the script
 * has run instead of after the first render and its effects; AppStart then only waits for it.
 */
export function beginAppStart(firstPage: Promise<void> = Promise.resolve()): Promise<void> {
  appStart ??= Promise.all([startSession(), firstPage]).then(() => undefined);
  return appStart;
}
