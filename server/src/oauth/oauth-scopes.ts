import type { AppScope } from '../common/app-access';

/** The scopes an app may ask for, with the words the consent page shows. */
export const OAUTH_SCOPES: Record<AppScope, string> = {
  read: 'See your posts, comments, groups, connections and profile, and everything you can see on Pen',
  write: 'Post, comment, like, and change your connections and groups for you',
  notifications: 'Read your notifications and mark them as read',
};

export const OAUTH_SCOPE_NAMES = Object.keys(OAUTH_SCOPES) as AppScope[];

function isAppScope(s: string): s is AppScope {
  return Object.hasOwn(OAUTH_SCOPES, s);
}

/** The Pen scopes among those requested (others, such as offline_access, are the protocol's); `read` when none is named. */
export function requestedScopes(scope: unknown): AppScope[] {
  const asked = typeof scope === 'string' ? scope.split(' ') : [];
  const scopes = OAUTH_SCOPE_NAMES.filter((s) => asked.includes(s));
  return scopes.length ? scopes : ['read'];
}

export function toAppScopes(scope: string | undefined): AppScope[] {
  return (scope ?? '').split(' ').filter(isAppScope);
}
