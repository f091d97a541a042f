import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, configureSdk, getAccessToken, LegalService, OpenAPI, setAccessToken } from '../src';
import { request } from '../src/generated/core/request';

/** A JWT-shaped token whose payload expires `inSeconds` from now (the SDK only reads `exp`). */
function token(name: string, inSeconds = 900): string {
  const payload = Buffer.from(JSON.stringify({ sub: 1, exp: Math.floor(Date.now() / 1000) + inSeconds })).toString('base64url');
  return `h.${payload}.${name}`;
}

describe('SDK session layer against a real HTTP server', () => {
  let server: Server;
  let refreshCalls = 0;
  let refreshGives: string | null = null;
  let valid = new Set<string>();
  const seen: Array<{ url: string; auth?: string; cookie?: string }> = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      seen.push({ url: req.url ?? '', auth: req.headers.authorization, cookie: req.headers.cookie });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/auth/refresh-token') {
        refreshCalls += 1;
        if (!refreshGives) {
          res.statusCode = 401;
          res.end(JSON.stringify({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' }));
          return;
        }
        valid.add(refreshGives);
        res.end(JSON.stringify({ accessToken: refreshGives }));
        return;
      }
      if (req.url === '/api/auth/latest-terms-of-service') {
        res.end(JSON.stringify({ content: 'Terms\nline', version: 1, created_at: new Date().toISOString() }));
        return;
      }
      const bearer = req.headers.authorization?.replace(/^Bearer /, '');
      if (!bearer || !valid.has(bearer)) {
        res.statusCode = 401;
        res.end(JSON.stringify({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' }));
        return;
      }
      res.end(JSON.stringify({ ok: true, token: bearer }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    configureSdk({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    refreshCalls = 0;
    refreshGives = null;
    valid = new Set();
    seen.length = 0;
    setAccessToken(null);
  });

  const secret = () => request<{ ok: boolean; token: string }>(OpenAPI, { method: 'GET', url: '/api/secret' });

  it('calls a public operation without refreshing', async () => {
    const terms = await LegalService.latestTermsOfService();
    expect(terms.content).toBe('Terms\nline');
    expect(refreshCalls).toBe(0);
  });

  it('sends the stored bearer token', async () => {
    const t = token('a');
    valid.add(t);
    setAccessToken(t);
    expect(await secret()).toEqual({ ok: true, token: t });
    expect(refreshCalls).toBe(0);
  });

  it('refreshes first when the stored token is expired or undecodable', async () => {
    for (const stale of [token('old', -60), 'not-a-jwt']) {
      refreshCalls = 0;
      setAccessToken(stale);
      refreshGives = token(`fresh-${stale.length}`);
      expect((await secret()).token).toBe(refreshGives);
      expect(refreshCalls).toBe(1);
      expect(getAccessToken()).toBe(refreshGives);
    }
  });

  it('on a 401 refreshes exactly once and retries exactly once', async () => {
    setAccessToken(token('revoked'));
    refreshGives = token('renewed');
    const res = await secret();
    expect(res.token).toBe(refreshGives);
    expect(refreshCalls).toBe(1);
    expect(seen.filter((s) => s.url === '/api/secret')).toHaveLength(2);
  });

  it('yields a synthetic 401 Unauthorized when no token can be obtained', async () => {
    setAccessToken(token('revoked'));
    const err = await secret().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect((err as ApiError).body).toEqual({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' });
    expect(refreshCalls).toBe(1);
    expect(seen.filter((s) => s.url === '/api/secret')).toHaveLength(1);
  });

  it('without any token asks for one refresh and never calls the endpoint', async () => {
    const err = await secret().catch((e: unknown) => e);
    expect((err as ApiError).status).toBe(401);
    expect(seen.map((s) => s.url)).toEqual(['/api/auth/refresh-token']);
  });

  it('shares one refresh among concurrent calls', async () => {
    refreshGives = token('shared');
    const results = await Promise.all([secret(), secret(), secret()]);
    expect(results.map((r) => r.token)).toEqual([refreshGives, refreshGives, refreshGives]);
    expect(refreshCalls).toBe(1);
  });
});
