import type { AppScope } from '../common/app-access';
import { APP_SCOPE_RULES } from '../common/app-scope-check';

/** The scopes an app may ask for: those of the guards' table (common/app-scope-check.ts). */
export const OAUTH_SCOPE_NAMES = Object.keys(APP_SCOPE_RULES) as AppScope[];

function isAppScope(s: string): s is AppScope {
  return Object.hasOwn(APP_SCOPE_RULES, s);
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
