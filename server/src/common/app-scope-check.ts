import { ForbiddenException } from '@nestjs/common';
import { type AppAccess, type AppScope, FINE_APP_SCOPES, type FineAppScope } from './app-access';
import { type Message, msg } from '../i18n';

export const ACCOUNT_ONLY_MESSAGE = msg('API keys and apps cannot manage the account: sign in to Pen to do this').message;
export const OPERATOR_ONLY_MESSAGE = msg('API keys and apps cannot use moderation tools: sign in to Pen to do this').message;
export const READ_ONLY_KEY_MESSAGE = msg('This key can only read').message;
export const WRITE_ONLY_KEY_MESSAGE = msg('This key cannot read').message;

/** Reading routes (GET/HEAD): what `read`, and the first of a pair of `@AppScopes`, covers. */
export const READING_METHODS: readonly string[] = ['GET', 'HEAD'];

export interface AppScopeRule {
  /** What the member is told on the consent page (the API document and docs/operations.md too). */
  allows: string;
  /** An alias: the fine-grained scopes it stands for, on routes that read (`reading`), change (`changing`) or both. */
  alias?: { includes: readonly FineAppScope[]; on: 'reading' | 'changing' | 'any'; keysAlso?: readonly FineAppScope[] };
}

/**
 * What each scope lets an API key or OAuth app do (issues #38 and 45). Every route names the
 * fine-grained scope it needs with `@AppScopes` (common/decorators/app-access.decorator.ts); the
 * guard below checks it against this table, the API document lists it as the operation's
 * `security`, and the consent page and docs/operations.md show `allows` (the key form says the
 * same in shorter words, client/src/features/oauth/scope-labels.ts), so what a member is told is
 * what is enforced.
 *
 * `read` and `write` stay as aliases of their sets. `profile` (reading one's own profile) is in
 * `read`'s; changing the profile picture, language and e-mail notification setting needs `write`
 * itself, as no finer scope names it. `read` covers `notifications:read` for API keys only: OAuth apps
 * always asked for notifications on their own, so a member who allowed an app `read` was never
 * asked about them.
 */
export const APP_SCOPE_RULES: Record<AppScope, AppScopeRule> = {
  read: {
    allows:
      msg('See your posts, comments, prayer requests, groups, connections and profile (your e-mail address too), and everything else you can see on Pen as a member').message,
    alias: { includes: ['profile', 'posts:read', 'prayer:read', 'connections:read', 'groups:read'], on: 'reading', keysAlso: ['notifications:read'] },
  },
  write: {
    allows:
      msg('Post, comment, like, pray, report and upload pictures, videos and recordings for you; change your connections, blocks, groups, profile picture, reminders and e-mail notification setting; delete your posts and comments').message,
    alias: { includes: ['posts:write', 'prayer:write', 'connections:write', 'groups:write'], on: 'changing' },
  },
  profile: { allows: msg('See your profile on Pen: your name, profile picture, language, e-mail address and settings').message },
  'posts:read': { allows: msg('See the feed, posts, comments and prayer requests you can see on Pen').message },
  'posts:write': {
    allows: msg('Write posts and prayer requests, comment, like and report for you, upload their pictures, videos and recordings, change who sees your posts, and delete your posts and comments').message,
  },
  'prayer:read': { allows: msg('See who prayed for a prayer request, your prayer list, urgent prayer requests and your prayer reminder settings').message },
  'prayer:write': {
    allows: msg('Say that you prayed, commit to pray and end a commitment, mark your prayer requests answered, close or reopen them, and change your prayer reminders').message,
  },
  'connections:read': { allows: msg('See your connections and friend requests, the members you blocked or muted, and find members').message },
  'connections:write': { allows: msg('Send, accept and decline friend requests, remove connections, and block, mute or report members').message },
  'groups:read': { allows: msg('See your groups and the groups you can find, and the admin log of groups you run').message },
  'groups:write': { allows: msg('Create, join and leave groups, invite members, comment in groups, and run the groups you administer').message },
  'notifications:read': { allows: msg('Read your notifications and mark them as read').message },
  notifications: { allows: msg('Read your notifications and mark them as read').message, alias: { includes: ['notifications:read'], on: 'any' } },
};

/** Every scope a key or an app may ask for, in the table's order (the consent page lists them so). */
export const APP_SCOPE_NAMES = Object.keys(APP_SCOPE_RULES) as AppScope[];

export function isAppScope(s: string): s is AppScope {
  return Object.hasOwn(APP_SCOPE_RULES, s);
}

export function isFineAppScope(s: string): s is FineAppScope {
  return (FINE_APP_SCOPES as readonly string[]).includes(s);
}

/**
 * The scope a route needs from a key or an app: the one `@AppScopes` names; with a pair, the
 * first on a reading route and the second on one that changes something; a route that names none
 * needs the alias itself (`read` to read, `write` to change), so only a key or an app holding it
 * reaches a route nobody has classified yet.
 */
export function neededScope(method: string, declared: readonly FineAppScope[] | undefined): AppScope {
  const reading = READING_METHODS.includes(method.toUpperCase());
  if (!declared?.length) return reading ? 'read' : 'write';
  return declared.length === 1 || reading ? declared[0] : declared[1];
}

/** Whether a route needing `need` reads or changes: by the scope's name, `profile` (and aliases) by the method. */
function changes(need: AppScope, method: string): boolean {
  if (need.endsWith(':read') || need === 'read') return false;
  if (need.endsWith(':write') || need === 'write') return true;
  return !READING_METHODS.includes(method.toUpperCase());
}

/** Whether holding `held` lets a key or an app (`kind`) call a route that needs `need`. */
export function scopeCovers(held: AppScope, need: AppScope, method: string, kind: AppAccess['kind']): boolean {
  if (held === need) return true;
  const alias = APP_SCOPE_RULES[held].alias;
  if (!alias || !isFineAppScope(need)) return false;
  const included = alias.includes.includes(need) || (kind === 'api_key' && (alias.keysAlso ?? []).includes(need));
  if (!included) return false;
  return alias.on === 'any' || alias.on === (changes(need, method) ? 'changing' : 'reading');
}

/** The names that give a route's scope: the scope itself and the aliases covering it (the API document says them). */
export function scopesCovering(need: AppScope, method: string, kind: AppAccess['kind']): AppScope[] {
  return APP_SCOPE_NAMES.filter((s) => scopeCovers(s, need, method, kind));
}

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

/** A 403 for a scope the credential lacks: the filter adds `WWW-Authenticate: Bearer error="insufficient_scope"` (RFC 6750 3.1). */
export class InsufficientScopeException extends ForbiddenException {
  constructor(
    message: string | Message,
    readonly scope: AppScope,
  ) {
    super(message);
  }
}

/**
 * Refuses (403) a request made with an app credential the route does not admit: never account
 * management nor operator tools; otherwise the credential must hold the scope the route needs, or
 * an alias covering it (APP_SCOPE_RULES).
 */
export function assertAppMayCall(app: AppAccess, method: string, route: { refused?: AppsRefusedReason; scopes?: readonly FineAppScope[] }): void {
  if (route.refused) throw new ForbiddenException(APP_REFUSED_ROUTES[route.refused].message);
  const need = neededScope(method, route.scopes);
  if (app.scopes.some((held) => scopeCovers(held, need, method, app.kind))) return;
  if (app.kind === 'oauth') throw new InsufficientScopeException(msg('This app was not given the "{scope}" permission', { scope: need }), need);
  // A key made before issue 45 holds `read` or `write` only: it keeps the words it always had.
  if (app.scopes.every((s) => s === 'read' || s === 'write')) {
    throw new InsufficientScopeException(changes(need, method) ? READ_ONLY_KEY_MESSAGE : WRITE_ONLY_KEY_MESSAGE, need);
  }
  throw new InsufficientScopeException(msg('This key was not given the "{scope}" permission', { scope: need }), need);
}
