import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ForbiddenException } from '@nestjs/common';
import type { AppAccess } from './app-access';
import { ACCOUNT_ONLY_MESSAGE, APP_REFUSED_ROUTES, APP_SCOPE_RULES, assertAppMayCall, OPERATOR_ONLY_MESSAGE, READ_ONLY_KEY_MESSAGE, WRITE_ONLY_KEY_MESSAGE } from './app-scope-check';

const key = (...scopes: AppAccess['scopes']): AppAccess => ({ kind: 'api_key', id: '1', clientId: '1', scopes });
const oauth = (...scopes: AppAccess['scopes']): AppAccess => ({ kind: 'oauth', id: 'g1', clientId: 'app1', scopes });

function refusal(app: AppAccess, method: string, route: Parameters<typeof assertAppMayCall>[2] = {}): string | undefined {
  try {
    assertAppMayCall(app, method, route);
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(ForbiddenException);
    return (err as ForbiddenException).message;
  }
}

describe('assertAppMayCall', () => {
  it('reads with read, changes with write, for GET/HEAD and every other method', () => {
    expect(refusal(key('read'), 'GET')).toBeUndefined();
    expect(refusal(key('read'), 'HEAD')).toBeUndefined();
    for (const m of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(refusal(key('read'), m)).toBe(READ_ONLY_KEY_MESSAGE);
    expect(refusal(key('write'), 'POST')).toBeUndefined();
    expect(refusal(key('write'), 'GET')).toBe(WRITE_ONLY_KEY_MESSAGE);
    expect(refusal(oauth('read'), 'DELETE')).toBe('This app was not given the "write" permission');
  });

  it('never admits account management, whatever the scopes', () => {
    expect(refusal(key('read', 'write'), 'GET', { refused: 'account' })).toBe(ACCOUNT_ONLY_MESSAGE);
    expect(refusal(oauth('read', 'write', 'notifications'), 'POST', { refused: 'account' })).toBe(ACCOUNT_ONLY_MESSAGE);
  });

  it('never admits operator tools, whatever the scopes (issue #38)', () => {
    expect(refusal(key('read'), 'GET', { refused: 'operator' })).toBe(OPERATOR_ONLY_MESSAGE);
    expect(refusal(oauth('read', 'write', 'notifications'), 'POST', { refused: 'operator' })).toBe(OPERATOR_ONLY_MESSAGE);
  });

  it('asks OAuth apps, not API keys, for notifications on the notification routes', () => {
    expect(refusal(key('read'), 'GET', { scopes: ['notifications'] })).toBeUndefined();
    expect(refusal(oauth('read'), 'GET', { scopes: ['notifications'] })).toBe('This app was not given the "notifications" permission');
    expect(refusal(oauth('read', 'notifications'), 'GET', { scopes: ['notifications'] })).toBeUndefined();
    expect(refusal(oauth('read', 'notifications'), 'PUT', { scopes: ['notifications'] })).toBe('This app was not given the "write" permission');
  });

  it('lets a route that only reads by POST ask for read instead of write', () => {
    expect(refusal(key('read'), 'POST', { scopes: ['read', 'notifications'] })).toBeUndefined();
    expect(refusal(oauth('read'), 'POST', { scopes: ['read', 'notifications'] })).toBe('This app was not given the "notifications" permission');
  });

  it('is what docs/operations.md tells operators and integrators, word for word', () => {
    const docs = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'operations.md'), 'utf8');
    for (const [scope, rule] of Object.entries(APP_SCOPE_RULES)) expect(docs).toContain(`| \`${scope}\` | ${rule.allows} |`);
    for (const refused of Object.values(APP_REFUSED_ROUTES)) expect(docs).toContain(` | ${refused.never} |`);
  });
});
