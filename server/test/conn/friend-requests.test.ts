import { createMember, Member } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { bothDirections, connApi, friendshipRows, recordConnectionEvents, RecordedEvent } from './conn-helpers';

describe('connections: the friend request state machine', () => {
  let t: TestApp;
  let api: ReturnType<typeof connApi>;
  let events: RecordedEvent[];

  beforeAll(async () => {
    t = await startTestApp();
    api = connApi(t);
    events = recordConnectionEvents(t);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    events.length = 0;
  });

  async function pair(): Promise<[Member, Member]> {
    return [await createMember(t), await createMember(t)];
  }

  async function connectionRows(a: Member, b: Member): Promise<number> {
    const { rows } = await t.db.query(
      'SELECT 1 FROM connections WHERE (sender_id = $1 AND receiver_id = $2) OR (sender_id = $2 AND receiver_id = $1)',
      [a.userId, b.userId],
    );
    return rows.length;
  }

  it('starts at none for both members', async () => {
    const [a, b] = await pair();
    expect(await api.status(a, b)).toBe('none');
    expect(await api.status(b, a)).toBe('none');
  });

  it('sending makes the request pending for the sender and incoming for the receiver, once', async () => {
    const [a, b] = await pair();
    const first = await api.send(a, b.userId);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Request Sent!', status: 'pending' });
    expect(await api.status(a, b)).toBe('pending');
    expect(await api.status(b, a)).toBe('incoming');
    expect(events).toEqual([{ name: 'connection.requested', payload: { senderId: a.userId, receiverId: b.userId } }]);

    const again = await api.send(a, b.userId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: 'Request Sent!', status: 'pending' });
    expect(await connectionRows(a, b)).toBe(1);
    expect(events).toHaveLength(1);
    expect(await friendshipRows(t, a, b)).toEqual([]);
  });

  it('lists the pending request to its receiver only, with the sender as the spec describes', async () => {
    const a = await createMember(t, { userName: 'Anna Request', bio: 'Jesus carried me through', mode: 'married' });
    const b = await createMember(t);
    await api.send(a, b.userId);
    const toB = await api.call<{ requests: Array<Record<string, unknown>> }>('GET', '/api/conn/friend-requests-to-me', { token: b.token });
    expect(toB.status).toBe(200);
    expect(toB.body.requests).toEqual([
      expect.objectContaining({
        connections_id: expect.any(Number),
        user_id: a.userId,
        user_name: 'Anna Request',
        bio: 'Jesus carried me through',
        mode: 'married',
        profile_picture: 'uploads/profile_images/default-profile.png',
      }),
    ]);
    const toA = await api.call<{ requests: unknown[] }>('GET', '/api/conn/friend-requests-to-me', { token: a.token });
    expect(toA.body.requests).toEqual([]);
  });

  it('lists requests newest first', async () => {
    const [me, first] = await pair();
    const second = await createMember(t);
    await api.send(first, me.userId);
    await api.send(second, me.userId);
    const res = await api.call<{ requests: Array<{ user_id: number }> }>('GET', '/api/conn/friend-requests-to-me', { token: me.token });
    expect(res.body.requests.map((r) => r.user_id)).toEqual([second.userId, first.userId]);
  });

  it('accepting makes both friends at once, in both directions of the friendships table', async () => {
    const [a, b] = await pair();
    await api.send(a, b.userId);
    events.length = 0;
    const res = await api.accept(b, a.userId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Friend request accepted', status: 'accepted' });
    expect(await api.status(a, b)).toBe('accepted');
    expect(await api.status(b, a)).toBe('accepted');
    expect(await friendshipRows(t, a, b)).toEqual(bothDirections(a, b));
    expect(events).toEqual([{ name: 'connection.accepted', payload: { senderId: a.userId, receiverId: b.userId } }]);
    const requests = await api.call<{ requests: unknown[] }>('GET', '/api/conn/friend-requests-to-me', { token: b.token });
    expect(requests.body.requests).toEqual([]);
  });

  it('lets only the receiver answer a pending request', async () => {
    const [a, b] = await pair();
    const stranger = await createMember(t);
    await api.send(a, b.userId);
    const wrong = [
      await api.accept(a, b.userId), // the sender cannot accept on the receiver's behalf
      await api.decline(a, b.userId),
      await api.accept(stranger, a.userId),
      await api.decline(stranger, a.userId),
      await api.accept(b, stranger.userId), // no request from the stranger
    ];
    for (const res of wrong) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404, message: 'Friend request not found' });
    }
    expect(await api.status(a, b)).toBe('pending');
    expect(await api.status(b, a)).toBe('incoming');
    expect(await friendshipRows(t, a, b)).toEqual([]);
  });

  it('declining leaves both at declined without a friendship', async () => {
    const [a, b] = await pair();
    await api.send(a, b.userId);
    const res = await api.decline(b, a.userId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Friend request declined', status: 'declined' });
    expect(await api.status(a, b)).toBe('declined');
    expect(await api.status(b, a)).toBe('declined');
    expect(await friendshipRows(t, a, b)).toEqual([]);
    expect((await api.accept(b, a.userId)).status).toBe(404); // a declined request cannot be accepted later
    expect((await api.decline(b, a.userId)).status).toBe(404);
  });

  it('after a decline the member who declined may ask at once, the declined sender only after the cool-down', async () => {
    const [a, b] = await pair();
    await api.send(a, b.userId);
    await api.decline(b, a.userId);
    events.length = 0;

    const resent = await api.send(a, b.userId);
    expect(resent.status).toBe(429);
    expect(resent.body).toMatchObject({ message: 'This member declined your friend request. You can send a new one in 7 days.' });
    expect(await api.status(a, b)).toBe('declined');

    const changedMind = await api.send(b, a.userId);
    expect(changedMind.body).toEqual({ message: 'Request Sent!', status: 'pending' });
    expect(await api.status(b, a)).toBe('pending');
    expect(await api.status(a, b)).toBe('incoming');
    await api.decline(a, b.userId);
    expect((await api.send(b, a.userId)).status).toBe(429);
    expect(events).toEqual([{ name: 'connection.requested', payload: { senderId: b.userId, receiverId: a.userId } }]);
    expect(await connectionRows(a, b)).toBe(1);
  });

  it('a request to someone who already asked you makes you friends', async () => {
    const [a, b] = await pair();
    await api.send(a, b.userId);
    events.length = 0;
    const res = await api.send(b, a.userId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Friend request accepted', status: 'accepted' });
    expect(await api.status(a, b)).toBe('accepted');
    expect(await friendshipRows(t, a, b)).toEqual(bothDirections(a, b));
    expect(events).toEqual([{ name: 'connection.accepted', payload: { senderId: a.userId, receiverId: b.userId } }]);
  });

  it('requests crossing at the same moment end as one friendship', async () => {
    const [a, b] = await pair();
    const answers = await Promise.all([api.send(a, b.userId), api.send(b, a.userId)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers.map((r) => r.body.status).sort()).toEqual(['accepted', 'pending']);
    expect(await api.status(a, b)).toBe('accepted');
    expect(await connectionRows(a, b)).toBe(1);
    expect(await friendshipRows(t, a, b)).toEqual(bothDirections(a, b));
  });

  it('sending to a friend changes nothing', async () => {
    const [a, b] = await pair();
    await api.send(a, b.userId);
    await api.accept(b, a.userId);
    events.length = 0;
    for (const [from, to] of [[a, b], [b, a]] as const) {
      const res = await api.send(from, to.userId);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('accepted');
    }
    expect(events).toEqual([]);
    expect(await friendshipRows(t, a, b)).toEqual(bothDirections(a, b));
    expect((await api.accept(b, a.userId)).status).toBe(404);
    expect((await api.decline(b, a.userId)).status).toBe(404);
  });

  it('refuses a request to oneself', async () => {
    const a = await createMember(t);
    const res = await api.send(a, a.userId);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'You cannot send a friend request to yourself', error: 'Bad Request' });
  });

  it('answers 404 for unknown, deleted, inactive and unverified members', async () => {
    const a = await createMember(t);
    const deleted = await createMember(t, { status: 'deleted' });
    const suspended = await createMember(t, { status: 'suspended' });
    const unverified = await createMember(t, { verified: false });
    for (const id of [2_000_000_000, deleted.userId, suspended.userId, unverified.userId]) {
      const res = await api.send(a, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'User not found', error: 'Not Found' });
      const status = await api.call('GET', `/api/conn/friend-request-status/${id}`, { token: a.token });
      expect(status.status).toBe(404);
    }
    const { rows } = await t.db.query('SELECT 1 FROM connections WHERE sender_id = $1', [a.userId]);
    expect(rows).toHaveLength(0);
  });

  it('rejects malformed input with 400 and a clear message', async () => {
    const a = await createMember(t);
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', '/api/conn/send-friend-request', {}, 'receiverId must be a member id'],
      ['POST', '/api/conn/send-friend-request', { receiverId: 'abc' }, 'receiverId must be a member id'],
      ['POST', '/api/conn/send-friend-request', { receiverId: -3 }, 'receiverId must be a member id'],
      ['POST', '/api/conn/send-friend-request', { receiverId: 1.5 }, 'receiverId must be a member id'],
      ['POST', '/api/conn/send-friend-request', { receiverId: 5, extra: true }, 'property extra should not exist'],
      ['POST', '/api/conn/accept-friend-request', {}, 'senderId must be a member id'],
      ['POST', '/api/conn/decline-friend-request', { senderId: null }, 'senderId must be a member id'],
      ['POST', '/api/conn/remove-friend', { friendId: 'x' }, 'friendId must be a member id'],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await api.call(method, path, { token: a.token, body });
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 400, message });
    }
    const status = await api.call('GET', '/api/conn/friend-request-status/abc', { token: a.token });
    expect(status.status).toBe(400);
    expect(status.body.message).toBe('userId must be a member id');
  });

  it('accepts a member id sent as a numeric string, as older clients send it', async () => {
    const [a, b] = await pair();
    const res = await api.send(a, String(b.userId));
    expect(res.status).toBe(200);
    expect(await api.status(b, a)).toBe('incoming');
  });

  it('answers none for oneself', async () => {
    const a = await createMember(t);
    expect(await api.status(a, a)).toBe('none');
  });

  it('needs a signed-in, verified member', async () => {
    const [a, b] = await pair();
    const anonymous = await api.call('POST', '/api/conn/send-friend-request', { body: { receiverId: b.userId } });
    expect(anonymous.status).toBe(401);
    const unverified = await createMember(t, { verified: false });
    const res = await api.send(unverified, a.userId);
    expect(res.status).toBe(403);
    expect(await api.status(a, unverified).catch(() => 'refused')).toBe('refused');
  });

  it('hides requests from members whose account is no longer active, and refuses to accept them', async () => {
    const [a, b] = await pair();
    await api.send(a, b.userId);
    await t.db.query(`UPDATE users SET status = 'deleted' WHERE user_id = $1`, [a.userId]);
    const list = await api.call<{ requests: unknown[] }>('GET', '/api/conn/friend-requests-to-me', { token: b.token });
    expect(list.body.requests).toEqual([]);
    expect((await api.accept(b, a.userId)).status).toBe(404);
    expect(await friendshipRows(t, a, b)).toEqual([]);
  });
});
