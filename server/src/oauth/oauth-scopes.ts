import type { AppScope } from '../common/app-access';
import { APP_SCOPE_NAMES, isAppScope } from '../common/app-scope-check';
import { msg } from '../i18n';

/** The scopes an app may ask for: those of the guards' table (common/app-scope-check.ts), fine-grained ones and aliases. */
export const OAUTH_SCOPE_NAMES: readonly AppScope[] = APP_SCOPE_NAMES;

/**
 * Sign in with Pen (OpenID Connect, issue 45): who the member is, not what the app may do on the
 * API. `openid` gives an ID token and `sub` (the member's id, which never changes); `profile` and
 * `email` add claims to userinfo. `profile` is also the API's scope for the member's own profile
 * (`GET /api/auth/profile-user-info`, issue 45): one word, one permission, so the consent page
 * lists it once, in the API's words; `openid` and `email` open no API route.
 */
export const OIDC_SCOPES = {
  openid: { claims: ['sub'], allows: msg('Know which Pen member you are (a number that never changes), to sign you in') },
  profile: { claims: ['name', 'picture', 'locale'], allows: msg('See your name, your profile picture and the language you use Pen in') },
  email: { claims: ['email', 'email_verified'], allows: msg('See your e-mail address and whether you have confirmed it') },
} as const;
export type OidcScope = keyof typeof OIDC_SCOPES;
export const OIDC_SCOPE_NAMES = Object.keys(OIDC_SCOPES) as OidcScope[];

function asked(scope: unknown): string[] {
  return typeof scope === 'string' ? scope.split(' ') : [];
}

/**
 * The Pen scopes among those requested (others, such as offline_access, are the protocol's);
 * `read` when none is named, unless the app asks only to sign the member in (`openid`): then it
 * gets no API scope at all.
 */
export function requestedScopes(scope: unknown): AppScope[] {
  const list = asked(scope);
  const scopes = OAUTH_SCOPE_NAMES.filter((s) => list.includes(s));
  return scopes.length || list.includes('openid') ? scopes : ['read'];
}

/** The OpenID Connect scopes requested; `profile` and `email` count only with `openid`. */
export function requestedOidcScopes(scope: unknown): OidcScope[] {
  const list = asked(scope);
  return list.includes('openid') ? OIDC_SCOPE_NAMES.filter((s) => list.includes(s)) : [];
}

export function toAppScopes(scope: string | undefined): AppScope[] {
  return (scope ?? '').split(' ').filter(isAppScope);
}
