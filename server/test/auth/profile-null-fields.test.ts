import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

/**
 * null for an optional profile field is bad input or "empty", never a 500: the columns are
 * NOT NULL and @IsOptional lets null through (#27 fuzz finding: mode null answered 500).
 */
describe('Profile update with null optional fields', () => {
  let t: TestApp;
  let member: Member;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    member = await createMember(t, { mode: 'married', bio: 'Jesus is my Saviour' });
  });

  afterAll(async () => {
    await t?.close();
  });

  const update = (extra: Record<string, unknown>) =>
    http(t.url)<{ user: { mode: string; bio: string } }>('PUT', '/api/auth/update-user-name-email', {
      token: member.token,
      body: { user_name: member.userName, email: member.email, password: member.password, ...extra },
    });

  it('mode null means none, as the empty string does', async () => {
    const res = await update({ mode: null });
    expect(res.status).toBe(200);
    expect(res.body.user.mode).toBe('none');
  });

  it('bio null is answered without a server error and keeps the column filled', async () => {
    const res = await update({ bio: null });
    expect(res.status).toBeLessThan(500);
    const { rows } = await t.db.query<{ bio: string | null }>('SELECT bio FROM users WHERE user_id = $1', [member.userId]);
    expect(rows[0].bio).not.toBeNull();
  });
});
