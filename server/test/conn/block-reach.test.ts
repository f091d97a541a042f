import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { eventually, insertComment, insertPost, notificationRows } from '../noti/fixtures';
import { createPost } from '../posts/helpers';

/** What a block leaves out beyond lists: reports, the unread badge, full search pages, mentions. */
describe('block: no reach across it', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    await t.db.query(`UPDATE users SET receive_email_notifications = false`);
  });
  afterAll(() => t.close());

  const member = (name: string) => createMember(t, { userName: `${name} ${Math.random().toString(36).slice(2, 7)}` });
  const block = async (me: Member, other: Member) =>
    expect((await call('POST', '/api/conn/block-user', { token: me.token, body: { targetUserId: other.userId } })).status).toBe(200);
  const unread = async (me: Member) => (await call<{ unreadCount: number }>('GET', '/api/noti/unread-notification-count', { token: me.token })).body.unreadCount;

  it("a blocked member reporting the blocker or the blocker's content gets 404 and no report is stored; the blocker may still report them", async () => {
    const [anna, bob] = [await member('Anna'), await member('Bob')];
    const annaPost = await insertPost(t, anna.userId, 'Anna writes in public');
    const annaComment = await insertComment(t, annaPost, anna.userId, 'Anna comments');
    await block(anna, bob);

    const notFound = { statusCode: 404, message: 'User not found', error: 'Not Found' };
    expect((await call('POST', '/api/conn/report-user', { token: bob.token, body: { targetUserId: anna.userId, reason: 'harassment' } })).body).toEqual(notFound);
    expect((await call('POST', '/api/posts/report-post', { token: bob.token, body: { postId: annaPost, reason: 'spam' } })).status).toBe(404);
    expect((await call('POST', '/api/posts/report-comment', { token: bob.token, body: { commentId: annaComment, reason: 'spam' } })).status).toBe(404);
    expect((await t.db.query(`SELECT 1 FROM reports WHERE reporter_id = $1`, [bob.userId])).rows).toEqual([]);

    // Block first, then report: the blocker still may report the member they blocked.
    expect(await call('POST', '/api/conn/report-user', { token: anna.token, body: { targetUserId: bob.userId, reason: 'harassment' } })).toMatchObject({ status: 200, body: { message: 'User reported' } });

    // Someone else still may; and after an unblock, so may they.
    const carol = await member('Carol');
    expect((await call('POST', '/api/conn/report-user', { token: carol.token, body: { targetUserId: anna.userId, reason: 'spam' } })).status).toBe(200);
    await call('POST', '/api/conn/unblock-user', { token: anna.token, body: { targetUserId: bob.userId } });
    expect((await call('POST', '/api/conn/report-user', { token: bob.token, body: { targetUserId: anna.userId, reason: 'other' } })).status).toBe(200);
  });

  it("marks read, at the block, both members' unread notifications caused by the other, and only those", async () => {
    const [anna, bob, carol] = [await member('Anna'), await member('Bob'), await member('Carol')];
    const annaPost = await createPost(call, anna, { content: 'Anna asks for prayer' });
    const bobPost = await createPost(call, bob, { content: 'Bob shares' });
    await call('POST', '/api/posts/post-like', { token: bob.token, body: { postId: annaPost } });
    await call('POST', '/api/posts/post-like', { token: carol.token, body: { postId: annaPost } });
    await call('POST', '/api/posts/post-like', { token: anna.token, body: { postId: bobPost } });
    await eventually(async () => expect(await unread(anna)).toBe(2));
    await eventually(async () => expect(await unread(bob)).toBe(1));

    await block(anna, bob);
    // At once: the answer of the block comes after the badge changed.
    expect(await unread(anna)).toBe(1);
    expect(await unread(bob)).toBe(0);
    const list = (await call<{ notifications: Array<{ actor_id?: number; content: string }> }>('GET', '/api/noti/user-notifications', { token: anna.token })).body.notifications;
    expect(list).toHaveLength(1);
    expect(list[0].content).toContain(carol.userName);
    const { rows } = await t.db.query<{ actor_id: number; read: boolean }>(
      `SELECT actor_id, read_at IS NOT NULL AS read FROM notifications WHERE user_id = $1 ORDER BY notification_id`,
      [anna.userId],
    );
    expect(rows).toEqual([
      { actor_id: bob.userId, read: true },
      { actor_id: carol.userId, read: false },
    ]);
  });

  it('fills the search page with other members when hits are blocked (filtered as names are read, not after)', async () => {
    const tag = `Zed${Math.random().toString(36).slice(2, 6)}`;
    const searcher = await member('Seeker');
    const hits: Member[] = [];
    for (let i = 0; i < 24; i++) hits.push(await createMember(t, { userName: `${tag} ${String(i).padStart(2, '0')}` }));
    // The first three by name are blocked by the searcher, the fourth blocked the searcher.
    for (const h of hits.slice(0, 3)) await block(searcher, h);
    await block(hits[3], searcher);

    const res = await call<{ users: Array<{ user_id: number }> }>('GET', `/api/conn/search-users?query=${tag}`, { token: searcher.token });
    expect(res.status).toBe(200);
    expect(res.body.users.map((u) => u.user_id)).toEqual(hits.slice(4, 24).map((h) => h.userId));

    // A term inside the names (not their start) takes the same rule.
    const inner = await call<{ users: Array<{ user_id: number }> }>('GET', `/api/conn/search-users?query=${tag.slice(1)}`, { token: searcher.token });
    expect(inner.body.users.map((u) => u.user_id)).toEqual(hits.slice(4, 24).map((h) => h.userId));
  });

  it('a mention across a block, either way, notifies nobody; the same mention by another member does', async () => {
    const [anna, bob, carol] = [await member('Anna'), await member('Bob'), await member('Carol')];
    const handle = (m: Member) => `@${m.userName.replace(/\s/g, '')}`;
    await block(anna, bob);

    await createPost(call, bob, { content: `Praying with ${handle(anna)} today` });
    const annaPost = await createPost(call, anna, { content: `Thanks ${handle(bob)} and ${handle(carol)}` });
    const carolPost = await createPost(call, carol, { content: `Hello ${handle(anna)}` });
    await eventually(async () => expect((await notificationRows(t, carol.userId)).map((n) => n.notification_type)).toEqual(['mention']));
    await eventually(async () => expect((await notificationRows(t, anna.userId)).map((n) => [n.notification_type, n.actor_id, n.link])).toEqual([['mention', carol.userId, `/post/${carolPost}`]]));
    // Bob's derive batch went with the others: nothing for him from Anna's post, nothing for Anna from his.
    await new Promise((r) => setTimeout(r, 500));
    expect(await notificationRows(t, bob.userId)).toEqual([]);
    expect((await notificationRows(t, anna.userId)).map((n) => n.actor_id)).toEqual([carol.userId]);

    // The text itself stays as written (Pen shows mentions as plain text, never as a link to the member).
    const shown = await call<{ post: { content: string } }>('GET', `/api/posts/post/${annaPost}`, { token: anna.token });
    expect(shown.body.post.content).toBe(`Thanks ${handle(bob)} and ${handle(carol)}`);
  });
});
