import { AppAccess, AppCredentials } from '../../src/common/app-access';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

const ACCOUNT_ONLY = 'API keys and apps cannot manage the account: sign in to Pen to do this';

interface CreatedKey {
  apiKey: { id: number; name: string; scopes: string[]; created_at: string; last_used_at: string | null };
  secret: string;
}

describe('API keys (issue #30)', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let anna: Member;

  beforeAll(async () => {
    t = await startTestApp({ API_KEY_RATE_LIMIT: '40', CORS_ORIGINS: 'https://bots.example.org', APP_ROLE: 'api' });
    call = http(t.url);
    anna = await createMember(t, { userName: 'Anna Keys' });
  }, 60_000);
  afterAll(() => t.close());

  async function makeKey(member: Member, scopes: string[], name = 'My bot'): Promise<CreatedKey> {
    const res = await call<CreatedKey>('POST', '/api/auth/api-keys', { token: member.token, body: { name, scopes } });
    expect(res.status).toBe(201);
    return res.body;
  }
  const withKey = (secret: string) => ({ headers: { 'x-api-key': secret } });

  it('creates a key whose secret is shown once, lists it without the secret, and deletes it', async () => {
    const created = await makeKey(anna, ['write', 'read'], '  Verse bot  ');
    expect(created.secret).toMatch(/^pen_\d+_[\w-]{43}$/);
    expect(created.apiKey).toMatchObject({ name: 'Verse bot', scopes: ['read', 'write'], last_used_at: null });
    const { rows } = await t.db.query<{ secret_hash: string }>(`SELECT secret_hash FROM api_keys WHERE api_key_id = $1`, [created.apiKey.id]);
    // The secret is the part after `pen_<id>_`; it may itself contain `_` (URL-safe base64), so split('_') would cut it.
    const secretPart = /^pen_\d+_([\w-]{43})$/.exec(created.secret)?.[1];
    expect(secretPart).toBeDefined();
    expect(rows[0].secret_hash).not.toContain(secretPart);

    const list = await call<{ apiKeys: Record<string, unknown>[] }>('GET', '/api/auth/api-keys', { token: anna.token });
    expect(list.status).toBe(200);
    expect(list.body.apiKeys.map((k) => k.id)).toContain(created.apiKey.id);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);

    expect((await call('DELETE', `/api/auth/api-keys/${created.apiKey.id}`, { token: anna.token })).status).toBe(204);
    expect((await call('DELETE', `/api/auth/api-keys/${created.apiKey.id}`, { token: anna.token })).body).toMatchObject({ statusCode: 404, message: 'API key not found' });
  });

  it('refuses bad input with 400 and another member\'s key with 404', async () => {
    for (const body of [{ name: '', scopes: ['read'] }, { name: 'x', scopes: [] }, { name: 'x', scopes: ['admin'] }, { name: 'x', scopes: ['read', 'read'] }, { name: 'x'.repeat(101), scopes: ['read'] }, { name: 'x', scopes: 'read' }]) {
      expect((await call('POST', '/api/auth/api-keys', { token: anna.token, body })).status).toBe(400);
    }
    expect((await call('DELETE', '/api/auth/api-keys/abc', { token: anna.token })).status).toBe(400);
    const ben = await createMember(t);
    const bens = await makeKey(ben, ['read']);
    expect((await call('DELETE', `/api/auth/api-keys/${bens.apiKey.id}`, { token: anna.token })).status).toBe(404);
    expect((await call('GET', '/api/posts/my-posts', withKey(bens.secret))).status).toBe(200);
  });

  it('works as X-Api-Key and as a bearer, acting for its member; a wrong or made-up key is 401', async () => {
    const key = await makeKey(anna, ['read', 'write']);
    const viaHeader = await call<{ user: { user_id: number } }>('GET', '/api/auth/profile-user-info', withKey(key.secret));
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body.user.user_id).toBe(anna.userId);
    const post = await call<{ postId: number }>('POST', '/api/posts/create-post', { token: key.secret, body: { content: 'Posted by my bot' } });
    expect(post.status).toBe(201);
    const { rows } = await t.db.query<{ user_id: number }>(`SELECT user_id FROM posts WHERE posts_id = $1`, [post.body.postId]);
    expect(rows[0].user_id).toBe(anna.userId);

    const forged = key.secret.slice(0, -4) + 'AAAA';
    expect((await call('GET', '/api/posts/my-posts', withKey(forged))).status).toBe(401);
    expect((await call('GET', '/api/posts/my-posts', withKey('pen_nonsense'))).status).toBe(401);
    expect((await call('GET', '/api/posts/my-posts', { token: 'pen_999999_' + 'a'.repeat(43) })).status).toBe(401);
    // Not a JWT and not a key: asked of the OAuth module, which knows no such token.
    expect((await call('GET', '/api/posts/my-posts', { token: 'opaque-token-nobody-issued' })).status).toBe(401);
  });

  it('records the last use at most once a minute', async () => {
    const key = await makeKey(anna, ['read']);
    expect((await call('GET', '/api/posts/my-posts', withKey(key.secret))).status).toBe(200);
    const lastUsed = async () => {
      for (let i = 0; i < 50; i++) {
        const { rows } = await t.db.query<{ last_used_at: Date | null }>(`SELECT last_used_at FROM api_keys WHERE api_key_id = $1`, [key.apiKey.id]);
        if (rows[0].last_used_at) return rows[0].last_used_at.getTime();
        await new Promise((r) => setTimeout(r, 20));
      }
      return null;
    };
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await t.db.query(`UPDATE api_keys SET last_used_at = last_used_at - interval '30 seconds' WHERE api_key_id = $1`, [key.apiKey.id]);
    expect((await call('GET', '/api/posts/my-posts', withKey(key.secret))).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(await lastUsed()).toBe(first! - 30_000);
    const list = await call<{ apiKeys: { id: number; last_used_at: string | null }[] }>('GET', '/api/auth/api-keys', { token: anna.token });
    expect(list.body.apiKeys.find((k) => k.id === key.apiKey.id)?.last_used_at).not.toBeNull();
  });

  it('a read key reads but cannot write; a write-only key cannot read', async () => {
    const reader = await makeKey(anna, ['read']);
    expect((await call('GET', '/api/posts/feed?limit=5', withKey(reader.secret))).status).toBe(200);
    const refused = await call('POST', '/api/posts/create-post', { ...withKey(reader.secret), body: { content: 'no' } });
    expect(refused.body).toMatchObject({ statusCode: 403, message: 'This key can only read' });
    expect(refused.headers.get('ratelimit-remaining')).not.toBeNull();
    const writer = await makeKey(anna, ['write']);
    expect((await call('GET', '/api/posts/feed?limit=5', withKey(writer.secret))).body).toMatchObject({ statusCode: 403, message: 'This key cannot read' });
  });

  it('no key manages the account: password, sessions, e-mail, deletion, keys, export, sign-out, push devices', async () => {
    const key = await makeKey(anna, ['read', 'write']);
    const attempts: [string, string, unknown?][] = [
      ['POST', '/api/auth/set-new-password', { oldPassword: anna.password, newPassword: 'N3w-Passw0rd!x' }],
      ['GET', '/api/data/user-sessions'],
      ['PUT', '/api/auth/update-user-name-email', { user_name: 'Taken Over', email: 'thief@example.test', password: anna.password }],
      ['DELETE', '/api/auth/delete-account', { password: anna.password }],
      ['GET', '/api/auth/api-keys'],
      ['POST', '/api/auth/api-keys', { name: 'another', scopes: ['read'] }],
      ['DELETE', `/api/auth/api-keys/${key.apiKey.id}`],
      ['POST', '/api/data/request-export'],
      ['POST', '/api/auth/logout-all'],
      ['GET', `/api/auth/check-session?deviceId=${anna.deviceId}`],
      ['POST', '/api/push/save-subscription', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'x', auth: 'y' } }],
      ['POST', '/api/push/remove-subscription', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' }],
    ];
    for (const [method, path, body] of attempts) {
      for (const auth of [withKey(key.secret), { token: key.secret }]) {
        const res = await call(method, path, { ...auth, body });
        expect({ method, path, status: res.status, body: res.body }).toMatchObject({ status: 403, body: { message: ACCOUNT_ONLY } });
      }
    }
    // The member, signed in, still may.
    expect((await call('GET', '/api/data/user-sessions', { token: anna.token })).status).toBe(200);
    expect((await call('GET', '/api/posts/my-posts', withKey(key.secret))).status).toBe(200);
  });

  it('a suspended or deleted member\'s keys stop at once, and a revoked key at once', async () => {
    const cleo = await createMember(t);
    const key = await makeKey(cleo, ['read']);
    expect((await call('GET', '/api/posts/my-posts', withKey(key.secret))).status).toBe(200);
    await t.db.query(`UPDATE users SET status = 'suspended' WHERE user_id = $1`, [cleo.userId]);
    expect((await call('GET', '/api/posts/my-posts', withKey(key.secret))).status).toBe(401);
    await t.db.query(`UPDATE users SET status = 'active' WHERE user_id = $1`, [cleo.userId]);
    expect((await call('GET', '/api/posts/my-posts', withKey(key.secret))).status).toBe(200);
    await t.db.query(`UPDATE users SET status = 'deleted' WHERE user_id = $1`, [cleo.userId]);
    expect((await call('GET', '/api/posts/my-posts', withKey(key.secret))).status).toBe(401);

    const other = await makeKey(anna, ['read']);
    expect((await call('GET', '/api/posts/my-posts', withKey(other.secret))).status).toBe(200);
    expect((await call('DELETE', `/api/auth/api-keys/${other.apiKey.id}`, { token: anna.token })).status).toBe(204);
    expect((await call('GET', '/api/posts/my-posts', withKey(other.secret))).status).toBe(401);
  });

  it('tells each key where it stands (RateLimit-* headers) and answers 429 with Retry-After past API_KEY_RATE_LIMIT', async () => {
    const dan = await createMember(t);
    const key = await makeKey(dan, ['read']);
    const other = await makeKey(dan, ['read']);
    const remaining: number[] = [];
    const limit = 40;
    for (let i = 0; i < limit; i++) {
      const res = await call('GET', '/api/posts/my-posts', withKey(key.secret));
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe(String(limit));
      const reset = Number(res.headers.get('ratelimit-reset'));
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
      remaining.push(Number(res.headers.get('ratelimit-remaining')));
    }
    expect(remaining).toEqual(Array.from({ length: limit }, (_, i) => limit - 1 - i));
    const refused = await call('GET', '/api/posts/my-posts', withKey(key.secret));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/^Too many requests with this key or app\. Try again in (\d+ seconds?|1 minute)\.$/) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    // The budget is the key's: another key of the same member, and the member's own session, are not held up.
    expect((await call('GET', '/api/posts/my-posts', withKey(other.secret))).headers.get('ratelimit-remaining')).toBe(String(limit - 1));
    const own = await call('GET', '/api/posts/my-posts', { token: dan.token });
    expect(own.status).toBe(200);
    expect(own.headers.get('ratelimit-limit')).toBeNull();
  });

  it('answers CORS preflights for CORS_ORIGINS and gives an unregistered origin no CORS headers, never credentials', async () => {
    const preflight = (origin: string) =>
      fetch(`${t.url}/api/posts/create-post`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-api-key, content-type' },
      });
    const allowed = await preflight('https://bots.example.org');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://bots.example.org');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase().split(', ')).toEqual(expect.arrayContaining(['authorization', 'x-api-key', 'content-type']));
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    expect(allowed.headers.get('vary')?.toLowerCase()).toContain('origin');

    const unknown = await preflight('https://evil.example.com');
    expect(unknown.headers.get('access-control-allow-origin')).toBeNull();
    expect(unknown.headers.get('access-control-allow-methods')).toBeNull();
    expect(unknown.headers.get('access-control-allow-credentials')).toBeNull();

    // The actual call from the allowed origin: readable there, with its budget headers exposed.
    const key = await makeKey(anna, ['read']);
    const res = await fetch(`${t.url}/api/posts/my-posts`, { headers: { origin: 'https://bots.example.org', 'x-api-key': key.secret } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://bots.example.org');
    expect(res.headers.get('access-control-expose-headers')?.split(', ')).toEqual(expect.arrayContaining(['RateLimit-Remaining', 'Deprecation', 'Sunset']));
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const foreign = await fetch(`${t.url}/api/posts/my-posts`, { headers: { origin: 'https://evil.example.com', 'x-api-key': key.secret } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('stops at 20 keys per member', async () => {
    const eve = await createMember(t);
    for (let i = 0; i < 20; i++) await makeKey(eve, ['read'], `key ${i}`);
    const res = await call('POST', '/api/auth/api-keys', { token: eve.token, body: { name: 'one too many', scopes: ['read'] } });
    expect(res.body).toMatchObject({ statusCode: 422, message: 'You can have at most 20 API keys. Revoke one you no longer use first.' });
  });

  it('holds OAuth apps (through AppCredentials) to their scopes, notifications included, and allows their registered origins', async () => {
    const credentials = t.app.get(AppCredentials);
    const grants: Record<string, AppAccess['scopes']> = { 'grant-read': ['read'], 'grant-notes': ['read', 'notifications'] };
    credentials.registerResolver({
      resolve: async (token) => (grants[token] ? { userId: anna.userId, sessionId: 0, verified: true, app: { kind: 'oauth', id: token, clientId: 'app-1', scopes: grants[token] } } : undefined),
    });
    credentials.registerOriginCheck(async (origin) => origin === 'https://registered-app.example.net');

    expect((await call('GET', '/api/posts/my-posts', { token: 'grant-read' })).status).toBe(200);
    expect((await call('GET', '/api/noti/unread-notification-count', { token: 'grant-read' })).body).toMatchObject({
      statusCode: 403,
      message: 'This app was not given the "notifications:read" permission',
    });
    const counted = await call('GET', '/api/noti/unread-notification-count', { token: 'grant-notes' });
    expect(counted.status).toBe(200);
    expect(counted.headers.get('ratelimit-limit')).toBe(String(t.settings.oauthAppRateLimit));
    expect((await call('POST', '/api/posts/create-post', { token: 'grant-notes', body: { content: 'no' } })).body).toMatchObject({
      statusCode: 403,
      message: 'This app was not given the "posts:write" permission',
    });
    expect((await call('GET', '/api/data/user-sessions', { token: 'grant-notes' })).body).toMatchObject({ statusCode: 403, message: ACCOUNT_ONLY });

    const preflight = await fetch(`${t.url}/api/noti/unread-notification-count`, {
      method: 'OPTIONS',
      headers: { origin: 'https://registered-app.example.net', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://registered-app.example.net');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
