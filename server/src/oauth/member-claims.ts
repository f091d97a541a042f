import { DEFAULT_PROFILE_PICTURE, type UserEntity } from '../users';
import { OIDC_SCOPES, type OidcScope } from './oauth-scopes';

/** OpenID Connect claims about a member (OIDC Core 5.1), as userinfo and the ID token give them. */
export type MemberClaims = { sub: string } & Record<string, string | boolean>;

/**
 * The claims the granted scopes allow: `sub` always (the member's id as a string: it never changes,
 * unlike the name or the address); `profile`: name, picture (only one the member chose, as a
 * URL), locale (the language Pen speaks to them); `email`: the address and whether it is confirmed.
 */
export function memberClaims(user: UserEntity, scopes: ReadonlySet<string>, publicUrl: string): MemberClaims {
  const claims: MemberClaims = { sub: String(user.user_id) };
  const has = (scope: OidcScope) => scopes.has(scope);
  if (has('profile')) {
    claims.name = user.user_name;
    if (user.profile_picture && user.profile_picture !== DEFAULT_PROFILE_PICTURE) claims.picture = pictureUrl(user.profile_picture, publicUrl);
    claims.locale = user.language;
  }
  if (has('email')) {
    claims.email = user.email;
    claims.email_verified = user.verified === 1;
  }
  return claims;
}

/** The claims each scope holds, for the provider's `claims` setting. */
export function claimsByScope(): Record<string, string[]> {
  return Object.fromEntries(Object.entries(OIDC_SCOPES).map(([scope, v]) => [scope, [...v.claims]]));
}

/** A stored picture path as the absolute URL it is served at (/api/uploads/…), as the web client builds it. */
function pictureUrl(path: string, publicUrl: string): string {
  return /^https?:/.test(path) ? path : `${publicUrl}/api/${path.replace(/^\/+/, '').replace(/^api\//, '')}`;
}
