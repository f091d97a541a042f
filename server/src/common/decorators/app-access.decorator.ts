import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { AppScope } from '../app-access';

export const ACCOUNT_ONLY = 'accountOnly';
export const APP_SCOPES = 'appScopes';
/** OpenAPI extension marking operations that API keys and OAuth apps may never call. */
export const ACCOUNT_ONLY_EXTENSION = 'x-account-only';

/**
 * Account management (password, e-mail, deletion, sessions and sign-out, API keys, apps, data
 * export): only the member themselves, signed in to Pen, may do it. A key or an app that could
 * would let a leaked credential take the account over, so they get 403 here whatever their scopes.
 */
export const AccountOnly = (): MethodDecorator & ClassDecorator => applyDecorators(SetMetadata(ACCOUNT_ONLY, true), ApiExtension(ACCOUNT_ONLY_EXTENSION, true));

/**
 * Scopes an app credential needs for the route, instead of the method's default (GET/HEAD `read`,
 * others `write`): e.g. a POST that only reads, or the notification routes an OAuth app reaches
 * only with `notifications` (API keys, made by the member, have no such scope and need none).
 */
export const AppScopes = (...scopes: AppScope[]): MethodDecorator & ClassDecorator => SetMetadata(APP_SCOPES, scopes);
