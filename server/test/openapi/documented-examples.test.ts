import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMember } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

/**
 * The request examples of openapi.json that integrators send as they are (issue 45: the sign-up
 * and app examples used to answer 400): each, exactly as documented, is accepted by the server.
 * This file has its own database, so the documented e-mail address is free.
 */
type Json = Record<string, any>;
const doc = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'openapi.json'), 'utf8')) as Json;

/** The documented example of the operation's JSON request body (its schema's `example`). */
function requestExample(path: string, method: string): Json {
  const ref = doc.paths[path][method].requestBody.content['application/json'].schema.$ref as string;
  const example = doc.components.schemas[ref.split('/').pop()!].example as Json;
  expect(example).toBeDefined();
  return example;
}

describe('the documented request examples', () => {
  let t: TestApp;
  let api: ReturnType<typeof http>;

  beforeAll(async () => {
    t = await startTestApp();
    api = http(t.url);
  });
  afterAll(() => t.close());

  it('registers with RegisterDto\'s example, then signs in with LoginDto\'s', async () => {
    const register = requestExample('/api/auth/register', 'post');
    const res = await api<{ accessToken: string; user_id: number }>('POST', '/api/auth/register', { body: register });
    expect(res.status).toBe(201);
    expect(res.body.user_id).toEqual(expect.any(Number));
    const { rows } = await t.db.query('SELECT user_name, bio, language FROM users WHERE user_id = $1', [res.body.user_id]);
    expect(rows[0]).toEqual({ user_name: register.user_name, bio: register.bio, language: register.language });

    const login = await api<{ accessToken: string; user: { user_id: number } }>('POST', '/api/auth/login', { body: requestExample('/api/auth/login', 'post') });
    expect(login.status).toBe(200);
    expect(login.body.user.user_id).toBe(res.body.user_id);
  });

  it('registers an OAuth app with CreateOAuthAppDto\'s example', async () => {
    const dev = await createMember(t, { userName: 'dev' });
    const body = requestExample('/api/oauth/apps', 'post');
    const res = await api<{ app: Json }>('POST', '/api/oauth/apps', { token: dev.token, body });
    expect(res.status).toBe(201);
    expect(res.body.app).toMatchObject({ name: body.name, website: body.website, redirectUris: body.redirectUris, confidential: body.confidential });
  });
});
