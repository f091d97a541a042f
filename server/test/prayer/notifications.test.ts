import { NotificationsService } from '../../src/noti/notifications.service';
import { PushService } from '../../src/push';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { befriend, Call, createPost } from '../posts/helpers';
import { eventually, promoteEmailDigests } from '../noti/fixtures';
import { block, commit, pray, unblockAll, unpray } from './helpers';

interface Row {
  user_id: number;
  notification_type: string;
  content: string;
  link: string;
  actor_id: number;
  read_at: Date | null;
  hidden_at: Date | null;
}

describe('prayer: notifications', () => {
  let t: TestApp;
  let call: Call;
  let anna: Member;
  let bob: Member;
  let carol: Member;
  let dave: Member;
  let pushes: Array<{ userIds: number[]; message: { title: string; body: string; url: string } }>;

  const rows = async (type: string, userId?: number): Promise<Row[]> =>
    (
      await t.db.query(
        `SELECT user_id, notification_type, content, link, actor_id, read_at, hidden_at FROM notifications
          WHERE notification_type = $1 AND ($2::int IS NULL OR user_id = $2) ORDER BY notification_id`,
        [type, userId ?? null],
      )
    ).rows;
  const shown = async (m: Member) =>
    (await call<{ notifications: Array<{ notification_type: string; content: string }> }>('GET', '/api/noti/user-notifications', { token: m.token })).body.notifications;
  const unread = async (m: Member) => (await call<{ unreadCount: number }>('GET', '/api/noti/unread-notification-count', { token: m.token })).body.unreadCount;
  const settle = () => new Promise((r) => setTimeout(r, 600));

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    anna = await createMember(t, { userName: 'Anna' });
    bob = await createMember(t, { userName: 'Bob' });
    carol = await createMember(t, { userName: 'Carol' });
    dave = await createMember(t, { userName: 'Dave' });
    const push = t.app.get(PushService);
    pushes = [];
    jest.spyOn(push, 'notifyUsers').mockImplementation(async (items) => {
      pushes.push(...(items as typeof pushes));
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.query('DELETE FROM notifications');
    await t.db.query(`UPDATE users SET receive_email_notifications = false`);
    await unblockAll(t);
    await t.db.query('DELETE FROM mutes');
    pushes.length = 0;
  });

  it('tells the author who prayed, grouped while unread, never for their own prayer nor twice for the same member', async () => {
    const postId = await createPost(call, anna, { content: 'Please pray for my father in hospital', postType: 'pray_request' });
    await pray(call, anna, postId);
    await pray(call, bob, postId);
    await eventually(async () => expect(await rows('prayer')).toHaveLength(1));
    expect((await rows('prayer'))[0]).toMatchObject({
      user_id: anna.userId, actor_id: bob.userId, link: `/post/${postId}`,
      content: 'Bob prayed for your request: “Please pray for my father in hospital”',
    });
    // Delivery (push) follows the insert.
    await eventually(async () =>
      expect(pushes[0]).toMatchObject({ userIds: [anna.userId], message: { title: 'Someone prayed for you', url: `/post/${postId}` } }),
    );

    await pray(call, carol, postId);
    await eventually(async () => expect(await rows('prayer')).toHaveLength(2));
    await pray(call, dave, postId);
    await eventually(async () => expect(await rows('prayer')).toHaveLength(3));
    // Grouping follows the insert.
    await eventually(async () =>
      expect((await shown(anna)).filter((n) => n.notification_type === 'prayer')).toEqual([
        expect.objectContaining({ content: 'Dave and 2 others prayed for your request: “Please pray for my father in hospital”' }),
      ]),
    );
    expect(await unread(anna)).toBe(1);

    // Read: the next prayer starts a new group. Bob praying again (after unpraying) is no news.
    await call('PUT', '/api/noti/mark-notifications-read', { token: anna.token, body: {} });
    await unpray(call, bob, postId);
    await pray(call, bob, postId);
    const erin = await createMember(t, { userName: 'Erin' });
    await pray(call, erin, postId);
    await eventually(async () => expect(await rows('prayer')).toHaveLength(4));
    await settle();
    expect(await rows('prayer')).toHaveLength(4);
    const after = (await shown(anna)).filter((n) => n.notification_type === 'prayer').map((n) => n.content);
    expect(after).toEqual([
      'Erin prayed for your request: “Please pray for my father in hospital”',
      'Dave and 2 others prayed for your request: “Please pray for my father in hospital”',
    ]);
    expect(await unread(anna)).toBe(1);
  });

  it('groups prayers that arrive together into one notification, and counts on from it', async () => {
    const postId = await createPost(call, anna, { content: 'Pray for the harvest festival', postType: 'pray_request' });
    // Three prayers in the same moment: the worker derives them in one batch.
    await Promise.all([bob, carol, dave].map((m) => pray(call, m, postId)));
    await eventually(async () => {
      const prayers = (await shown(anna)).filter((n) => n.notification_type === 'prayer');
      expect(prayers).toHaveLength(1);
      expect(prayers[0].content).toMatch(/^(Bob|Carol|Dave) and 2 others prayed for your request: “Pray for the harvest festival”$/);
    });
    expect(await unread(anna)).toBe(1);
    expect((await rows('prayer')).filter((r) => r.hidden_at === null)).toHaveLength(1);

    const erin = await createMember(t, { userName: 'Erin' });
    await pray(call, erin, postId);
    await eventually(async () =>
      expect((await shown(anna)).filter((n) => n.notification_type === 'prayer').map((n) => n.content)).toEqual([
        'Erin and 3 others prayed for your request: “Pray for the harvest festival”',
      ]),
    );
    expect(await unread(anna)).toBe(1);
    // Another request of Anna's is a group of its own.
    const other = await createPost(call, anna, { content: 'Pray for my exams', postType: 'pray_request' });
    await pray(call, bob, other);
    await eventually(async () => expect((await shown(anna)).filter((n) => n.notification_type === 'prayer')).toHaveLength(2));
    expect((await shown(anna))[0].content).toBe('Bob prayed for your request: “Pray for my exams”');
    expect(await unread(anna)).toBe(2);
  });

  it('groups prayers derived by several jobs at once without a deadlock: one shown notification counting every prayer', async () => {
    // A hot request: many unread prayer notifications, and new ones that concurrent noti.derive
    // jobs (the push queue runs ten at once) each group with them.
    const link = '/post/987654';
    const older = 300;
    const jobs = 12;
    await t.db.query(
      `INSERT INTO notifications (user_id, actor_id, notification_type, link, content)
       SELECT $1::int, $2::int, 'prayer', $3::text, 'Bob prayed for your request' FROM generate_series(1, $4::int)`,
      [anna.userId, bob.userId, link, older],
    );
    const notifications = t.app.get(NotificationsService);
    const results = await Promise.allSettled(
      Array.from({ length: jobs }, (_, i) =>
        notifications.insertPrayers([{ userId: anna.userId, actorId: bob.userId, type: 'prayer', link, content: 'Bob prayed', dedupeKey: `prayer:test:${i}` }], (_n, others) => `Bob and ${others} others prayed`),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const visible = (await rows('prayer', anna.userId)).filter((r) => r.hidden_at === null);
    expect(visible).toHaveLength(1);
    const { rows: counted } = await t.db.query<{ grouped_others: number }>(`SELECT grouped_others FROM notifications WHERE user_id = $1 AND hidden_at IS NULL`, [anna.userId]);
    expect(counted).toEqual([{ grouped_others: older + jobs - 1 }]);
    expect(await unread(anna)).toBe(1);
  });

  it("writes a batch's prayers once each, leaves out a muted member's, and shows the newest counting the rest in the author's language", async () => {
    const link = '/post/876543';
    await t.db.query(`INSERT INTO notifications (user_id, actor_id, notification_type, link, content, dedupe_key) VALUES ($1, $2, 'prayer', $3, 'Bob prayed', 'prayer:batch:bob-before')`, [anna.userId, bob.userId, link]);
    await t.db.query(`INSERT INTO mutes (muter_id, muted_id) VALUES ($1, $2)`, [anna.userId, dave.userId]);
    await t.db.query(`UPDATE users SET language = 'fi' WHERE user_id = $1`, [anna.userId]);
    const item = (actor: Member, key: string) => ({ userId: anna.userId, actorId: actor.userId, type: 'prayer' as const, link, content: 'prayed', dedupeKey: `prayer:batch:${key}` });
    try {
      const shownRows = await t.app.get(NotificationsService).insertPrayers(
        // Carol prayed, took it back and prayed again within the batch; Dave is muted; Bob prayed before.
        [item(carol, 'carol'), item(dave, 'dave'), item(carol, 'carol'), item(bob, 'bob-before'), item(bob, 'bob')],
        (n, others) => (language) => `${language}: ${n.actorId === bob.userId ? 'Bob' : 'Carol'} +${others}`,
      );
      expect(shownRows.map((r) => r.content)).toEqual(['fi: Bob +2']);
      const written = await rows('prayer', anna.userId);
      expect(written.map((r) => [r.actor_id, r.hidden_at === null, r.read_at === null])).toEqual([
        [bob.userId, false, false],
        [carol.userId, false, false],
        [bob.userId, true, true],
      ]);
      expect(await unread(anna)).toBe(1);
    } finally {
      await t.db.query(`UPDATE users SET language = 'en' WHERE user_id = $1`, [anna.userId]);
    }
  });

  it('does not tell the author of prayers by members they blocked, who blocked them, or whom they muted', async () => {
    const postId = await createPost(call, anna, { content: 'Quiet please', postType: 'pray_request' });
    await t.db.query(`INSERT INTO mutes (muter_id, muted_id) VALUES ($1, $2)`, [anna.userId, carol.userId]);
    await pray(call, carol, postId);
    await block(t, dave, anna);
    // Dave blocked Anna: he cannot see the request any more.
    expect((await pray(call, dave, postId)).status).toBe(404);
    await pray(call, bob, postId);
    await eventually(async () => expect(await rows('prayer')).toHaveLength(1));
    await settle();
    expect((await rows('prayer')).map((r) => r.actor_id)).toEqual([bob.userId]);
  });

  it('tells everyone who prayed or committed, once each, when the request is answered: in-app, push and e-mail, with the testimony', async () => {
    const postId = await createPost(call, anna, { content: 'Pray for our adoption', postType: 'pray_request' });
    const frank = await createMember(t, { userName: 'Frank' });
    await befriend(t, anna, frank);
    await pray(call, bob, postId);
    await pray(call, carol, postId);
    await commit(t, carol, postId);
    await commit(t, frank, postId);
    await pray(call, dave, postId);
    await pray(call, anna, postId);
    await eventually(async () => expect((await rows('prayer')).length).toBeGreaterThan(0));
    await block(t, anna, dave);
    await t.db.query(`UPDATE users SET receive_email_notifications = true WHERE user_id = $1`, [bob.userId]);

    const res = await call('POST', '/api/posts/mark-prayer-answered', {
      token: anna.token,
      body: { postId, testimony: 'After three long years of waiting, our daughter came home today. Thank you for every prayer!' },
    });
    expect(res.status).toBe(200);
    const answered = await eventually(async () => {
      const r = await rows('prayer_answered');
      expect(r).toHaveLength(3);
      return r;
    });
    expect(answered.map((r) => r.user_id).sort((a, b) => a - b)).toEqual([bob.userId, carol.userId, frank.userId].sort((a, b) => a - b));
    expect(answered[0]).toMatchObject({
      actor_id: anna.userId, link: `/post/${postId}`,
      content: 'Anna\'s prayer request was answered: “After three long years of waiting, our daughter came home…”',
    });
    await eventually(async () =>
      expect(pushes.find((p) => p.message.title === 'Prayer answered')?.userIds.sort((a, b) => a - b)).toEqual(
        [bob.userId, carol.userId, frank.userId].sort((a, b) => a - b),
      ),
    );
    await eventually(async () => expect(await promoteEmailDigests(t)).toBeGreaterThan(0));
    const mail = await t.mailbox.waitFor(bob.email);
    expect(mail.text).toContain('Anna\'s prayer request was answered');

    // The same change is told once; a later answer (after reopening) is news again.
    await call('POST', '/api/posts/reopen-prayer-request', { token: anna.token, body: { postId } });
    await settle();
    expect(await rows('prayer_answered')).toHaveLength(3);
    await call('POST', '/api/posts/mark-prayer-answered', { token: anna.token, body: { postId } });
    await eventually(async () => expect(await rows('prayer_answered')).toHaveLength(6));
    expect((await rows('prayer_answered', bob.userId))[1].content).toBe('Anna\'s prayer request was answered: “Pray for our adoption”');
  }, 30_000);

  it('tells members whose commitment a closed request ended, and nobody who only prayed', async () => {
    const postId = await createPost(call, anna, { content: 'Pray for a new home', postType: 'pray_request' });
    await pray(call, bob, postId);
    await commit(t, carol, postId);
    await commit(t, dave, postId);
    await t.db.query(`UPDATE prayer_commitments SET ended_at = now(), end_reason = 'expired' WHERE user_id = $1`, [dave.userId]);
    expect((await call('POST', '/api/posts/close-prayer-request', { token: anna.token, body: { postId } })).status).toBe(200);
    const closed = await eventually(async () => {
      const r = await rows('prayer_closed');
      expect(r).toHaveLength(1);
      return r;
    });
    expect(closed[0]).toMatchObject({
      user_id: carol.userId, actor_id: anna.userId, link: `/post/${postId}`,
      content: 'Anna closed a prayer request you committed to pray for, so your commitment has ended: “Pray for a new home”',
    });
    await settle();
    expect(await rows('prayer_closed')).toHaveLength(1);
    expect(await rows('prayer_answered')).toHaveLength(0);
  });
});
