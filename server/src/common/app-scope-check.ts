import { ForbiddenException } from '@nestjs/common';
import type { AppAccess, AppScope } from './app-access';
import { msg } from '../i18n';

export const ACCOUNT_ONLY_MESSAGE = msg('API keys and apps cannot manage the account: sign in to Pen to do this').message;
export const OPERATOR_ONLY_MESSAGE = msg('API keys and apps cannot use moderation tools: sign in to Pen to do this').message;
export const READ_ONLY_KEY_MESSAGE = msg('This key can only read').message;
export const WRITE_ONLY_KEY_MESSAGE = msg('This key cannot read').message;

/**
 * What each scope lets an API key or OAuth app do (issue #38). The guard below reads `methods`
 * (the scope a route needs unless it declares its own, see `@AppScopes`); the consent page, the
 * API document and docs/operations.md show `allows`, so what a member is told is what is enforced.
 */
export const APP_SCOPE_RULES: Record<AppScope, { methods: readonly string[]; allows: string }> = {
  read: {
    methods: ['GET', 'HEAD'],
    allows:
      msg('See your posts, comments, prayer requests, groups, connections and profile (your e-mail address too), and everything else you can see on Pen as a member').message,
  },
  write: {
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    allows:
      msg('Post, comment, like, pray, report and upload pictures, videos and recordings for you; change your connections, blocks, groups, profile picture, reminders and e-mail notification setting; delete your posts and comments').message,
  },
  // Asked for by the notification routes only (OAuth apps; API keys need only read or write there).
  notifications: { methods: [], allows: msg('Read your notifications and mark them as read').message },
};

/** Kinds of routes that no API key or OAuth app may call, whatever its scopes. */
export type AppsRefusedReason = 'account' | 'operator';

/**
 * Routes closed to every API key and OAuth app, with the guard's refusal and, for the consent
 * page, what that means for the member. A leaked key or a careless app must not take the account
 * over, nor act with a moderator's or a paka's powers (their routes are `@RequireRole`'s).
 */
export const APP_REFUSED_ROUTES: Record<AppsRefusedReason, { message: string; never: string }> = {
  account: {
    message: ACCOUNT_ONLY_MESSAGE,
    never: msg('Manage your account: change your name, e-mail address or password, see or end your sessions, make API keys, register or connect apps, export your data or delete the account').message,
  },
  operator: {
    message: OPERATOR_ONLY_MESSAGE,
    never: msg('Use moderator or administrator tools (reports, the member list, suspensions, roles, registration review), even if you are a moderator').message,
  },
};

/** The scope a route needs by its method alone (GET/HEAD `read`, any other `write`). */
function scopeOfMethod(method: string): AppScope {
  return (Object.keys(APP_SCOPE_RULES) as AppScope[]).find((s) => APP_SCOPE_RULES[s].methods.includes(method)) ?? 'write';
}

/**
 * Refuses (403) a request made with an app credential the route does not admit: never account
 * management nor operator tools; otherwise the route's declared scopes (for OAuth apps
 * `notifications` counts only for them), else the scope of its method (APP_SCOPE_RULES).
 */
export function assertAppMayCall(app: AppAccess, method: string, route: { refused?: AppsRefusedReason; scopes?: readonly AppScope[] }): void {
  if (route.refused) throw new ForbiddenException(APP_REFUSED_ROUTES[route.refused].message);
  const declared = route.scopes ?? [];
  const needed = new Set<AppScope>(declared.some((s) => s !== 'notifications') ? declared.filter((s) => s !== 'notifications') : [scopeOfMethod(method)]);
  if (app.kind === 'oauth' && declared.includes('notifications')) needed.add('notifications');
  for (const scope of needed) {
    if (app.scopes.includes(scope)) continue;
    if (app.kind === 'api_key') throw new ForbiddenException(scope === 'write' ? READ_ONLY_KEY_MESSAGE : WRITE_ONLY_KEY_MESSAGE);
    throw new ForbiddenException(msg('This app was not given the "{scope}" permission', { scope }));
  }
}
