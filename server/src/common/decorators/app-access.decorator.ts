import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { FineAppScope } from '../app-access';
import type { AppsRefusedReason } from '../app-scope-check';

export const APPS_REFUSED = 'appsRefused';
export const APP_SCOPES = 'appScopes';
/** OpenAPI extension marking operations that API keys and OAuth apps may never call. */
export const ACCOUNT_ONLY_EXTENSION = 'x-account-only';

const refuseApps = (reason: AppsRefusedReason): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(APPS_REFUSED, reason), ApiExtension(ACCOUNT_ONLY_EXTENSION, true));

/**
 * Account management (password, e-mail, deletion, sessions and sign-out, API keys, apps, data
 * export): only the member themselves, signed in to Pen, may do it. A key or an app that could
 * would let a leaked credential take the account over, so they get 403 here whatever their scopes.
 */
export const AccountOnly = (): MethodDecorator & ClassDecorator => refuseApps('account');

/**
 * Operator tools (`@RequireRole` puts it on every moderator and paka route): only an operator
 * signed in to Pen. No scope of a key or an app reaches them, so a moderator's or a paka's app
 * never holds their powers (issue #38).
 */
export const OperatorOnly = (): MethodDecorator & ClassDecorator => refuseApps('operator');

/**
 * The fine-grained scope an API key or OAuth app needs for the route (issue 45; the table is
 * APP_SCOPE_RULES in common/app-scope-check.ts): `@AppScopes('prayer:write')`, or a pair on a
 * controller, `@AppScopes('posts:read', 'posts:write')`, the first for its reading routes
 * (GET/HEAD) and the second for the others. A method's own overrides its controller's. A route
 * without one needs `read` or `write` itself.
 */
export function AppScopes(scope: FineAppScope): MethodDecorator & ClassDecorator;
export function AppScopes(reading: Extract<FineAppScope, `${string}:read`>, changing: Extract<FineAppScope, `${string}:write`>): MethodDecorator & ClassDecorator;
export function AppScopes(...scopes: FineAppScope[]): MethodDecorator & ClassDecorator {
  return SetMetadata(APP_SCOPES, scopes);
}
