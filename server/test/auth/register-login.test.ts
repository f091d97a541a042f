import { createMember } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { GOOD_PASSWORD, login, register, send, TESTIMONY, uniqueEmail } from './accounts-helpers';

describe('accounts: registration and sign-in', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The limit tests play several clients from 127.0.0.1 with X-Forwarded-For, as a proxy on this machine would send it.
    t = await startTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  const valid = () => ({ user_name: 'Maria', email: uniqueEmail(), password: GOOD_PASSWORD, bio: TESTIMONY, deviceId: 'device-1' });

  describe('POST /api/auth/register', () => {
    it('creates an unverified member, signs the device in with a refresh cookie and answers 201 {accessToken, user_id}', async () => {
      const body = valid();
      const res = await send<{ accessToken: string; user_id: number; message: string }>(t, 'POST', '/api/auth/register', {
        body: { ...body, email: `  ${body.email.toUpperCase()} `, user_name: '  Maria  ' },
        headers: { 'user-agent': 'A'.repeat(800) },
      });
      expect(res.status).toBe(201);
      expect(res.body.accessToken.split('.')).toHaveLength(3);
      expect(res.body.user_id).toEqual(expect.any(Number));
      const cookie = res.setCookie.find((c) => c.startsWith('refreshToken='))!;
      expect(cookie).toMatch(/^refreshToken=\d+\.[\w-]+; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict$/);

      const { rows } = await t.db.query('SELECT email, user_name, verified, status, bio FROM users WHERE user_id = $1', [res.body.user_id]);
      expect(rows[0]).toEqual({ email: body.email, user_name: 'Maria', verified: 0, status: 'active', bio: TESTIMONY });
      const sessions = await t.db.query('SELECT device_id, length(user_agent) AS ua, refresh_token_hash FROM device_sessions WHERE user_id = $1', [res.body.user_id]);
      expect(sessions.rows).toEqual([{ device_id: 'device-1', ua: 500, refresh_token_hash: expect.stringMatching(/^[a-f0-9]{64}$/) }]);
      // The cookie's secret is stored only as its hash.
      expect(cookie).not.toContain(sessions.rows[0].refresh_token_hash);

      const mail = await t.mailbox.waitFor(body.email);
      expect(mail.subject).toBe('Verify your email address for Pen');
      expect(mail.text).toMatch(/http:\/\/localhost:3000\/verifmail\?token=[\w-]+/);
      expect(mail.html).toContain('/verifmail?token=');
    });

    it('lets the new, unverified member read their profile but nothing that needs verification', async () => {
      const r = await register(t);
      const info = await send<{ user: Record<string, unknown> }>(t, 'GET', '/api/auth/profile-user-info', { token: r.accessToken });
      expect(info.status).toBe(200);
      expect(info.body.user).toMatchObject({ user_id: r.userId, email: r.email, verified: 0, user_name: 'Maria', mode: 'none' });
      expect(info.body.user).not.toHaveProperty('password_hash');
      const sessions = await send(t, 'GET', '/api/data/user-sessions', { token: r.accessToken });
      expect(sessions.status).toBe(403);
      expect(sessions.body).toMatchObject({ message: 'Please verify your email address first. Check your inbox for the verification link.' });
    });

    it.each([
      [{ user_name: '' }, 'Username is required'],
      [{ user_name: '   ' }, 'Username is required'],
      [{ user_name: 'x'.repeat(71) }, 'Username cannot be longer than 70 characters'],
      [{ email: '' }, 'Email address is required'],
      [{ email: 'not-an-email' }, 'Invalid email address'],
      [{ email: 'a b@example.test' }, 'Invalid email address'],
      [{ email: `${'a'.repeat(250)}@example.test` }, 'Email address cannot be longer than 255 characters'],
      [{ password: '' }, 'Password is required'],
      [{ password: 'Aa1!' }, 'Password must be at least 8 characters long'],
      [{ password: 'password1!' }, 'Password must contain at least 8 characters, one uppercase letter, one lowercase letter, one number, and one special character (!@#$%^&*)'],
      [{ password: 'Password1?' }, 'Password must contain at least 8 characters, one uppercase letter, one lowercase letter, one number, and one special character (!@#$%^&*)'],
      [{ bio: '' }, 'Testimony is required'],
      [{ bio: `Jesus ${'x'.repeat(700)}` }, 'Testimony cannot be longer than 700 characters'],
      [{ bio: 'I like walks in the park.' }, 'Description must contain your testimony about Jesus'],
      [{ deviceId: '' }, 'deviceId is required'],
    ])('rejects %j with the spec message', async (change, message) => {
      const res = await send(t, 'POST', '/api/auth/register', { body: { ...valid(), ...change } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request', errors: [message] });
    });

    it('accepts a Finnish testimony, case-insensitively', async () => {
      const res = await send(t, 'POST', '/api/auth/register', { body: { ...valid(), bio: 'jeesus kristus on herrani' } });
      expect(res.status).toBe(201);
    });

    it('reports every invalid field at once, one message per field', async () => {
      const res = await send<{ errors: string[] }>(t, 'POST', '/api/auth/register', { body: { user_name: '', email: 'x', password: '', bio: 'hello', deviceId: 'd' } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(['Username is required', 'Invalid email address', 'Password is required', 'Description must contain your testimony about Jesus']);
    });

    it('rejects unknown fields and non-JSON bodies with 400', async () => {
      const extra = await send(t, 'POST', '/api/auth/register', { body: { ...valid(), role: 'admin' } });
      expect(extra.status).toBe(400);
      expect(extra.body).toMatchObject({ message: 'property role should not exist' });
      const broken = await fetch(`${t.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"user_name":' });
      expect(broken.status).toBe(400);
    });

    it('answers 409 for an address already registered, ignoring case', async () => {
      const r = await register(t);
      const res = await send(t, 'POST', '/api/auth/register', { body: { ...valid(), email: r.email.toUpperCase() } });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: 'An account with this email address already exists.' });
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with {accessToken, user, message} and a refresh cookie, renewing the device session', async () => {
      const r = await register(t);
      const first = await send<{ session_id: number }[]>(t, 'GET', '/api/auth/profile-user-info', { token: r.accessToken });
      expect(first.status).toBe(200);
      const res = await login(t, `  ${r.email.toUpperCase()}`, r.password, r.deviceId, { 'user-agent': 'Firefox test' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Login successful. Please verify your email address to start using Pen.');
      expect(res.body.user).toMatchObject({ user_id: r.userId, email: r.email, verified: 0 });
      expect(res.body.user.last_login).not.toBeNull();
      expect(res.cookie).toMatch(/^refreshToken=/);
      expect(res.cookie).not.toBe(r.cookie);
      const { rows } = await t.db.query('SELECT user_agent FROM device_sessions WHERE user_id = $1', [r.userId]);
      expect(rows).toEqual([{ user_agent: 'Firefox test' }]);
      // The old cookie of that device no longer refreshes.
      const old = await send(t, 'POST', '/api/auth/refresh-token', { cookie: r.cookie });
      expect(old.status).toBe(401);
    });

    it('says first_sign_in: true on the first sign-in only, on any device; registering counts as the first', async () => {
      const member = await createMember(t); // an account that has never been signed in to
      const first = await login(t, member.email, member.password, 'laptop-1');
      expect(first.status).toBe(200);
      expect(first.body.first_sign_in).toBe(true);
      const again = await login(t, member.email, member.password, 'tablet-3');
      expect(again.status).toBe(200);
      expect(again.body.first_sign_in).toBe(false);

      const r = await register(t);
      const { rows } = await t.db.query('SELECT last_login IS NOT NULL AS recorded FROM users WHERE user_id = $1', [r.userId]);
      expect(rows[0].recorded).toBe(true);
      expect((await login(t, r.email, r.password, r.deviceId)).body.first_sign_in).toBe(false);
    });

    it('opens a second session for another device', async () => {
      const r = await register(t);
      const res = await login(t, r.email, r.password, 'phone-2');
      expect(res.status).toBe(200);
      const { rows } = await t.db.query('SELECT device_id FROM device_sessions WHERE user_id = $1 ORDER BY device_id', [r.userId]);
      expect(rows.map((x) => x.device_id).sort()).toEqual([r.deviceId, 'phone-2'].sort());
    });

    it('answers 401 with the same message for a wrong password and an unknown address', async () => {
      const r = await register(t);
      const wrong = await login(t, r.email, 'Wrong!Pass1', 'x');
      const unknown = await login(t, uniqueEmail('nobody'), GOOD_PASSWORD, 'x');
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ statusCode: 401, message: 'Login failed. Check your email and password.', error: 'Unauthorized' });
        expect(res.cookie).toBeUndefined();
      }
    });

    it.each([
      [{ email: '' }, 'Required'],
      [{ email: 'bad address' }, 'Invalid email address format'],
      [{ password: '' }, 'Required'],
      [{ deviceId: undefined }, 'deviceId is required'],
    ])('validates %j', async (change, message) => {
      const res = await send(t, 'POST', '/api/auth/login', { body: { email: 'a@b.fi', password: 'x', deviceId: 'd', ...change } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message });
    });

    it('refuses further attempts for an address after 10 failures, even with the right password (429)', async () => {
      const r = await register(t);
      const ip = { 'x-forwarded-for': '203.0.113.10' };
      for (let i = 0; i < 10; i++) expect((await login(t, r.email, 'Wrong!Pass1', 'x', ip)).status).toBe(401);
      const blocked = await login(t, r.email, r.password, 'x', { 'x-forwarded-for': '203.0.113.11' });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ message: 'Too many failed login attempts. Try again later.' });
      // The 15-minute window opened at the first failure.
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    }, 90_000);

    it('refuses further attempts from an IP address after 50 failures across addresses', async () => {
      const r = await register(t);
      const ip = { 'x-forwarded-for': '198.51.100.7' };
      for (let batch = 0; batch < 5; batch++) {
        const statuses = await Promise.all(Array.from({ length: 10 }, () => login(t, uniqueEmail('guess'), 'Wrong!Pass1', 'x', ip).then((res) => res.status)));
        expect(statuses).toEqual(Array(10).fill(401));
      }
      expect((await login(t, r.email, r.password, 'x', ip)).status).toBe(429);
      expect((await login(t, r.email, r.password, 'x', { 'x-forwarded-for': '198.51.100.8' })).status).toBe(200);
    }, 120_000);

    it('clears the address count after a successful sign-in', async () => {
      const r = await register(t);
      const ip = { 'x-forwarded-for': '192.0.2.44' };
      for (let i = 0; i < 9; i++) await login(t, r.email, 'Wrong!Pass1', 'x', ip);
      expect((await login(t, r.email, r.password, 'x', ip)).status).toBe(200);
      // Without the reset the count would now be 11, past the limit of 10.
      for (let i = 0; i < 2; i++) expect((await login(t, r.email, 'Wrong!Pass1', 'x', ip)).status).toBe(401);
      expect((await login(t, r.email, r.password, 'x', ip)).status).toBe(200);
    }, 90_000);
  });
});
