import { startTestApp, TestApp } from '../support/test-app';
import { login, registerVerified, send, uniqueEmail } from './accounts-helpers';

const TOO_MANY = 'Too many failed login attempts. Try again later.';
const SPOOFED = '203.0.113.7';

/**
 * Fails logins (unknown addresses, so only the per-IP count can block), a few at a time, until
 * one is refused. Each costs a full password check, so this is the slow part of the file.
 */
async function failUntilLimited(t: TestApp, forwardedFor: (i: number) => string, max = 120): Promise<void> {
  for (let i = 0; i < max; i += 5) {
    const batch = await Promise.all(
      [0, 1, 2, 3, 4].map((j) => login(t, uniqueEmail('nobody'), 'Wrong!Pass1', 'dev', { 'x-forwarded-for': forwardedFor(i + j) })),
    );
    for (const res of batch) expect([401, 429]).toContain(res.status);
    const limited = batch.find((res) => res.status === 429);
    if (limited) {
      expect(limited.body).toMatchObject({ statusCode: 429, message: TOO_MANY });
      return;
    }
  }
  throw new Error(`no login was limited within ${max} failures`);
}

async function sessionIp(t: TestApp, headers: Record<string, string>): Promise<string> {
  const r = await registerVerified(t);
  const phone = await login(t, r.email, r.password, 'phone', headers);
  expect(phone.status).toBe(200);
  const list = await send<{ sessions: Array<{ device_id: string; ip_address: string }> }>(t, 'GET', '/api/data/user-sessions', { token: phone.body.accessToken });
  expect(list.status).toBe(200);
  return list.body.sessions.find((s) => s.device_id === 'phone')!.ip_address;
}

describe('proxy trust: who may tell the client address', () => {
  describe('by default (TRUST_PROXY unset) X-Forwarded-For is ignored', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('a spoofed X-Forwarded-For does not change the IP the session list shows', async () => {
      const ip = await sessionIp(t, { 'x-forwarded-for': SPOOFED });
      expect(ip).not.toContain(SPOOFED);
      expect(ip).toMatch(/127\.0\.0\.1$/);
    });

    it('a new spoofed X-Forwarded-For on every try does not escape the per-IP login limit', async () => {
      await failUntilLimited(t, (i) => `198.51.100.${i % 250}`);
    }, 300_000);
  });

  describe('TRUST_PROXY=loopback (a proxy on this machine)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ TRUST_PROXY: 'loopback' });
    });
    afterAll(() => t.close());

    it('the session list shows the address the proxy forwarded', async () => {
      expect(await sessionIp(t, { 'x-forwarded-for': SPOOFED })).toBe(SPOOFED);
    });

    it('the login limit counts the forwarded address: another client is not blocked', async () => {
      await failUntilLimited(t, () => '198.51.100.1');
      const other = await login(t, uniqueEmail('nobody'), 'Wrong!Pass1', 'dev', { 'x-forwarded-for': '198.51.100.2' });
      expect(other).toMatchObject({ status: 401, body: { message: 'Login failed. Check your email and password.' } });
    }, 300_000);
  });

  it('TRUST_PROXY=1 trusts one hop: the last forwarded address is the client', async () => {
    const t = await startTestApp({ TRUST_PROXY: '1' });
    try {
      expect(await sessionIp(t, { 'x-forwarded-for': `10.9.9.9, ${SPOOFED}` })).toBe(SPOOFED);
    } finally {
      await t.close();
    }
  });
});
