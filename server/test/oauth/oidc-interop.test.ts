import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createMember, Member } from '../support/members';
import { freePort, http, startTestApp, TestApp } from '../support/test-app';
import { authorize, obtainCode, pkcePair, REDIRECT_URI, tokenRequest } from './oauth-flow';

const run = promisify(execFile);

/**
 * Runs one of the interop scripts (test/oauth/interop/*.mjs) with plain Node, as an integrator's
 * program: openid-client and oauth4webapi are ES modules only, and inside Jest's sandbox their
 * realm checks (Uint8Array, Response, URL) would meet objects of another realm. Each script
 * prints one JSON line: its result, or its error.
 */
async function interop<T>(script: string, env: Record<string, string>): Promise<T> {
  const { stdout } = await run(process.execPath, [join(__dirname, 'interop', script)], { env: { ...process.env, ...env }, timeout: 60_000 });
  const out = JSON.parse(stdout.trim().split('\n').pop()!) as { ok: boolean; result: T; error?: string; cause?: string };
  if (!out.ok) throw new Error(`${script} failed: ${out.error} ${out.cause ?? ''}`);
  return out.result;
}

/** The consent page's details for an authorization the member started now. */
async function consentDetails(t: TestApp, member: Member, clientId: string, scope: string, extra: Record<string, string> = {}): Promise<{ scopes: { scope: string; description: string }[]; never: string[]; alreadyAllowed: boolean }> {
  const { challenge } = pkcePair();
  const started = await authorize(t, { client_id: clientId, response_type: 'code', redirect_uri: REDIRECT_URI, scope, code_challenge: challenge, code_challenge_method: 'S256', ...extra });
  expect(started.uid).not.toBe('');
  const res = await fetch(`${t.url}/api/oauth/interaction/${started.uid}`, { headers: { authorization: `Bearer ${member.token}`, cookie: started.apiCookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as { scopes: { scope: string; description: string }[]; never: string[]; alreadyAllowed: boolean };
}

describe('Sign in with Pen: OpenID Connect and confidential clients, with outside libraries (issue 45)', () => {
  let t: TestApp;
  let api: ReturnType<typeof http>;
  let issuer: string;
  let dev: Member;
  let alice: Member;
  let publicClientId: string;

  beforeAll(async () => {
    // The issuer is the server's own address, so that discovery from the issuer works as it does in production.
    const port = await freePort();
    issuer = `http://127.0.0.1:${port}`;
    t = await startTestApp({ PUBLIC_URL: issuer }, { port });
    api = http(t.url);
    dev = await createMember(t, { userName: 'devon' });
    alice = await createMember(t, { userName: 'Alice Example' });
    await t.db.query(`UPDATE users SET profile_picture = 'uploads/profile_images/alice.jpg', language = 'fi' WHERE user_id = $1`, [alice.userId]);
    const app = await api<{ app: { clientId: string; confidential: boolean; clientSecret?: string } }>('POST', '/api/oauth/apps', { token: dev.token, body: { name: 'Verse Sign-in', redirectUris: [REDIRECT_URI] } });
    expect(app.status).toBe(201);
    expect(app.body.app.confidential).toBe(false);
    expect(app.body.app.clientSecret).toBeUndefined();
    publicClientId = app.body.app.clientId;
  });

  afterAll(async () => t?.close());

  it('answers discovery as JSON at the issuer, advertising only what works', async () => {
    for (const path of ['/.well-known/openid-configuration', '/.well-known/oauth-authorization-server', '/oauth/.well-known/openid-configuration']) {
      const res = await fetch(`${issuer}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const doc = (await res.json()) as Record<string, unknown>;
      expect(doc.issuer).toBe(issuer);
      expect(doc.userinfo_endpoint).toBe(`${issuer}/oauth/userinfo`);
      expect(doc.jwks_uri).toBe(`${issuer}/oauth/jwks`);
      expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access', 'read', 'write', 'notifications']));
      // The fine-grained scopes (issue 45), each once (`profile` is both an OpenID Connect and an API scope).
      expect(doc.scopes_supported).toEqual(expect.arrayContaining(['posts:read', 'posts:write', 'prayer:read', 'prayer:write', 'connections:read', 'connections:write', 'groups:read', 'groups:write', 'notifications:read']));
      expect((doc.scopes_supported as string[]).filter((s) => s === 'profile')).toHaveLength(1);
      expect(doc.claims_supported).toEqual(expect.arrayContaining(['sub', 'name', 'picture', 'locale', 'email', 'email_verified']));
      expect(doc.token_endpoint_auth_methods_supported).toEqual(['none', 'client_secret_basic', 'client_secret_post']);
      expect(doc.code_challenge_methods_supported).toEqual(['S256']);
      expect(doc.response_types_supported).toEqual(['code']);
      expect(doc.id_token_signing_alg_values_supported).toEqual(['ES256']);
      for (const gone of ['pushed_authorization_request_endpoint', 'dpop_signing_alg_values_supported', 'end_session_endpoint', 'token_endpoint_auth_signing_alg_values_supported', 'introspection_endpoint', 'registration_endpoint']) {
        expect(doc).not.toHaveProperty(gone);
      }
    }
  });

  it('answers unknown /.well-known, /oauth and /api paths with a JSON 404', async () => {
    for (const path of ['/.well-known/webfinger', '/.well-known/security.txt.bak', '/oauth/par', '/oauth/request', '/oauth/session/end', '/oauth/token/introspection', '/api/no-such-route']) {
      const res = await fetch(`${issuer}${path}`);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toMatchObject({ error: expect.any(String) as unknown });
    }
  });

  it('openid-client: default discovery, code flow with PKCE, ID token, userinfo, refresh with rotation, revocation', async () => {
    type Failure = { code: string | null; error: string | null; status: number | null } | null;
    const r = await interop<{
      consentScopes: string[];
      tokenScope: string;
      tokenType: string;
      idClaims: Record<string, unknown>;
      userinfo: Record<string, unknown>;
      apiStatus: number;
      refreshedScope: string;
      userinfoAfterRefresh: Record<string, unknown>;
      revokedAccess: Failure;
      revokedRefresh: Failure;
      reusedRefresh: Failure;
    }>('openid-client-rp.mjs', { ISSUER: issuer, CLIENT_ID: publicClientId, REDIRECT_URI, MEMBER_TOKEN: alice.token });

    // `openid read` no longer loops the consent page: one answer gives the code.
    expect(r.consentScopes).toEqual(['openid', 'profile', 'email', 'read']);
    expect(r.tokenType.toLowerCase()).toBe('bearer');
    expect(r.tokenScope.split(' ').sort()).toEqual(['email', 'openid', 'profile', 'read']);
    // The ID token (signature checked by the library against the jwks): who signed in, for this app.
    expect(r.idClaims).toMatchObject({ iss: issuer, aud: publicClientId, sub: String(alice.userId) });
    expect(r.userinfo).toEqual({
      sub: String(alice.userId),
      name: 'Alice Example',
      picture: `${issuer}/api/uploads/profile_images/alice.jpg`,
      locale: 'fi',
      email: alice.email,
      email_verified: true,
    });
    // One access token serves userinfo and the API.
    expect(r.apiStatus).toBe(200);
    expect(r.userinfoAfterRefresh).toMatchObject({ sub: String(alice.userId) });
    expect(r.revokedAccess?.status).toBe(401);
    expect(r.revokedRefresh?.error).toBe('invalid_grant');
    expect(r.reusedRefresh?.error).toBe('invalid_grant');
  });

  it('userinfo gives e-mail claims only with the email scope, and refuses tokens without openid or not valid', async () => {
    const withoutEmail = async (scope: string) => {
      const { verifier, challenge } = pkcePair();
      const { code } = await obtainCode(t, publicClientId, dev.token, challenge, scope);
      const tokens = await tokenRequest(t, { grant_type: 'authorization_code', code: code!, redirect_uri: REDIRECT_URI, client_id: publicClientId, code_verifier: verifier });
      expect(tokens.status).toBe(200);
      return tokens.body;
    };
    const profile = await withoutEmail('openid profile');
    // An app that only signs members in gets no API scope.
    expect(profile.scope.split(' ').sort()).toEqual(['openid', 'profile']);
    expect(profile.id_token).toBeTruthy();
    const info = await fetch(`${issuer}/oauth/userinfo`, { headers: { authorization: `Bearer ${profile.access_token}` } });
    expect(info.status).toBe(200);
    // The default picture is no picture: no claim.
    expect(await info.json()).toEqual({ sub: String(dev.userId), name: 'devon', locale: 'en' });
    expect((await api('GET', '/api/posts/my-posts', { token: profile.access_token })).status).toBe(403);

    const apiOnly = await withoutEmail('read');
    const refused = await fetch(`${issuer}/oauth/userinfo`, { headers: { authorization: `Bearer ${apiOnly.access_token}` } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('www-authenticate')).toContain('error="insufficient_scope"');
    expect(await refused.json()).toMatchObject({ error: 'insufficient_scope' });

    const unknown = await fetch(`${issuer}/oauth/userinfo`, { method: 'POST', headers: { authorization: `Bearer ${'x'.repeat(43)}` } });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect((await fetch(`${issuer}/oauth/userinfo`)).status).toBe(401);
  });

  it('skips asking again when the member already allowed the same scopes or more, and asks for a new one', async () => {
    const carol = await createMember(t, { userName: 'carol' });
    expect((await consentDetails(t, carol, publicClientId, 'openid profile read')).alreadyAllowed).toBe(false);
    const { challenge } = pkcePair();
    expect((await obtainCode(t, publicClientId, carol.token, challenge, 'openid profile read')).code).toBeTruthy();
    expect((await consentDetails(t, carol, publicClientId, 'openid profile read')).alreadyAllowed).toBe(true);
    expect((await consentDetails(t, carol, publicClientId, 'openid read')).alreadyAllowed).toBe(true);
    // An app that asks with prompt=consent has the member asked again.
    expect((await consentDetails(t, carol, publicClientId, 'openid read', { prompt: 'consent' })).alreadyAllowed).toBe(false);
    const more = await consentDetails(t, carol, publicClientId, 'openid profile email read');
    expect(more.alreadyAllowed).toBe(false);
    expect(more.scopes.map((s) => s.scope)).toEqual(['openid', 'profile', 'email', 'read']);
    expect(more.scopes[2].description).toBe('See your e-mail address and whether you have confirmed it');
    // In the member's language (alice speaks Finnish).
    const finnish = await consentDetails(t, alice, publicClientId, 'openid email notifications');
    expect(finnish.scopes.map((s) => s.description)).toEqual([
      'Tietää, kuka Pen-jäsen olet (numero, joka ei koskaan muutu), jotta se voi kirjata sinut sisään',
      'Nähdä sähköpostiosoitteesi ja sen, oletko vahvistanut sen',
      'Lukea ilmoituksesi ja merkitä ne luetuiksi',
    ]);
    expect(finnish.never[0]).toMatch(/^Hallita tiliäsi: /);
    // Another member's grant is not this member's.
    expect((await consentDetails(t, dev, publicClientId, 'openid profile read write')).alreadyAllowed).toBe(false);
    // Disconnecting ends it: the next authorization asks again.
    expect((await api('DELETE', `/api/oauth/connected-apps/${publicClientId}`, { token: carol.token })).status).toBe(200);
    expect((await consentDetails(t, carol, publicClientId, 'openid read')).alreadyAllowed).toBe(false);
  });

  it('oauth4webapi as a confidential client: the secret shown once, client_secret_basic, refresh, revocation, rotation', async () => {
    const created = await api<{ app: { clientId: string; confidential: boolean; clientSecret?: string } }>('POST', '/api/oauth/apps', {
      token: dev.token,
      body: { name: 'Verse Server', redirectUris: [REDIRECT_URI], confidential: true },
    });
    expect(created.status).toBe(201);
    const { clientId, confidential, clientSecret } = created.body.app;
    expect(confidential).toBe(true);
    expect(clientSecret).toMatch(/^pen_secret_[\w-]{43}$/);
    // Shown once: the list never has it, and only its hash is stored.
    const listed = await api<{ apps: Record<string, unknown>[] }>('GET', '/api/oauth/apps', { token: dev.token });
    const mine = listed.body.apps.find((a) => a.clientId === clientId)!;
    expect(mine).toMatchObject({ confidential: true });
    expect(mine).not.toHaveProperty('clientSecret');
    const stored = await t.db.query<{ hash: Buffer }>(`SELECT client_secret_sha256 AS hash FROM oauth_apps WHERE client_id = $1`, [clientId]);
    expect(stored.rows[0].hash.toString('hex')).not.toContain(Buffer.from(clientSecret!).toString('hex'));
    expect(stored.rows[0].hash).toHaveLength(32);

    const r = await interop<{ scope: string; apiStatus: number; refreshed: boolean; refreshToken: string; wrongSecret: string; afterRevokeStatus: number; noSecret: string }>('oauth4webapi-confidential.mjs', {
      ISSUER: issuer,
      CLIENT_ID: clientId,
      CLIENT_SECRET: clientSecret!,
      REDIRECT_URI,
      MEMBER_TOKEN: alice.token,
    });
    expect(r.wrongSecret).toBe('invalid_client');
    expect(r.scope).toBe('read');
    expect(r.apiStatus).toBe(200);
    expect(r.refreshed).toBe(true);
    expect(r.afterRevokeStatus).toBe(401);
    expect(r.noSecret).toBe('invalid_client');

    // Rotation: the old secret stops at once, the new one works. The refresh token's grant ended
    // with the revocation above, so the new secret gets past client authentication to
    // invalid_grant, while the old one is stopped there (invalid_client).
    const rotated = await api<{ app: { clientId: string; clientSecret?: string } }>('POST', `/api/oauth/apps/${clientId}/secret`, { token: dev.token });
    expect(rotated.status).toBe(200);
    const newSecret = rotated.body.app.clientSecret!;
    expect(newSecret).toMatch(/^pen_secret_/);
    expect(newSecret).not.toBe(clientSecret);
    const env = { ISSUER: issuer, CLIENT_ID: clientId, REFRESH_TOKEN: r.refreshToken };
    expect(await interop('refresh-with-secret.mjs', { ...env, CLIENT_SECRET: clientSecret! })).toEqual({ error: 'invalid_client' });
    expect(await interop('refresh-with-secret.mjs', { ...env, CLIENT_SECRET: newSecret })).toEqual({ error: 'invalid_grant' });
  });

  it('oauth4webapi with client_secret_post and fine-grained scopes through the consent page: the token is held to them (issue 45)', async () => {
    const created = await api<{ app: { clientId: string; clientSecret?: string } }>('POST', '/api/oauth/apps', {
      token: dev.token,
      body: { name: 'Prayer Wall', redirectUris: [REDIRECT_URI], confidential: true },
    });
    expect(created.status).toBe(201);
    const asker = await createMember(t, { userName: 'Asker Post' });
    await t.db.query(`INSERT INTO connections (sender_id, receiver_id, status) VALUES ($1, $2, 'accepted')`, [asker.userId, alice.userId]);
    await t.db.query(`INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1)`, [asker.userId, alice.userId]);
    const request = await api<{ postId: number }>('POST', '/api/posts/create-post', { token: asker.token, body: { content: 'Pray for the trip', postType: 'pray_request' } });
    expect(request.status).toBe(201);

    const details = await consentDetails(t, alice, created.body.app.clientId, 'posts:read prayer:write offline_access');
    expect(details.scopes.map((s) => s.scope)).toEqual(['posts:read', 'prayer:write']);
    // In Alice's language (Finnish), in the words of the guards' table.
    expect(details.scopes[1].description).toBe('Kertoa, että rukoilit, sitoutua rukoilemaan ja lopettaa sitoumus, merkitä rukouspyyntösi vastatuiksi, sulkea ne tai avata ne uudelleen ja muuttaa rukousmuistutuksiasi');

    const r = await interop<{
      consentScopes: string[];
      scope: string;
      wrongSecret: string;
      feedStatus: number;
      prayStatus: number;
      postStatus: number;
      postChallenge: string;
      postBody: { message: string };
      refreshedScope: string;
      metadata: { token_endpoint_auth_methods_supported: string[]; revocation_endpoint_auth_methods_supported?: string[] };
    }>('oauth4webapi-secret-post.mjs', {
      ISSUER: issuer,
      CLIENT_ID: created.body.app.clientId,
      CLIENT_SECRET: created.body.app.clientSecret!,
      REDIRECT_URI,
      MEMBER_TOKEN: alice.token,
      SCOPE: 'posts:read prayer:write offline_access',
      PRAYER_REQUEST_ID: String(request.body.postId),
    });
    expect(r.metadata.token_endpoint_auth_methods_supported).toContain('client_secret_post');
    expect(r.consentScopes).toEqual(['posts:read', 'prayer:write']);
    expect(r.wrongSecret).toBe('invalid_client');
    expect(r.scope.split(' ').sort()).toEqual(['posts:read', 'prayer:write']);
    expect(r.feedStatus).toBe(200);
    expect(r.prayStatus).toBe(200);
    expect(r.postStatus).toBe(403);
    expect(r.postBody.message).toBe('This app was not given the "posts:write" permission');
    expect(r.postChallenge).toBe('Bearer realm="Pen", error="insufficient_scope", scope="posts:write"');
    expect(r.refreshedScope.split(' ').sort()).toEqual(['posts:read', 'prayer:write']);
  });

  it('rotates only the owner’s confidential apps', async () => {
    const confidential = await api<{ app: { clientId: string } }>('POST', '/api/oauth/apps', { token: dev.token, body: { name: 'Server App', redirectUris: [REDIRECT_URI], confidential: true } });
    const path = `/api/oauth/apps/${confidential.body.app.clientId}/secret`;
    expect((await api('POST', path, { token: alice.token })).status).toBe(404);
    expect((await api('POST', path)).status).toBe(401);
    const publicApp = await api<{ message: string }>('POST', `/api/oauth/apps/${publicClientId}/secret`, { token: dev.token });
    expect(publicApp.status).toBe(400);
    expect(publicApp.body.message).toBe('This app is a public client: it has no secret to replace');
    expect((await api('POST', '/api/oauth/apps/pen_app_nope/secret', { token: dev.token })).status).toBe(404);
    const badFlag = await api<{ message: string }>('POST', '/api/oauth/apps', { token: dev.token, body: { name: 'X', redirectUris: [REDIRECT_URI], confidential: 'yes' } });
    expect(badFlag.status).toBe(400);
    expect(JSON.stringify(badFlag.body.message)).toContain('confidential must be true or false');
  });
});
