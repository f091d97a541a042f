import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { enrolTotp } from '../support/two-factor';

const REQUIRED = 'Two-factor sign-in is required for moderators';

async function operatorWithout2fa(t: TestApp, role: 'moderator' | 'paka'): Promise<Member> {
  const m = await createMember(t);
  await t.db.query(`UPDATE users SET role = $2 WHERE user_id = $1`, [m.userId, role]);
  return m;
}

/** REQUIRE_2FA_FOR_OPERATORS (issue 43): operators need two-factor sign-in for /api/mod. */
describe('operators and two-factor sign-in', () => {
  describe('by default', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ APP_ROLE: 'api' });
    });
    afterAll(() => t.close());

    it.each(['moderator', 'paka'] as const)('refuses a %s without 2FA on every moderation route, and lets them in once it is on', async (role) => {
      const op = await operatorWithout2fa(t, role);
      const call = http(t.url);
      for (const path of ['/api/mod/reports', '/api/mod/users', '/api/mod/audit-log', '/api/mod/registrations']) {
        const res = await call('GET', path, { token: op.token });
        expect([path, res.status, res.body.message]).toEqual([path, 403, REQUIRED]);
      }
      const suspend = await call('POST', '/api/mod/suspend-user', { token: op.token, body: { userId: op.userId, reason: 'x' } });
      expect([suspend.status, suspend.body.message]).toEqual([403, REQUIRED]);
      await enrolTotp(t, op);
      expect((await call('GET', '/api/mod/reports', { token: op.token })).status).toBe(200);
    });

    it('still tells a plain member the route is for moderators', async () => {
      const m = await createMember(t);
      const res = await http(t.url)('GET', '/api/mod/reports', { token: m.token });
      expect([res.status, res.body.message]).toEqual([403, 'This is for moderators only']);
    });
  });

  it('lets operators without 2FA in when REQUIRE_2FA_FOR_OPERATORS=false', async () => {
    const t = await startTestApp({ APP_ROLE: 'api', REQUIRE_2FA_FOR_OPERATORS: 'false' });
    try {
      const op = await operatorWithout2fa(t, 'moderator');
      expect((await http(t.url)('GET', '/api/mod/reports', { token: op.token })).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
