import { JwtService } from '@nestjs/jwt';
import { createMember } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { login, refreshCookie, register, registerVerified, send } from './accounts-helpers';

describe('accounts: refresh cookie, device sessions and logout', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const refresh = async (cookie: string | undefined) => {
    const res = await send<{ accessToken: string; message: string }>(t, 'POST', '/api/auth/refresh-token', { cookie });
    return { ...res, cookie: refreshCookie(res.setCookie) };
  };

  it('issues HS256 access tokens {sub, sid} that expire after 15 minutes', async () => {
    const r = await register(t);
    const payload = t.app.get(JwtService).decode<{ sub: number; sid: number; iat: number; exp: number }>(r.accessToken);
    expect(payload.sub).toBe(r.userId);
    expect(payload.sid).toEqual(expect.any(Number));
    expect(payload.exp - payload.iat).toBe(15 * 60);
    expect(JSON.parse(Buffer.from(r.accessToken.split('.')[0], 'base64url').toString())).toMatchObject({ alg: 'HS256' });
  });

  it('rotates the refresh cookie on every refresh and answers a working access token', async () => {
    const r = await register(t);
    const first = await refresh(r.cookie);
    expect(first.status).toBe(200);
    expect(first.cookie).toMatch(/^refreshToken=/);
    expect(first.cookie).not.toBe(r.cookie);
    const info = await send(t, 'GET', '/api/auth/profile-user-info', { token: first.body.accessToken });
    expect(info.status).toBe(200);
    const second = await refresh(first.cookie);
    expect(second.status).toBe(200);
    expect(second.cookie).not.toBe(first.cookie);
  });

  it('revokes the device session when a rotated-out token is presented again (reuse detection)', async () => {
    const r = await register(t);
    const a = await refresh(r.cookie);
    const b = await refresh(a.cookie);
    expect(b.status).toBe(200);
    // r.cookie was replaced two rotations ago: someone kept a copy.
    const stolen = await refresh(r.cookie);
    expect(stolen.status).toBe(401);
    expect(stolen.body).toMatchObject({ message: 'Your session has ended. Please sign in again.' });
    expect(stolen.setCookie.join()).toContain('Max-Age=0');
    // The session is gone for the genuine holder too, and its access tokens stop working at once.
    expect((await refresh(b.cookie)).status).toBe(401);
    expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: b.body.accessToken })).status).toBe(401);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM device_sessions WHERE user_id = $1', [r.userId]);
    expect(rows[0].n).toBe(0);
  });

  it('accepts the just-replaced token during a short grace period (two tabs refreshing together), without rotating again', async () => {
    const r = await register(t);
    const tabA = await refresh(r.cookie);
    const tabB = await refresh(r.cookie);
    expect(tabB.status).toBe(200);
    expect(tabB.cookie).toBeUndefined();
    expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: tabB.body.accessToken })).status).toBe(200);
    // The cookie tab A received is still the current one.
    expect((await refresh(tabA.cookie)).status).toBe(200);
  });

  it('treats the replaced token as stolen once the grace period is over', async () => {
    const r = await register(t);
    const a = await refresh(r.cookie);
    await t.db.query(`UPDATE device_sessions SET rotated_at = now() - interval '1 minute' WHERE user_id = $1`, [r.userId]);
    expect((await refresh(r.cookie)).status).toBe(401);
    expect((await refresh(a.cookie)).status).toBe(401);
  });

  it('answers 401 without a cookie, with a malformed one, or for a session unused for 30 days', async () => {
    expect((await refresh(undefined)).status).toBe(401);
    expect((await refresh('refreshToken=garbage')).status).toBe(401);
    const r = await register(t);
    await t.db.query(`UPDATE device_sessions SET last_used_at = now() - interval '31 days' WHERE user_id = $1`, [r.userId]);
    expect((await refresh(r.cookie)).status).toBe(401);
  });

  it('remove-cookie clears the cookie and ends the session it belongs to', async () => {
    const r = await register(t);
    const res = await send(t, 'POST', '/api/auth/remove-cookie', { cookie: r.cookie });
    expect(res.status).toBe(200);
    expect(res.setCookie.join()).toMatch(/refreshToken=; Path=\/api\/auth; Max-Age=0/);
    expect((await refresh(r.cookie)).status).toBe(401);
    expect((await send(t, 'POST', '/api/auth/remove-cookie')).status).toBe(200);
  });

  it('check-session answers ok only for a device the member is signed in on', async () => {
    const r = await register(t);
    const ok = await send(t, 'GET', `/api/auth/check-session?deviceId=${r.deviceId}`, { token: r.accessToken });
    expect(ok).toMatchObject({ status: 200, body: { ok: true } });
    const other = await send(t, 'GET', '/api/auth/check-session?deviceId=someone-else', { token: r.accessToken });
    expect(other).toMatchObject({ status: 200, body: { ok: false } });
    const missing = await send(t, 'GET', '/api/auth/check-session', { token: r.accessToken });
    expect(missing).toMatchObject({ status: 400, body: { message: 'deviceId is required' } });
    expect((await send(t, 'GET', `/api/auth/check-session?deviceId=${r.deviceId}`)).status).toBe(401);
  });

  describe('logout variants and the sessions list', () => {
    async function threeDevices() {
      const r = await registerVerified(t);
      const phone = await login(t, r.email, r.password, 'phone', { 'user-agent': 'Phone browser' });
      const tablet = await login(t, r.email, r.password, 'tablet', { 'user-agent': 'Tablet browser' });
      return { r, phone, tablet };
    }

    it('lists the sessions with the current one marked', async () => {
      const { r, phone } = await threeDevices();
      const res = await send<{ sessions: Array<Record<string, unknown>> }>(t, 'GET', '/api/data/user-sessions', { token: phone.body.accessToken });
      expect(res.status).toBe(200);
      expect(res.body.sessions).toHaveLength(3);
      expect(res.body.sessions.map((s) => s.device_id).sort()).toEqual([r.deviceId, 'phone', 'tablet'].sort());
      const mine = res.body.sessions.find((s) => s.current)!;
      expect(mine).toMatchObject({ device_id: 'phone', user_agent: 'Phone browser', ip_address: expect.any(String) });
      expect(Object.keys(mine).sort()).toEqual(['created_at', 'current', 'device_id', 'ip_address', 'last_used_at', 'session_id', 'user_agent']);
      expect(res.body.sessions.filter((s) => s.current)).toHaveLength(1);
    });

    it('logout ends this device and clears its cookie; the others stay signed in', async () => {
      const { r, phone, tablet } = await threeDevices();
      const res = await send(t, 'POST', '/api/auth/logout', { token: phone.body.accessToken, body: { deviceId: 'phone' } });
      expect(res).toMatchObject({ status: 200, body: { message: 'Logged out' } });
      expect(res.setCookie.join()).toContain('Max-Age=0');
      expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: phone.body.accessToken })).status).toBe(401);
      expect((await refresh(phone.cookie)).status).toBe(401);
      expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: tablet.body.accessToken })).status).toBe(200);
      expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: r.accessToken })).status).toBe(200);
    });

    it('logout-chosen-device ends one other device; an unknown device is 404', async () => {
      const { phone, tablet } = await threeDevices();
      const res = await send(t, 'POST', '/api/auth/logout-chosen-device', { token: phone.body.accessToken, body: { deviceId: 'tablet' } });
      expect(res).toMatchObject({ status: 200, body: { message: 'Device has been logged out' } });
      expect(res.setCookie).toEqual([]);
      expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: tablet.body.accessToken })).status).toBe(401);
      expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: phone.body.accessToken })).status).toBe(200);
      const again = await send(t, 'POST', '/api/auth/logout-chosen-device', { token: phone.body.accessToken, body: { deviceId: 'tablet' } });
      expect(again).toMatchObject({ status: 404, body: { message: 'No signed-in session was found for this device' } });
    });

    it('logout-all-except-this keeps only the given device', async () => {
      const { r, phone, tablet } = await threeDevices();
      const res = await send(t, 'POST', '/api/auth/logout-all-except-this', { token: phone.body.accessToken, body: { deviceId: 'phone' } });
      expect(res).toMatchObject({ status: 200, body: { message: 'All devices have been logged out except this one' } });
      expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: phone.body.accessToken })).status).toBe(200);
      expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: tablet.body.accessToken })).status).toBe(401);
      expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: r.accessToken })).status).toBe(401);
      const list = await send<{ sessions: unknown[] }>(t, 'GET', '/api/data/user-sessions', { token: phone.body.accessToken });
      expect(list.body.sessions).toHaveLength(1);
    });

    it('logout-all ends every session, this one included', async () => {
      const { phone, tablet } = await threeDevices();
      const res = await send(t, 'POST', '/api/auth/logout-all', { token: tablet.body.accessToken });
      expect(res).toMatchObject({ status: 200, body: { message: 'All logged-in devices have been logged out' } });
      expect(res.setCookie.join()).toContain('Max-Age=0');
      expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: phone.body.accessToken })).status).toBe(401);
      expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: tablet.body.accessToken })).status).toBe(401);
    });

    it('validates deviceId and needs a token', async () => {
      const { phone } = await threeDevices();
      const res = await send(t, 'POST', '/api/auth/logout-chosen-device', { token: phone.body.accessToken, body: {} });
      expect(res).toMatchObject({ status: 400, body: { message: 'deviceId is required' } });
      expect((await send(t, 'POST', '/api/auth/logout-all')).status).toBe(401);
    });
  });

  it('ends every session when the member status becomes something other than active', async () => {
    const r = await registerVerified(t);
    await login(t, r.email, r.password, 'second-device');
    // Whoever changes the status (here plain SQL, as a staff tool might), the sessions end with it.
    await t.db.query(`UPDATE users SET status = 'suspended' WHERE user_id = $1`, [r.userId]);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM device_sessions WHERE user_id = $1', [r.userId]);
    expect(rows[0].n).toBe(0);
    expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: r.accessToken })).status).toBe(401);
    expect((await refresh(r.cookie)).status).toBe(401);
    // Signing in again gives only the limited session of a suspended member (issue 42): told so,
    // with their standing, and refused everything else.
    const again = await login(t, r.email, r.password, 'again');
    expect(again).toMatchObject({ status: 200, body: { message: 'This account is suspended', user: { status: 'suspended' }, standing: { status: 'suspended' } } });
    const limited = (again.body as { accessToken: string }).accessToken;
    expect(await send(t, 'POST', '/api/posts/create-post', { token: limited, body: { content: 'Still here' } })).toMatchObject({ status: 403, body: { message: 'This account is suspended' } });
  });

  it('lists sessions only for verified members', async () => {
    const m = await createMember(t);
    const res = await send<{ sessions: Array<{ device_id: string; current: boolean }> }>(t, 'GET', '/api/data/user-sessions', { token: m.token });
    expect(res.status).toBe(200);
    expect(res.body.sessions).toEqual([expect.objectContaining({ device_id: m.deviceId, current: true, user_agent: 'jest' })]);
    const unverified = await createMember(t, { verified: false });
    expect((await send(t, 'GET', '/api/data/user-sessions', { token: unverified.token })).status).toBe(403);
  });
});
