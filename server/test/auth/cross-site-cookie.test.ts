import { startTestApp, TestApp } from '../support/test-app';
import { refreshCookie, register, send } from './accounts-helpers';

const REFUSED = 'This request came from another site and was refused. Open Pen at its own address and try again.';

describe('cookie-authenticated calls refuse other sites (beside SameSite)', () => {
  let t: TestApp;

  beforeAll(async () => {
    // PUBLIC_URL is http://localhost:3000 while the test reaches the app at 127.0.0.1:<port>.
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const refresh = (cookie: string, headers: Record<string, string> = {}) => send<{ accessToken?: string; message?: string }>(t, 'POST', '/api/auth/refresh-token', { cookie, headers });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a sibling origin on another port', { origin: 'http://localhost:3001' }],
    ['an opaque origin', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('refresh-token from %s is 403 and leaves the session and its cookie as they were', async (_, headers) => {
    const r = await register(t);
    const res = await refresh(r.cookie, headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ statusCode: 403, message: REFUSED, error: 'Forbidden' });
    expect(res.setCookie).toEqual([]);
    // The genuine page can still use the same cookie.
    expect((await refresh(r.cookie)).status).toBe(200);
  });

  it.each([
    ['no Origin (a non-browser client)', {}],
    ["PUBLIC_URL's origin", { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }],
    ['the origin the request was addressed to', { origin: 'ORIGIN_OF_APP' }],
  ])('refresh-token from %s works', async (_, headers: Record<string, string>) => {
    const r = await register(t);
    const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v === 'ORIGIN_OF_APP' ? new URL(t.url).origin : v]));
    const res = await refresh(r.cookie, h);
    expect(res.status).toBe(200);
    expect(res.body.accessToken).toEqual(expect.any(String));
    expect(refreshCookie(res.setCookie)).toBeDefined();
  });

  it('remove-cookie from another site is 403 and does not end the session; from the app it does', async () => {
    const r = await register(t);
    const refused = await send(t, 'POST', '/api/auth/remove-cookie', { cookie: r.cookie, headers: { origin: 'https://evil.example' } });
    expect(refused).toMatchObject({ status: 403, body: { message: REFUSED } });
    expect(refused.setCookie).toEqual([]);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM device_sessions WHERE user_id = $1', [r.userId]);
    expect(rows[0].n).toBe(1);

    const removed = await send(t, 'POST', '/api/auth/remove-cookie', { cookie: r.cookie, headers: { origin: 'http://localhost:3000' } });
    expect(removed).toMatchObject({ status: 200, body: { message: 'Cookie removed' } });
    expect((await refresh(r.cookie)).status).toBe(401);
  });
});
