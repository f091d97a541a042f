import { storedFlag } from '../../lib/stored-flag';

/**
 * Whether this tab's sign-in was the member's first ever (the sign-in answer's `first_sign_in`),
 * so the dashboard greets "Welcome" rather than "Welcome back" (issue 41). Kept for the tab: a
 * reload still greets the same way, a later sign-in overwrites it. Where storage is refused
 * (private mode) the greeting says "Welcome back".
 */
const firstSignIn = storedFlag(() => sessionStorage, 'pen.firstSignIn');

export function noteFirstSignIn(first: boolean): void {
  firstSignIn.set(first);
}

export function isFirstSignIn(): boolean {
  return firstSignIn.isSet();
}
