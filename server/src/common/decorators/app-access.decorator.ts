import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { AppScope } from '../app-access';
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
 * Scopes an app credential needs for the route, instead of the method's default (GET/HEAD `read`,
 * others `write`): e.g. a POST that only reads, or the notification routes an OAuth app reaches
 * only with `notifications` (API keys, made by the member, have no such scope and need none).
 */
export const AppScopes = (...scopes: AppScope[]): MethodDecorator & ClassDecorator => SetMetadata(APP_SCOPES, scopes);
