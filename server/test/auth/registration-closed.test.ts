import { startTestApp, TestApp } from '../support/test-app';
import { GOOD_PASSWORD, send, TESTIMONY, uniqueEmail } from './accounts-helpers';

/** REGISTRATION_MODE=closed (issue #29): nobody may register, by the web page or the API. */
describe('REGISTRATION_MODE=closed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ REGISTRATION_MODE: 'closed' });
  });
  afterAll(() => t.close());

  it('answers 403 "Registration is closed" to web and API sign-ups and creates no account', async () => {
    const account = { user_name: 'Maria', email: uniqueEmail('closed'), password: GOOD_PASSWORD, bio: TESTIMONY, deviceId: 'device-1' };
    for (const extra of [{}, { client: 'web', website: '', fillMs: 10_000 }]) {
      const res = await send(t, 'POST', '/api/auth/register', { body: { ...account, ...extra } });
      expect(res).toMatchObject({ status: 403, body: { message: 'Registration is closed' } });
    }
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [account.email]);
    expect(rows[0].n).toBe(0);
  });
});
