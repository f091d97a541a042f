import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPenClient, memoryTokenStore, PenApiError, type TokenStore } from '../src';

/** A JWT-shaped token whose payload expires `inSeconds` from now (the SDK only reads `exp`). */
function token(name: string, inSeconds = 900): string {
  const payload = Buffer.from(JSON.stringify({ sub: 1, exp: Math.floor(Date.now() / 1000) + inSeconds })).toString('base64url');
  return `h.${payload}.${name}`;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = '';
    req.on('data', (c: Buffer) => (s += c.toString()));
    req.on('end', () => resolve(s));
  });

describe('SDK auth modes against a real HTTP server', () => {
  let server: Server;
  let baseUrl = '';
  let refreshCalls = 0;
  let refreshGives: string | null = null;
  let oauthRefresh: { from: string; access: string; refresh: string } | null = null;
  let valid = new Set<string>();
  const seen: Array<{ url: string; auth?: string; apiKey?: string; body?: string; agent?: string }> = [];
  const unauthorized = { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' };

  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
      const body = await readBody(req);
      seen.push({ url: req.url ?? '', auth: req.headers.authorization, apiKey: req.headers['x-api-key'] as string | undefined, body, agent: req.headers['x-bot'] as string | undefined });
      res.setHeader('content-type', 'application/json');
      const deny = () => {
        res.statusCode = 401;
        res.end(JSON.stringify(unauthorized));
      };
      if (req.url === '/api/auth/refresh-token') {
        refreshCalls += 1;
        if (!refreshGives) return deny();
        valid.add(refreshGives);
        return res.end(JSON.stringify({ accessToken: refreshGives }));
      }
      if (req.url === '/oauth/token') {
        refreshCalls += 1;
        const form = new URLSearchParams(body);
        if (!oauthRefresh || form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== oauthRefresh.from) {
          res.statusCode = 400;
          return res.end(JSON.stringify({ error: 'invalid_grant' }));
        }
        valid.add(oauthRefresh.access);
        return res.end(JSON.stringify({ access_token: oauthRefresh.access, refresh_token: oauthRefresh.refresh, expires_in: 3600, token_type: 'Bearer' }));
      }
      if (req.url === '/api/auth/latest-terms-of-service') {
        return res.end(JSON.stringify({ content: 'Terms\nline', version: 1, created_at: new Date().toISOString() }));
      }
      const credential = (req.headers['x-api-key'] as string | undefined) ?? req.headers.authorization?.replace(/^Bearer /, '');
      if (!credential || !valid.has(credential)) return deny();
      res.end(JSON.stringify({ unreadCount: credential.length, token: credential }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    refreshCalls = 0;
    refreshGives = null;
    oauthRefresh = null;
    valid = new Set();
    seen.length = 0;
  });

  // A secured operation: the fake server echoes the credential it accepted.
  const whoAmI = async (pen: ReturnType<typeof createPenClient>) =>
    ((await pen.notifications.unreadNotificationCount()) as unknown as { token: string }).token;

  describe('tokenStore (the web client session)', () => {
    let store: TokenStore;
    let signedOut = 0;
    const pen = () => createPenClient({ baseUrl, auth: { tokenStore: store, onUnauthenticated: () => void (signedOut += 1) } });
    beforeEach(() => {
      store = memoryTokenStore();
      signedOut = 0;
    });

    it('calls a public operation without refreshing', async () => {
      const terms = await pen().legal.latestTermsOfService();
      expect(terms.content).toBe('Terms\nline');
      expect(refreshCalls).toBe(0);
    });

    it('sends the stored bearer token', async () => {
      const t = token('a');
      valid.add(t);
      store.set(t);
      expect(await whoAmI(pen())).toBe(t);
      expect(refreshCalls).toBe(0);
    });

    it('refreshes first when the stored token is expired or undecodable', async () => {
      for (const stale of [token('old', -60), 'not-a-jwt']) {
        refreshCalls = 0;
        store.set(stale);
        refreshGives = token(`fresh-${stale.length}`);
        expect(await whoAmI(pen())).toBe(refreshGives);
        expect(refreshCalls).toBe(1);
        expect(store.get()).toBe(refreshGives);
      }
    });

    it('on a 401 refreshes exactly once and retries exactly once', async () => {
      store.set(token('revoked'));
      refreshGives = token('renewed');
      expect(await whoAmI(pen())).toBe(refreshGives);
      expect(refreshCalls).toBe(1);
      expect(seen.filter((s) => s.url === '/api/noti/unread-notification-count')).toHaveLength(2);
    });

    it('signs out with a 401 PenApiError when no token can be obtained', async () => {
      store.set(token('revoked'));
      const err = await whoAmI(pen()).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PenApiError);
      expect((err as PenApiError).status).toBe(401);
      expect((err as PenApiError).body).toEqual(unauthorized);
      expect(refreshCalls).toBe(1);
      expect(store.get()).toBeNull();
      expect(signedOut).toBe(1);
      expect(seen.filter((s) => s.url === '/api/noti/unread-notification-count')).toHaveLength(1);
    });

    it('without any token asks for one refresh and never calls the endpoint', async () => {
      const err = await whoAmI(pen()).catch((e: unknown) => e);
      expect((err as PenApiError).status).toBe(401);
      expect(seen.map((s) => s.url)).toEqual(['/api/auth/refresh-token']);
    });

    it('sends an operation the refresh cookie authenticates as it is, without getting a token first', async () => {
      refreshGives = token('cookie');
      const answer = await pen().auth.refreshToken();
      expect(answer.accessToken).toBe(refreshGives);
      expect(seen.map((s) => [s.url, s.auth])).toEqual([['/api/auth/refresh-token', undefined]]);
      expect(signedOut).toBe(0);
    });

    it('shares one refresh among concurrent calls', async () => {
      refreshGives = token('shared');
      const client = pen();
      const results = await Promise.all([whoAmI(client), whoAmI(client), whoAmI(client)]);
      expect(results).toEqual([refreshGives, refreshGives, refreshGives]);
      expect(refreshCalls).toBe(1);
    });
  });

  describe('API key', () => {
    it('sends X-Api-Key and never tries to refresh', async () => {
      valid.add('pen_good');
      expect(await whoAmI(createPenClient({ baseUrl, auth: { apiKey: 'pen_good' } }))).toBe('pen_good');
      const err = await whoAmI(createPenClient({ baseUrl, auth: { apiKey: 'pen_bad' } })).catch((e: unknown) => e);
      expect((err as PenApiError).status).toBe(401);
      expect(refreshCalls).toBe(0);
      expect(seen.map((s) => s.apiKey)).toEqual(['pen_good', 'pen_bad']);
    });
  });

  describe('OAuth tokens', () => {
    it('refreshes at /oauth/token with rotation, hands the new pair to onTokens and retries', async () => {
      const got: unknown[] = [];
      oauthRefresh = { from: 'r1', access: 'a2', refresh: 'r2' };
      const pen = createPenClient({ baseUrl, auth: { accessToken: 'a1', refreshToken: 'r1', clientId: 'app-1', onTokens: (t) => void got.push(t) } });
      const [one, two] = await Promise.all([whoAmI(pen), whoAmI(pen)]);
      expect([one, two]).toEqual(['a2', 'a2']);
      expect(refreshCalls).toBe(1);
      expect(got).toEqual([{ accessToken: 'a2', refreshToken: 'r2', expiresIn: 3600 }]);
      const form = new URLSearchParams(seen.find((s) => s.url === '/oauth/token')!.body);
      expect(Object.fromEntries(form)).toEqual({ grant_type: 'refresh_token', refresh_token: 'r1', client_id: 'app-1' });
      // The rotated refresh token is used next time.
      oauthRefresh = { from: 'r2', access: 'a3', refresh: 'r3' };
      valid.delete('a2');
      expect(await whoAmI(pen)).toBe('a3');
    });

    it('throws the 401 when the refresh is refused', async () => {
      const pen = createPenClient({ baseUrl, auth: { accessToken: 'a1', refreshToken: 'spent' } });
      const err = await whoAmI(pen).catch((e: unknown) => e);
      expect((err as PenApiError).status).toBe(401);
    });
  });

  it('keeps several clients independent and sends every request through the given fetch', async () => {
    valid.add('pen_a');
    valid.add('pen_b');
    const calls: string[] = [];
    const spy = (name: string): typeof fetch => (input, init) => {
      calls.push(`${name} ${new Request(input, init).url.replace(baseUrl, '')}`);
      return fetch(input, init);
    };
    const a = createPenClient({ baseUrl, auth: { apiKey: 'pen_a' }, fetch: spy('a'), headers: { 'X-Bot': 'a' } });
    const store = memoryTokenStore(token('old', -60));
    refreshGives = token('b-fresh');
    const b = createPenClient({ baseUrl, auth: { tokenStore: store }, fetch: spy('b') });
    expect(await whoAmI(a)).toBe('pen_a');
    expect(await whoAmI(b)).toBe(refreshGives);
    expect(calls).toEqual(['a /api/noti/unread-notification-count', 'b /api/auth/refresh-token', 'b /api/noti/unread-notification-count']);
    expect(seen[0]!.agent).toBe('a');
  });
});
