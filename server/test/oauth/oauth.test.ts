import { AppCredentials } from '../../src/common/app-access';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { authorize, obtainCode, pkcePair, REDIRECT_URI, tokenRequest } from './oauth-flow';

describe('OAuth 2.1 apps (issue #30)', () => {
  let t: TestApp;
  let api: ReturnType<typeof http>;
  let dev: Member;
  let alice: Member;
  let clientId: string;

  beforeAll(async () => {
    t = await startTestApp();
    api = http(t.url);
    dev = await createMember(t, { userName: 'dev' });
    alice = await createMember(t, { userName: 'alice' });
    const res = await api<{ app: { clientId: string } }>('POST', '/api/oauth/apps', { token: dev.token, body: { name: 'Verse Bot', redirectUris: [REDIRECT_URI], website: 'https://verse.example.org' } });
    expect(res.status).toBe(201);
    clientId = res.body.app.clientId;
  });

  afterAll(async () => t?.close());

  it('publishes RFC 8414 metadata: code + PKCE S256 only, refresh, revocation, the three scopes', async () => {
    const res = await fetch(`${t.url}/.well-known/oauth-authorization-server`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(t.settings.publicUrl);
    expect(doc.authorization_endpoint).toBe(`${t.url}/oauth/auth`);
    expect(doc.token_endpoint).toBe(`${t.url}/oauth/token`);
    expect(doc.revocation_endpoint).toBe(`${t.url}/oauth/token/revocation`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(doc.grant_types_supported).not.toContain('implicit');
    expect(doc.grant_types_supported).not.toContain('password');
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['read', 'write', 'notifications']));
  });

  it('answers CORS preflights from a registered app’s origin, not from others', async () => {
    const preflight = (path: string, origin: string) =>
      fetch(`${t.url}${path}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    const appOrigin = new URL(REDIRECT_URI).origin;
    const token = await preflight('/oauth/token', appOrigin);
    expect(token.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(token.headers.get('access-control-allow-credentials')).toBeNull();
    expect((await preflight('/oauth/token', 'https://elsewhere.example.org')).headers.get('access-control-allow-origin')).toBeNull();
    const apiCall = await preflight('/api/posts/create-post', appOrigin);
    expect(apiCall.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect((await preflight('/api/posts/create-post', 'https://elsewhere.example.org')).headers.get('access-control-allow-origin')).toBeNull();
  });

  describe('app registration', () => {
    it('lists the member’s own apps only and refuses bad redirect URIs', async () => {
      const mine = await api<{ apps: { clientId: string; name: string; redirectUris: string[] }[] }>('GET', '/api/oauth/apps', { token: dev.token });
      expect(mine.body.apps).toEqual([expect.objectContaining({ clientId, name: 'Verse Bot', redirectUris: [REDIRECT_URI], website: 'https://verse.example.org' })]);
      expect((await api<{ apps: unknown[] }>('GET', '/api/oauth/apps', { token: alice.token })).body.apps).toEqual([]);

      for (const [uris, message] of [
        [['http://evil.example.org/cb'], 'a redirect URI must use https'],
        [['https://app.example.org/cb#frag'], 'must not have a fragment'],
        [['not a url'], 'is not a URL'],
        [[], 'redirectUris needs at least one URL'],
      ] as const) {
        const res = await api<{ message: string }>('POST', '/api/oauth/apps', { token: dev.token, body: { name: 'X', redirectUris: uris } });
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body.message)).toContain(message);
      }
      const noName = await api('POST', '/api/oauth/apps', { token: dev.token, body: { name: '', redirectUris: ['https://a.org/cb'] } });
      expect(noName.status).toBe(400);
      const extra = await api('POST', '/api/oauth/apps', { token: dev.token, body: { name: 'X', redirectUris: ['https://a.org/cb'], secret: 'x' } });
      expect(extra.status).toBe(400);
      expect((await api('POST', '/api/oauth/apps', { body: { name: 'X', redirectUris: ['https://a.org/cb'] } })).status).toBe(401);
    });

    it('deletes only one’s own app', async () => {
      const created = await api<{ app: { clientId: string } }>('POST', '/api/oauth/apps', { token: dev.token, body: { name: 'Temp', redirectUris: ['https://temp.example.org/cb'] } });
      expect((await api('DELETE', `/api/oauth/apps/${created.body.app.clientId}`, { token: alice.token })).status).toBe(404);
      expect((await api('DELETE', `/api/oauth/apps/${created.body.app.clientId}`, { token: dev.token })).status).toBe(200);
      expect((await api('DELETE', `/api/oauth/apps/${created.body.app.clientId}`, { token: dev.token })).status).toBe(404);
    });
  });

  describe('authorization code + PKCE', () => {
    it('refuses requests without PKCE or with the plain method (on Pen’s page: no redirect before consent, issue #38)', async () => {
      const base = { client_id: clientId, response_type: 'code', redirect_uri: REDIRECT_URI, scope: 'read' };
      const none = await authorize(t, base);
      expect(none.uid).toBe('');
      expect(none.response.status).toBe(400);
      expect(none.response.headers.get('location')).toBeNull();
      expect(await none.response.text()).toContain('invalid_request');
      const plain = await authorize(t, { ...base, code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' });
      expect(plain.uid).toBe('');
      expect(plain.response.status).toBe(400);
      expect(await plain.response.text()).toContain('invalid_request');
      const implicit = await authorize(t, { ...base, response_type: 'token', code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
      expect(implicit.uid).toBe('');
    });

    it('shows the consent page’s details only to the browser that started the request', async () => {
      const { challenge } = pkcePair();
      const a = await authorize(t, { client_id: clientId, response_type: 'code', redirect_uri: REDIRECT_URI, scope: 'read notifications', code_challenge: challenge, code_challenge_method: 'S256' });
      expect(a.uid).not.toBe('');
      const details = await api<{ app: { name: string; website: string }; scopes: { scope: string; description: string }[] }>('GET', `/api/oauth/interaction/${a.uid}`, { token: alice.token, headers: { cookie: a.apiCookie } });
      expect(details.status).toBe(200);
      expect(details.body.app).toEqual({ clientId, name: 'Verse Bot', website: 'https://verse.example.org' });
      expect(details.body.scopes.map((s) => s.scope)).toEqual(['read', 'notifications']);
      expect(details.body.scopes[0].description).toMatch(/See your posts/);
      // Without the cookie (someone else's link), nothing.
      expect((await api('GET', `/api/oauth/interaction/${a.uid}`, { token: alice.token })).status).toBe(404);
      expect((await api('GET', `/api/oauth/interaction/${a.uid}`, { headers: { cookie: a.apiCookie } })).status).toBe(401);
    });

    it('denying sends access_denied back to the app', async () => {
      const { challenge } = pkcePair();
      const denied = await obtainCode(t, clientId, alice.token, challenge, 'read', false);
      expect(denied.code).toBeNull();
      expect(denied.location).toContain(`${REDIRECT_URI}?error=access_denied`);
    });

    it('issues tokens for the code with the right verifier, rotates refresh tokens, and revokes', async () => {
      const { verifier, challenge } = pkcePair();
      const { code } = await obtainCode(t, clientId, alice.token, challenge, 'read');
      expect(code).toBeTruthy();

      // A wrong verifier is refused (and the code cannot be replayed after a success).
      const wrong = await tokenRequest(t, { grant_type: 'authorization_code', code: code!, redirect_uri: REDIRECT_URI, client_id: clientId, code_verifier: pkcePair().verifier });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toBe('invalid_grant');

      const { code: code2 } = await obtainCode(t, clientId, alice.token, challenge, 'read');
      const tokens = await tokenRequest(t, { grant_type: 'authorization_code', code: code2!, redirect_uri: REDIRECT_URI, client_id: clientId, code_verifier: verifier });
      expect(tokens.status).toBe(200);
      expect(tokens.body).toMatchObject({ token_type: 'Bearer', scope: 'read' });
      expect(tokens.body.access_token).toBeTruthy();
      expect(tokens.body.refresh_token).toBeTruthy();

      // The token works against the API for alice.
      const me = await api('GET', '/api/posts/my-posts', { token: tokens.body.access_token });
      expect(me.status).toBe(200);

      // Refresh rotation: the old refresh token is refused once used.
      const refreshed = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token, client_id: clientId });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.refresh_token).not.toBe(tokens.body.refresh_token);
      const reused = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token, client_id: clientId });
      expect(reused.status).toBe(400);
      expect(reused.body.error).toBe('invalid_grant');

      // Revocation (RFC 7009) of an access token.
      const { code: code3 } = await obtainCode(t, clientId, alice.token, challenge, 'read');
      const fresh = await tokenRequest(t, { grant_type: 'authorization_code', code: code3!, redirect_uri: REDIRECT_URI, client_id: clientId, code_verifier: verifier });
      expect((await api('GET', '/api/posts/my-posts', { token: fresh.body.access_token })).status).toBe(200);
      const revoked = await tokenRequest(t, { token: fresh.body.access_token, client_id: clientId }, '/oauth/token/revocation');
      expect(revoked.status).toBe(200);
      expect((await api('GET', '/api/posts/my-posts', { token: fresh.body.access_token })).status).toBe(401);
    });

    it('a read token cannot write, apps cannot manage apps, and disconnecting ends every token', async () => {
      const { verifier, challenge } = pkcePair();
      const { code } = await obtainCode(t, clientId, alice.token, challenge, 'read');
      const tokens = await tokenRequest(t, { grant_type: 'authorization_code', code: code!, redirect_uri: REDIRECT_URI, client_id: clientId, code_verifier: verifier });
      const token = tokens.body.access_token;
      expect((await api('POST', '/api/posts/create-post', { token, body: { content: 'from an app' } })).status).toBe(403);
      expect((await api('GET', '/api/oauth/connected-apps', { token })).status).toBe(403);

      const connected = await api<{ apps: { clientId: string; name: string; scopes: string[]; since: string }[] }>('GET', '/api/oauth/connected-apps', { token: alice.token });
      expect(connected.body.apps).toEqual([expect.objectContaining({ clientId, name: 'Verse Bot', scopes: ['read'] })]);

      const registry = t.app.get(AppCredentials);
      const access = { kind: 'oauth' as const, id: (await t.db.query<{ grant_id: string }>(`SELECT grant_id FROM oauth_grants WHERE user_id = $1`, [alice.userId])).rows[0].grant_id, clientId, scopes: ['read' as const] };
      expect(await registry.stillValid(alice.userId, access)).toBe(true);
      expect((await api('DELETE', `/api/oauth/connected-apps/${clientId}`, { token: alice.token })).status).toBe(200);
      expect(await registry.stillValid(alice.userId, access)).toBe(false);
      expect((await api('GET', '/api/posts/my-posts', { token })).status).toBe(401);
      const refresh = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token, client_id: clientId });
      expect(refresh.status).toBe(400);
      expect((await api<{ apps: unknown[] }>('GET', '/api/oauth/connected-apps', { token: alice.token })).body.apps).toEqual([]);
      expect((await api('DELETE', `/api/oauth/connected-apps/${clientId}`, { token: alice.token })).status).toBe(404);
    });

    it('deleting an app ends every member’s tokens for it', async () => {
      const created = await api<{ app: { clientId: string } }>('POST', '/api/oauth/apps', { token: dev.token, body: { name: 'Short lived', redirectUris: [REDIRECT_URI] } });
      const shortLived = created.body.app.clientId;
      const { verifier, challenge } = pkcePair();
      const { code } = await obtainCode(t, shortLived, alice.token, challenge, 'read');
      const tokens = await tokenRequest(t, { grant_type: 'authorization_code', code: code!, redirect_uri: REDIRECT_URI, client_id: shortLived, code_verifier: verifier });
      expect((await api('GET', '/api/posts/my-posts', { token: tokens.body.access_token })).status).toBe(200);
      expect((await api('DELETE', `/api/oauth/apps/${shortLived}`, { token: dev.token })).status).toBe(200);
      expect((await api('GET', '/api/posts/my-posts', { token: tokens.body.access_token })).status).toBe(401);
      // The app itself is gone: the token endpoint no longer knows the client.
      const refresh = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token, client_id: shortLived });
      expect(refresh.status).toBe(401);
      expect(refresh.body.error).toBe('invalid_client');
    });

    it('a suspended member’s tokens stop at once', async () => {
      const bob = await createMember(t, { userName: 'bob' });
      const { verifier, challenge } = pkcePair();
      const { code } = await obtainCode(t, clientId, bob.token, challenge, 'read');
      const tokens = await tokenRequest(t, { grant_type: 'authorization_code', code: code!, redirect_uri: REDIRECT_URI, client_id: clientId, code_verifier: verifier });
      expect((await api('GET', '/api/posts/my-posts', { token: tokens.body.access_token })).status).toBe(200);
      await t.db.query(`UPDATE users SET status = 'suspended' WHERE user_id = $1`, [bob.userId]);
      expect((await api('GET', '/api/posts/my-posts', { token: tokens.body.access_token })).status).toBe(401);
    });

    it('an app whose owner is suspended stops working', async () => {
      const owner = await createMember(t, { userName: 'owner' });
      const created = await api<{ app: { clientId: string } }>('POST', '/api/oauth/apps', { token: owner.token, body: { name: 'Owned', redirectUris: [REDIRECT_URI] } });
      const owned = created.body.app.clientId;
      const { verifier, challenge } = pkcePair();
      const { code } = await obtainCode(t, owned, alice.token, challenge, 'read');
      const tokens = await tokenRequest(t, { grant_type: 'authorization_code', code: code!, redirect_uri: REDIRECT_URI, client_id: owned, code_verifier: verifier });
      expect((await api('GET', '/api/posts/my-posts', { token: tokens.body.access_token })).status).toBe(200);
      await t.db.query(`UPDATE users SET status = 'suspended' WHERE user_id = $1`, [owner.userId]);
      expect((await api('GET', '/api/posts/my-posts', { token: tokens.body.access_token })).status).toBe(401);
      expect((await authorize(t, { client_id: owned, response_type: 'code', redirect_uri: REDIRECT_URI, scope: 'read', code_challenge: challenge, code_challenge_method: 'S256' })).uid).toBe('');
    });
  });
});
