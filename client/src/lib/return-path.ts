/**
 * Where to go after signing in, for the few pages a visitor may be sent to from outside Pen (an
 * app's consent page, issue #30; a member's shared profile address, /u/{user_code}, issue 41).
 * Kept for this tab only; only those paths of Pen are taken, so no link can send a member
 * elsewhere after sign-in.
 */
const KEY = 'pen.returnPath';
const ALLOWED = /^\/(?:oauth\/consent\/[\w-]{1,100}|u\/[\w.%-]{1,200})$/;

export function rememberReturnPath(path: string): void {
  if (ALLOWED.test(path)) sessionStorage.setItem(KEY, path);
}

/** The remembered path, if any (read without forgetting it: a render may read it twice). */
export function peekReturnPath(): string | undefined {
  const path = sessionStorage.getItem(KEY);
  return path && ALLOWED.test(path) ? path : undefined;
}

/** Forgets the path once the member has been taken there, so a later sign-in goes to the dashboard. */
export function forgetReturnPath(): void {
  sessionStorage.removeItem(KEY);
}
