import { getAccessToken, type TokenStore } from '@pen/sdk';

const TOKEN_KEY = 'accessToken';

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
    },
  };
}
