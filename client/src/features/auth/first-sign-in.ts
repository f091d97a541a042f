/**
 * Whether this tab's sign-in was the member's first ever (the sign-in answer's `first_sign_in`),
 * so the dashboard greets "Welcome" rather than "Welcome back" (issue 41). Kept for the tab: a
 * reload still greets the same way, a later sign-in overwrites it.
 */
const KEY = 'pen.firstSignIn';

export function noteFirstSignIn(first: boolean): void {
  try {
    if (first) sessionStorage.setItem(KEY, '1');
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the greeting says "Welcome back".
  }
}

export function isFirstSignIn(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
