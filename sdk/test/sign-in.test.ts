import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PenApiError, SecondFactorRequiredError, signInWithPassword } from '../src';

/** A JWT-shaped token whose payload expires `inSeconds` from now (the SDK only reads `exp`). */
function token(name: string, inSeconds = 900): string {
  const payload = Buffer.from(JSON.stringify({ sub: 7, exp: Math.floor(Date.now() / 1000) + inSeconds })).toString('base64url');
  return `h.${payload}.${name}`;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Record<string, unknown>>((resolve) => {
    let s = '';
    req.on('data', (c: Buffer) => (s += c.toString()));
    req.on('end', () => resolve(s ? (JSON.parse(s) as Record<string, unknown>) : {}));
  });

const USER = { user_id: 7, email: 'ruth@example.org', user_name: 'Ruth Miller', status: 'active' };

/**
 * A stand-in for Pen's sign-in routes, answering as openapi.json documents them: the first step,
 * the second factor, the refresh cookie (rotated on each refresh) and sign-out.
 */
describe('signInWithPassword', () => {
  let server: Server;
  let baseUrl = '';
  let cookie = 0;
  let firstToken = '';
  const seen: Array<{ path: string; body: Record<string, unknown>; cookie?: string; auth?: string }> = [];

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const refreshCookie = () => `refreshToken=7.r${++cookie}; Path=/api/auth; Max-Age=2592000; HttpOnly; SameSite=Strict`;
  const signedIn = (res: ServerResponse, extra: Record<string, unknown> = {}) =>
    send(res, 200, { accessToken: firstToken, user: USER, message: 'Login successful', ...extra }, { 'set-cookie': [refreshCookie(), 'other=1; Path=/'] });

  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
      const path = new URL(req.url!, 'http://x').pathname;
      const body = req.method === 'POST' ? await readBody(req) : {};
      seen.push({ path, body, cookie: req.headers.cookie, auth: req.headers.authorization });
      if (path === '/api/auth/login') {
        if (body.password !== 'Str0ng-passphrase!') return send(res, 401, { statusCode: 401, message: 'Login failed. Check your email and password.', error: 'Unauthorized' });
        if (body.email === 'two@example.org') return send(res, 200, { mfa_required: true, mfa_token: 'mfa-1', methods: ['totp', 'recovery'], message: 'Second factor required' });
        if (body.email === 'passkey@example.org') return send(res, 200, { mfa_required: true, mfa_token: 'mfa-2', methods: ['passkey'], message: 'Second factor required' });
        return signedIn(res, body.email === 'weak@example.org' ? { password_change_suggested: true } : {});
      }
      if (path === '/api/auth/login/mfa') {
        if (body.mfa_token === 'mfa-1' && (body.code === '492039' || body.recovery_code === 'k7d2p-9xq4m')) return signedIn(res);
        return send(res, 401, { statusCode: 401, message: 'The code is not right', error: 'Unauthorized' });
      }
      if (path === '/api/auth/refresh-token') {
        if (req.headers.cookie !== `refreshToken=7.r${cookie}`) return send(res, 401, { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' });
        return send(res, 200, { accessToken: token(`renewed${cookie}`) }, { 'set-cookie': refreshCookie() });
      }
      if (path === '/api/auth/profile-user-info') {
        if (!req.headers.authorization?.startsWith('Bearer h.')) return send(res, 401, { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' });
        return send(res, 200, { user: USER });
      }
      if (path === '/api/auth/remove-cookie') return send(res, 200, { message: 'Signed out' }, { 'set-cookie': 'refreshToken=; Path=/api/auth; Max-Age=0' });
      send(res, 404, { statusCode: 404, message: 'Not Found', error: 'Not Found' });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    seen.length = 0;
    firstToken = token('first');
  });

  it('signs in, calls with the access token and, when it is about to expire, renews it through the refresh cookie it kept', async () => {
    firstToken = token('short', 5); // expires within the SDK's 10 s margin: the first call renews
    const session = await signInWithPassword({ baseUrl, email: 'ruth@example.org', password: 'Str0ng-passphrase!', deviceId: 'nightly-export' });
    expect(session.user).toEqual(USER);
    expect(session.passwordChangeSuggested).toBe(false);
    expect(seen[0]).toMatchObject({ path: '/api/auth/login', body: { email: 'ruth@example.org', password: 'Str0ng-passphrase!', deviceId: 'nightly-export' } });

    const { user } = await session.pen.auth.profileUserInfo();
    expect(user.user_name).toBe('Ruth Miller');
    const renewed = cookie;
    expect(seen.map((s) => s.path)).toEqual(['/api/auth/login', '/api/auth/refresh-token', '/api/auth/profile-user-info']);
    expect(seen[1].cookie).toBe(`refreshToken=7.r${renewed - 1}`); // only the refresh cookie, not `other`
    expect(seen[2].auth).toBe(`Bearer ${session.tokenStore.get()}`);
    expect(session.tokenStore.get()).toContain(`renewed${renewed - 1}`);

    await session.signOut();
    expect(seen.at(-1)).toMatchObject({ path: '/api/auth/remove-cookie', cookie: `refreshToken=7.r${renewed}` });
    expect(session.tokenStore.get()).toBeNull();
  });

  it('passes on Pen\'s suggestion of a new password, and a default device id', async () => {
    const session = await signInWithPassword({ baseUrl, email: 'weak@example.org', password: 'Str0ng-passphrase!' });
    expect(session.passwordChangeSuggested).toBe(true);
    expect(seen[0].body.deviceId).toBe('pen-sdk-script');
  });

  it('asks secondFactor for the code when two-factor sign-in is on, and sends it with the mfa token', async () => {
    const asked: string[][] = [];
    const session = await signInWithPassword({
      baseUrl,
      email: 'two@example.org',
      password: 'Str0ng-passphrase!',
      secondFactor: async (methods) => {
        asked.push(methods);
        return { code: '492039' };
      },
    });
    expect(asked).toEqual([['totp', 'recovery']]);
    expect(seen[1]).toMatchObject({ path: '/api/auth/login/mfa', body: { mfa_token: 'mfa-1', code: '492039' } });
    expect(session.tokenStore.get()).toBe(firstToken);
    await signInWithPassword({ baseUrl, email: 'two@example.org', password: 'Str0ng-passphrase!', secondFactor: () => ({ recovery_code: 'k7d2p-9xq4m' }) });
  });

  it('throws SecondFactorRequiredError, naming the factors, when no second factor can be given', async () => {
    const noCallback = await signInWithPassword({ baseUrl, email: 'two@example.org', password: 'Str0ng-passphrase!' }).catch((e: unknown) => e);
    expect(noCallback).toBeInstanceOf(SecondFactorRequiredError);
    expect((noCallback as SecondFactorRequiredError).methods).toEqual(['totp', 'recovery']);
    const passkeyOnly = await signInWithPassword({ baseUrl, email: 'passkey@example.org', password: 'Str0ng-passphrase!', secondFactor: () => ({ code: '1' }) }).catch((e: unknown) => e);
    expect(passkeyOnly).toBeInstanceOf(SecondFactorRequiredError);
    expect((passkeyOnly as Error).message).toContain('passkey');
  });

  it('throws PenApiError with Pen\'s message for a wrong password or a wrong code', async () => {
    const wrong = await signInWithPassword({ baseUrl, email: 'ruth@example.org', password: 'nope' }).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(PenApiError);
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Login failed. Check your email and password.' } });
    const badCode = await signInWithPassword({ baseUrl, email: 'two@example.org', password: 'Str0ng-passphrase!', secondFactor: () => ({ code: '000000' }) }).catch((e: unknown) => e);
    expect(badCode).toMatchObject({ status: 401, body: { message: 'The code is not right' } });
  });
});
