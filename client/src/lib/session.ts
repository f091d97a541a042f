import { type TokenStore } from '@pen/sdk';
import { storedFlag } from './stored-flag';

const TOKEN_KEY = 'accessToken';

/** The access token of this tab, if any. */
export function getAccessToken(): string | null {
  return memberTokenStore().get();
}

/** Stores the access token of this tab (null: none, the member is signed out). */
export function setAccessToken(token: string | null): void {
  memberTokenStore().set(token);
}

/** True when an access token is in session storage (the spec's signed-in test for routing). */
export function hasToken(): boolean {
  return Boolean(getAccessToken());
}

/**
 * Whether a member has been signed in in this tab since the last sign-out. Kept apart from the
 * token itself: when a refresh fails the SDK removes the token and only then reports "signed
 * out", so the token can no longer tell a member whose session ended from a visitor.
 */
let memberSession = false;

export function hadMemberSession(): boolean {
  return memberSession;
}

export function forgetMemberSession(): void {
  memberSession = false;
}

/**
 * A note in local storage that this browser holds a member session (a refresh cookie), set
 * whenever a token is obtained (sign-in, registration, refresh) and removed when the server
 * gives none or on sign-out. The refresh cookie itself is httpOnly, so without this note the
 * app could only find out by asking, and a visitor's first load would then always end in a 401.
 */
const signedInNote = storedFlag(() => localStorage, 'pen.signedIn');

/** Where storage is refused, the app start asks the server only when a token is held. */
function noteSignedIn(signedIn: boolean): void {
  signedInNote.set(signedIn);
  if (signedIn) return;
  verifiedNote.set(false);
  passwordNotice.set(false);
}

/**
 * A note that the member signed in in this browser has a verified e-mail address, as the server
 * last said (see noteVerified), removed with the session note. Only a verified member may read
 * the feed: with this note the dashboard asks for it together with the profile on the next
 * visit, and without it (a first visit, an unverified member) only once the profile says so,
 * so an unverified member's dashboard never sends a request the server refuses.
 */
const verifiedNote = storedFlag(() => localStorage, 'pen.verified');

/** Where storage is refused, the dashboard waits for the profile before asking for the feed. */
export function noteVerified(verified: boolean): void {
  verifiedNote.set(verified);
}

/**
 * A note that the server suggested a new password at this browser's sign-in (password_change_suggested):
 * the app shows a notice until the member changes the password or dismisses it, and sign-out
 * removes it with the session note.
 */
const passwordNotice = storedFlag(() => localStorage, 'pen.passwordChangeSuggested');

export function notePasswordChangeSuggested(suggested: boolean): void {
  passwordNotice.set(suggested);
}

export function passwordChangeSuggested(): boolean {
  return passwordNotice.isSet();
}

export function knownVerified(): boolean {
  return verifiedNote.isSet();
}

/**
 * Whether a member may be signed in in this browser: a token in this tab, or the note of a
 * session (a member who closed the tab and came back still has the refresh cookie).
 */
export function mayHaveSession(): boolean {
  return hasToken() || signedInNote.isSet();
}

/**
 * The SDK's token storage (session storage, key accessToken, as the spec says) that also
 * notes when a member holds a token, whoever wrote it (login, refresh, another tab's code).
 */
export function memberTokenStore(): TokenStore {
  return {
    get: () => {
      let token: string | null = null;
      try {
        token = sessionStorage.getItem(TOKEN_KEY);
      } catch {
        // storage unavailable: nobody is signed in
      }
      if (token) memberSession = true;
      return token;
    },
    set: (token) => {
      try {
        if (token) sessionStorage.setItem(TOKEN_KEY, token);
        else sessionStorage.removeItem(TOKEN_KEY);
      } catch {
        // storage unavailable (private mode): the session lasts as long as this page
      }
      if (token) memberSession = true;
      // A null comes from sign-out or from a refresh the server refused: no session either way.
      noteSignedIn(Boolean(token));
    },
  };
}
