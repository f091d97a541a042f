import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ForbiddenException } from '@nestjs/common';
import type { AppAccess } from './app-access';
import {
  ACCOUNT_ONLY_MESSAGE,
  APP_REFUSED_ROUTES,
  APP_SCOPE_RULES,
  assertAppMayCall,
  InsufficientScopeException,
  neededScope,
  OPERATOR_ONLY_MESSAGE,
  READ_ONLY_KEY_MESSAGE,
  scopesCovering,
  WRITE_ONLY_KEY_MESSAGE,
} from './app-scope-check';

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
    expect(refusal(oauth('write'), 'GET')).toBe('This app was not given the "read" permission');
  });

  it('never admits account management, whatever the scopes', () => {
    expect(refusal(key('read', 'write'), 'GET', { refused: 'account' })).toBe(ACCOUNT_ONLY_MESSAGE);
    expect(refusal(oauth('read', 'write', 'notifications'), 'POST', { refused: 'account' })).toBe(ACCOUNT_ONLY_MESSAGE);
    expect(refusal(key('profile', 'posts:write'), 'PUT', { refused: 'account', scopes: ['profile'] })).toBe(ACCOUNT_ONLY_MESSAGE);
  });

  it('never admits operator tools, whatever the scopes (issue #38)', () => {
    expect(refusal(key('read'), 'GET', { refused: 'operator' })).toBe(OPERATOR_ONLY_MESSAGE);
    expect(refusal(oauth('read', 'write', 'notifications'), 'POST', { refused: 'operator' })).toBe(OPERATOR_ONLY_MESSAGE);
  });

  it('asks OAuth apps, not API keys holding read, for notifications on the notification routes', () => {
    const notes = { scopes: ['notifications:read'] as const };
    expect(refusal(key('read'), 'GET', notes)).toBeUndefined();
    expect(refusal(key('read'), 'PUT', notes)).toBeUndefined();
    expect(refusal(oauth('read'), 'GET', notes)).toBe('This app was not given the "notifications:read" permission');
    expect(refusal(oauth('read', 'notifications'), 'GET', notes)).toBeUndefined();
    expect(refusal(oauth('notifications:read'), 'PUT', notes)).toBeUndefined();
    expect(refusal(key('notifications:read'), 'POST', notes)).toBeUndefined();
    expect(refusal(key('write'), 'GET', notes)).toBe(WRITE_ONLY_KEY_MESSAGE);
  });

  it('holds fine-grained scopes to their routes; read and write stand for their sets (issue 45)', () => {
    const posts = { scopes: ['posts:read', 'posts:write'] as const };
    const pray = { scopes: ['prayer:write'] as const };
    expect(refusal(key('prayer:write'), 'POST', pray)).toBeUndefined();
    expect(refusal(key('prayer:write'), 'POST', posts)).toBe('This key was not given the "posts:write" permission');
    expect(refusal(key('posts:write'), 'POST', posts)).toBeUndefined();
    expect(refusal(key('posts:write'), 'GET', posts)).toBe('This key was not given the "posts:read" permission');
    expect(refusal(key('posts:write'), 'POST', pray)).toBe('This key was not given the "prayer:write" permission');
    expect(refusal(key('read'), 'GET', posts)).toBeUndefined();
    expect(refusal(key('write'), 'POST', pray)).toBeUndefined();
    expect(refusal(key('read'), 'POST', pray)).toBe(READ_ONLY_KEY_MESSAGE);
    expect(refusal(oauth('posts:read', 'groups:write'), 'POST', { scopes: ['groups:read', 'groups:write'] })).toBeUndefined();
    expect(refusal(oauth('posts:read'), 'DELETE', posts)).toBe('This app was not given the "posts:write" permission');
  });

  it('reads the profile with profile or read; a route no scope names needs read or write itself', () => {
    const profile = { scopes: ['profile'] as const };
    expect(refusal(key('profile'), 'GET', profile)).toBeUndefined();
    expect(refusal(oauth('read'), 'GET', profile)).toBeUndefined();
    expect(refusal(key('write'), 'GET', profile)).toBe(WRITE_ONLY_KEY_MESSAGE);
    expect(refusal(key('posts:read', 'posts:write', 'prayer:write'), 'PUT')).toBe('This key was not given the "write" permission');
    expect(refusal(key('write'), 'PUT')).toBeUndefined();
    expect(refusal(key('profile'), 'GET')).toBe('This key was not given the "read" permission');
  });

  it('names the missing scope for the WWW-Authenticate challenge', () => {
    try {
      assertAppMayCall(key('prayer:write'), 'POST', { scopes: ['posts:read', 'posts:write'] });
    } catch (err) {
      expect(err).toBeInstanceOf(InsufficientScopeException);
      expect((err as InsufficientScopeException).scope).toBe('posts:write');
    }
    expect.assertions(2);
  });

  it('says which scopes give a route, for the API document', () => {
    expect(scopesCovering('posts:write', 'POST', 'api_key')).toEqual(['write', 'posts:write']);
    expect(scopesCovering('notifications:read', 'GET', 'api_key')).toEqual(['read', 'notifications:read', 'notifications']);
    expect(scopesCovering('notifications:read', 'GET', 'oauth')).toEqual(['notifications:read', 'notifications']);
    expect(scopesCovering('profile', 'GET', 'oauth')).toEqual(['read', 'profile']);
    expect(neededScope('get', undefined)).toBe('read');
    expect(neededScope('DELETE', ['posts:read', 'posts:write'])).toBe('posts:write');
  });

  it('is what docs/operations.md tells operators and integrators, word for word', () => {
    const docs = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'operations.md'), 'utf8');
    for (const [scope, rule] of Object.entries(APP_SCOPE_RULES)) expect(docs).toContain(`| \`${scope}\` | ${rule.allows} |`);
    for (const refused of Object.values(APP_REFUSED_ROUTES)) expect(docs).toContain(` | ${refused.never} |`);
  });
});
