import { createMember, Member } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { bothDirections, connApi, friendshipRows } from './conn-helpers';

type UsersBody = { users: Array<{ user_id: number; user_name: string; bio: string; mode: string; profile_picture: string }> };

describe('connections: friends list and removing a friend', () => {
  let t: TestApp;
  let api: ReturnType<typeof connApi>;

  beforeAll(async () => {
    t = await startTestApp();
    api = connApi(t);
  });
  afterAll(() => t.close());

  async function befriend(a: Member, b: Member): Promise<void> {
    expect((await api.send(a, b.userId)).status).toBe(200);
    expect((await api.accept(b, a.userId)).status).toBe(200);
  }

  const friendsOf = async (m: Member) => (await api.call<UsersBody>('GET', '/api/conn/get-users-for-my-connections', { token: m.token })).body.users;

  it('lists my friends by name with the fields friend lists show, and nobody else', async () => {
    const me = await createMember(t, { userName: 'Me Myself' });
    const zed = await createMember(t, { userName: 'zed Friend', bio: 'Saved by the Lamb of God', mode: 'single' });
    const amy = await createMember(t, { userName: 'Amy Friend' });
    const pending = await createMember(t);
    const declined = await createMember(t);
    await befriend(me, zed);
    await befriend(amy, me);
    await api.send(me, pending.userId);
    await api.send(declined, me.userId);
    await api.decline(me, declined.userId);

    const res = await api.call<UsersBody>('GET', '/api/conn/get-users-for-my-connections', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual([
      { user_id: amy.userId, user_name: 'Amy Friend', bio: 'Jesus is my Saviour', mode: 'none', profile_picture: 'uploads/profile_images/default-profile.png' },
      { user_id: zed.userId, user_name: 'zed Friend', bio: 'Saved by the Lamb of God', mode: 'single', profile_picture: 'uploads/profile_images/default-profile.png' },
    ]);
    expect((await friendsOf(zed)).map((u) => u.user_id)).toEqual([me.userId]);
    expect(await friendsOf(pending)).toEqual([]);
  });

  it('leaves friends whose account was deleted out of the list', async () => {
    const [me, gone] = [await createMember(t), await createMember(t)];
    await befriend(me, gone);
    await t.db.query(`UPDATE users SET status = 'deleted' WHERE user_id = $1`, [gone.userId]);
    expect(await friendsOf(me)).toEqual([]);
  });

  it('either friend may remove the other; the friendship ends at once and reads declined', async () => {
    for (const remover of ['sender', 'receiver'] as const) {
      const [a, b] = [await createMember(t), await createMember(t)];
      await befriend(a, b);
      const [me, friend] = remover === 'sender' ? [a, b] : [b, a];
      const res = await api.remove(me, friend.userId);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Friend removed.', status: 'declined' });
      expect(await api.status(a, b)).toBe('declined');
      expect(await api.status(b, a)).toBe('declined');
      expect(await friendshipRows(t, a, b)).toEqual([]);
      expect(await friendsOf(a)).toEqual([]);
      expect(await friendsOf(b)).toEqual([]);
    }
  });

  it('answers 404 Friend not found when the two are not friends', async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    const stranger = await createMember(t);
    const notFriends = async (me: Member, friendId: number) => {
      const res = await api.remove(me, friendId);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Friend not found', error: 'Not Found' });
    };
    await notFriends(a, b.userId); // no connection at all
    await api.send(a, b.userId);
    await notFriends(a, b.userId); // pending
    await notFriends(b, a.userId);
    await api.accept(b, a.userId);
    await notFriends(stranger, a.userId); // a third member cannot end someone else's friendship
    await notFriends(a, stranger.userId);
    await notFriends(a, a.userId);
    expect(await friendshipRows(t, a, b)).toEqual(bothDirections(a, b));
    await api.remove(a, b.userId);
    await notFriends(a, b.userId); // already removed
    await notFriends(b, a.userId);
  });

  it('friends can become friends again after a removal', async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    await befriend(a, b);
    await api.remove(b, a.userId);
    await befriend(b, a);
    expect(await api.status(a, b)).toBe('accepted');
    expect(await friendshipRows(t, a, b)).toEqual(bothDirections(a, b));
  });

  it('keeps the friendships table exactly equal to the accepted connections', async () => {
    const members: Member[] = [];
    for (let i = 0; i < 5; i++) members.push(await createMember(t));
    const [a, b, c, d, e] = members;
    await befriend(a, b);
    await befriend(a, c);
    await api.send(d, a.userId);
    await api.send(a, d.userId); // mutual request: friends
    await api.send(e, a.userId);
    await api.decline(a, e.userId);
    await api.remove(c, a.userId);
    const ids = members.map((m) => m.userId);
    const { rows: mismatches } = await t.db.query(
      `WITH expected AS (
         SELECT sender_id AS user_id, receiver_id AS friend_id FROM connections WHERE status = 'accepted' AND sender_id = ANY($1)
         UNION SELECT receiver_id, sender_id FROM connections WHERE status = 'accepted' AND sender_id = ANY($1))
       (SELECT user_id, friend_id FROM expected EXCEPT SELECT user_id, friend_id FROM friendships WHERE user_id = ANY($1))
       UNION ALL
       (SELECT user_id, friend_id FROM friendships WHERE user_id = ANY($1) EXCEPT SELECT user_id, friend_id FROM expected)`,
      [ids],
    );
    expect(mismatches).toEqual([]);
    expect((await friendsOf(a)).map((u) => u.user_id).sort()).toEqual([b.userId, d.userId].sort());
  });
});
