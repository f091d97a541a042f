import { ForbiddenException } from '@nestjs/common';
import type { AppAccess, AppScope } from './app-access';

export const ACCOUNT_ONLY_MESSAGE = 'API keys and apps cannot manage the account: sign in to Pen to do this';
export const READ_ONLY_KEY_MESSAGE = 'This key can only read';
export const WRITE_ONLY_KEY_MESSAGE = 'This key cannot read';

const READING_METHODS = new Set(['GET', 'HEAD']);

/**
 * Refuses (403) a request made with an app credential the route does not admit: never account
 * management; otherwise the route's declared scopes (for OAuth apps `notifications` counts only
 * for them), else `read` to read and `write` to change anything.
 */
export function assertAppMayCall(app: AppAccess, method: string, route: { accountOnly?: boolean; scopes?: readonly AppScope[] }): void {
  if (route.accountOnly) throw new ForbiddenException(ACCOUNT_ONLY_MESSAGE);
  const base: AppScope = READING_METHODS.has(method) ? 'read' : 'write';
  const declared = route.scopes ?? [];
  const needed = new Set<AppScope>(declared.some((s) => s !== 'notifications') ? declared.filter((s) => s !== 'notifications') : [base]);
  if (app.kind === 'oauth' && declared.includes('notifications')) needed.add('notifications');
  for (const scope of needed) {
    if (app.scopes.includes(scope)) continue;
    if (app.kind === 'api_key') throw new ForbiddenException(scope === 'write' ? READ_ONLY_KEY_MESSAGE : WRITE_ONLY_KEY_MESSAGE);
    throw new ForbiddenException(`This app was not given the "${scope}" permission`);
  }
}
