import { createMember, Member } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { connApi } from './conn-helpers';

type ByCode = { user: { user_id: number; user_name: string; user_code: string; bio: string; mode: string; profile_picture: string; friend_status: string } };

/** GET /api/conn/member-by-code/{userCode}: the profile behind the shareable address /u/{user_code} (issue 41). */
describe('connections: a member by user code', () => {
  let t: TestApp;
  let api: ReturnType<typeof connApi>;

  beforeAll(async () => {
    t = await startTestApp();
    api = connApi(t);
  });
  afterAll(() => t.close());

  const byCode = (me: Member, code: string) => api.call<ByCode & { message?: string }>('GET', `/api/conn/member-by-code/${encodeURIComponent(code)}`, { token: me.token });
  let n = 0;
  const withCode = async (opts: Parameters<typeof createMember>[1] = {}) => {
    const member = await createMember(t, opts);
    const code = `Code.${Date.now().toString(36)}_${(n += 1)}`;
    await t.db.query('UPDATE users SET user_code = $2 WHERE user_id = $1', [member.userId, code]);
    return { member, code };
  };

  it('answers the member whose code it is, ignoring case, with the friend status', async () => {
    const me = await createMember(t);
    const { member, code } = await withCode({ userName: 'Lydia Seller', bio: 'Jesus opened my heart', mode: 'married' });
    const res = await byCode(me, code.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      user_id: member.userId,
      user_name: 'Lydia Seller',
      user_code: code,
      bio: 'Jesus opened my heart',
      mode: 'married',
      profile_picture: 'uploads/profile_images/default-profile.png',
      friend_status: 'none',
    });
    await api.send(me, member.userId);
    expect((await byCode(me, code)).body.user.friend_status).toBe('pending');
    expect((await byCode(member, code)).body.user.user_id).toBe(member.userId); // one's own code works too
  });

  it('answers 404 "User not found" for an unknown code and for members others may not see', async () => {
    const me = await createMember(t);
    expect(await byCode(me, 'nobody-has-this-code')).toMatchObject({ status: 404, body: { message: 'User not found' } });
    for (const opts of [{ status: 'suspended' }, { status: 'deleted' }, { verified: false }]) {
      const { code } = await withCode(opts);
      expect(await byCode(me, code)).toMatchObject({ status: 404, body: { message: 'User not found' } });
    }
    const waiting = await withCode();
    await t.db.query(`UPDATE users SET review_status = 'pending' WHERE user_id = $1`, [waiting.member.userId]);
    expect((await byCode(me, waiting.code)).status).toBe(404);
  });

  it('hides members separated by a block, either way, until it is lifted', async () => {
    const me = await createMember(t);
    const blocker = await withCode();
    const blocked = await withCode();
    const block = (a: Member, b: Member) => api.call('POST', '/api/conn/block-user', { token: a.token, body: { targetUserId: b.userId } });
    expect((await block(blocker.member, me)).status).toBe(200);
    expect((await block(me, blocked.member)).status).toBe(200);
    expect((await byCode(me, blocker.code)).status).toBe(404);
    expect((await byCode(me, blocked.code)).status).toBe(404);
    await api.call('POST', '/api/conn/unblock-user', { token: me.token, body: { targetUserId: blocked.member.userId } });
    expect((await byCode(me, blocked.code)).status).toBe(200);
  });

  it('refuses a code of the wrong shape with 400, in the reader\'s language', async () => {
    const me = await createMember(t);
    expect(await byCode(me, 'has space')).toMatchObject({ status: 400, body: { message: 'Invalid user code' } });
    const finn = await createMember(t);
    await t.db.query(`UPDATE users SET language = 'fi' WHERE user_id = $1`, [finn.userId]);
    expect(await byCode(finn, 'x'.repeat(51))).toMatchObject({ status: 400, body: { message: 'Virheellinen käyttäjätunnus' } });
  });

  it('needs a signed-in member', async () => {
    const res = await api.call('GET', '/api/conn/member-by-code/anyone');
    expect(res.status).toBe(401);
  });

  it('gives search hits and the user-posts profile their user code', async () => {
    const me = await createMember(t);
    const { member, code } = await withCode({ userName: `Phoebe Deacon ${Date.now()}` });
    const hits = await api.call<{ users: Array<{ user_id: number; user_code: string | null }> }>('GET', `/api/conn/search-users?query=${encodeURIComponent('Phoebe Deacon')}`, { token: me.token });
    expect(hits.body.users.find((u) => u.user_id === member.userId)?.user_code).toBe(code);
    const posts = await api.call<{ user: { user_code: string | null } }>('GET', `/api/posts/user-posts/${member.userId}`, { token: me.token });
    expect(posts.status).toBe(200);
    expect(posts.body.user.user_code).toBe(code);
  });
});
