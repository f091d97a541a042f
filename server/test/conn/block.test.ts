import { JobsService } from '../../src/jobs/jobs.service';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { eventually, insertComment, insertPost, notificationRows } from '../noti/fixtures';
import { befriend, PostPage } from '../posts/helpers';
import { connApi } from './conn-helpers';

type Listed = { users: Array<{ user_id: number; user_name: string; profile_picture: string }> };

describe('block: both ways, at once, everywhere', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let conn: ReturnType<typeof connApi>;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    conn = connApi(t);
    await t.db.query(`UPDATE users SET receive_email_notifications = false`);
  });
  afterAll(() => t.close());

  const pair = async (): Promise<[Member, Member]> => {
    const s = Math.random().toString(36).slice(2, 7);
    return [await createMember(t, { userName: `Anna ${s}` }), await createMember(t, { userName: `Bob ${s}` })];
  };
  const block = (me: Member, other: Member | number) =>
    call<{ message: string }>('POST', '/api/conn/block-user', { token: me.token, body: { targetUserId: typeof other === 'number' ? other : other.userId } });
  const unblock = (me: Member, other: Member) => call<{ message: string }>('POST', '/api/conn/unblock-user', { token: me.token, body: { targetUserId: other.userId } });
  const blocked = async (me: Member) => (await call<Listed>('GET', '/api/conn/blocked-users', { token: me.token })).body.users;
  const feedIds = async (me: Member) => (await call<PostPage>('GET', '/api/posts/feed', { token: me.token })).body.posts.map((p) => p.posts_id);

  it('blocks, lists and unblocks; twice is idempotent; oneself 400, unknown or deleted member 404', async () => {
    const [anna, bob] = await pair();
    expect(await block(anna, bob)).toMatchObject({ status: 200, body: { message: 'Member blocked' } });
    expect((await block(anna, bob)).status).toBe(200);
    expect(await blocked(anna)).toEqual([{ user_id: bob.userId, user_name: bob.userName, profile_picture: 'uploads/profile_images/default-profile.png' }]);
    expect(await blocked(bob)).toEqual([]);

    expect(await block(anna, anna)).toMatchObject({ status: 400, body: { message: 'You cannot block yourself' } });
    expect(await block(anna, 99999999)).toMatchObject({ status: 404, body: { message: 'User not found' } });
    const gone = await createMember(t, { status: 'deleted' });
    expect((await block(anna, gone)).status).toBe(404);
    expect((await call('POST', '/api/conn/block-user', { token: anna.token, body: { targetUserId: 'x' } })).status).toBe(400);
    expect((await call('POST', '/api/conn/block-user', { token: anna.token, body: {} })).status).toBe(400);

    expect(await unblock(anna, bob)).toMatchObject({ status: 200, body: { message: 'Member unblocked' } });
    expect((await unblock(anna, bob)).status).toBe(200);
    expect(await blocked(anna)).toEqual([]);
  });

  it('ends the friendship and pending requests; neither may send a new one (404); status is blocked for the blocker, 404 for the blocked', async () => {
    const [anna, bob] = await pair();
    await befriend(t, anna, bob);
    expect(await conn.status(anna, bob)).toBe('accepted');
    await block(bob, anna);
    const { rows } = await t.db.query(
      `SELECT (SELECT count(*) FROM friendships WHERE user_id IN ($1, $2) AND friend_id IN ($1, $2))::int AS f,
              (SELECT count(*) FROM connections WHERE sender_id IN ($1, $2) AND receiver_id IN ($1, $2))::int AS c`,
      [anna.userId, bob.userId],
    );
    expect(rows[0]).toEqual({ f: 0, c: 0 });
    expect(await conn.status(bob, anna)).toBe('blocked');
    expect((await call('GET', `/api/conn/friend-request-status/${bob.userId}`, { token: anna.token })).status).toBe(404);
    expect(await conn.send(anna, bob.userId)).toMatchObject({ status: 404, body: { message: 'User not found' } });
    expect((await conn.send(bob, anna.userId)).status).toBe(404);
    expect((await call('GET', `/api/conn/get-users-for-my-connections`, { token: anna.token })).body).toEqual({ users: [] });

    // A pending request ends too.
    const [carol, dave] = await pair();
    expect((await conn.send(carol, dave.userId)).status).toBe(200);
    await block(dave, carol);
    expect((await call<{ requests: unknown[] }>('GET', '/api/conn/friend-requests-to-me', { token: dave.token })).body.requests).toEqual([]);
    await unblock(dave, carol);
    expect(await conn.status(dave, carol)).toBe('none');
    expect((await conn.send(carol, dave.userId)).status).toBe(200);
  });

  it('hides posts and comments both ways: feed, user-posts, post detail, comment lists; interactions answer 404', async () => {
    const [anna, bob] = await pair();
    const annaPost = await insertPost(t, anna.userId, 'Anna writes');
    const bobPost = await insertPost(t, bob.userId, 'Bob writes');
    const onAnna = await insertComment(t, annaPost, bob.userId, 'Bob comments on Anna');
    const bobOwnComment = await insertComment(t, bobPost, bob.userId, 'Bob on his own');
    expect(await feedIds(anna)).toEqual(expect.arrayContaining([annaPost, bobPost]));

    await block(anna, bob);
    for (const [me, other, theirs] of [
      [anna, bob, bobPost],
      [bob, anna, annaPost],
    ] as const) {
      expect(await feedIds(me)).not.toContain(theirs);
      expect((await call('GET', `/api/posts/post/${theirs}`, { token: me.token })).status).toBe(404);
      expect((await call('GET', `/api/posts/user-posts/${other.userId}`, { token: me.token })).status).toBe(404);
      expect((await call('GET', `/api/posts/${theirs}/comments`, { token: me.token })).status).toBe(404);
      expect((await call('POST', `/api/posts/${theirs}/new-comment`, { token: me.token, body: { content: 'hi' } })).status).toBe(404);
      expect((await call('POST', '/api/posts/post-like', { token: me.token, body: { postId: theirs } })).status).toBe(404);
    }
    // Bob's comment on Anna's post: gone from Anna's list and her post's inline comments, not likeable.
    const annaComments = await call<{ comments: Array<{ comment_id: number }> }>('GET', `/api/posts/${annaPost}/comments`, { token: anna.token });
    expect(annaComments.body.comments.map((c) => c.comment_id)).not.toContain(onAnna);
    const detail = await call<{ post: { comments: Array<{ comment_id: number }> } }>('GET', `/api/posts/post/${annaPost}`, { token: anna.token });
    expect(detail.body.post.comments.map((c) => c.comment_id)).not.toContain(onAnna);
    expect((await call('POST', '/api/posts/comment-like', { token: anna.token, body: { commentId: onAnna } })).status).toBe(404);
    expect(bobOwnComment).toBeGreaterThan(0);

    // Others still see both.
    const [carol] = await pair();
    expect(await feedIds(carol)).toEqual(expect.arrayContaining([annaPost, bobPost]));
    const carolComments = await call<{ comments: Array<{ comment_id: number }> }>('GET', `/api/posts/${annaPost}/comments`, { token: carol.token });
    expect(carolComments.body.comments.map((c) => c.comment_id)).toContain(onAnna);

    await unblock(anna, bob);
    expect(await feedIds(anna)).toContain(bobPost);
    expect((await call('GET', `/api/posts/post/${annaPost}`, { token: bob.token })).status).toBe(200);
  });

  it('hides each from the other in search, group threads and member lists; no invitation across a block', async () => {
    const [anna, bob] = await pair();
    const search = async (me: Member, q: string) =>
      (await call<{ users: Array<{ user_id: number }> }>('GET', `/api/conn/search-users?query=${encodeURIComponent(q)}`, { token: me.token })).body.users.map((u) => u.user_id);
    expect(await search(anna, bob.userName)).toContain(bob.userId);

    const groupId = (await call<{ groupId: number }>('POST', '/api/groups/create-group', { token: anna.token, body: { groupTitle: 'Shared', description: 'Both' } })).body.groupId;
    await call('POST', '/api/groups/request-join-group', { token: bob.token, body: { groupId } });
    expect((await call('POST', '/api/groups/accept-group-member-request', { token: anna.token, body: { groupId, userId: bob.userId } })).status).toBe(200);
    const bobSays = (await call<{ comment: { comment_id: number } }>('POST', `/api/groups/${groupId}/new-comment`, { token: bob.token, body: { content: 'Bob in the group' } })).body.comment.comment_id;
    const annaSays = (await call<{ comment: { comment_id: number } }>('POST', `/api/groups/${groupId}/new-comment`, { token: anna.token, body: { content: 'Anna in the group' } })).body.comment.comment_id;

    await block(bob, anna);
    expect(await search(anna, bob.userName)).not.toContain(bob.userId);
    expect(await search(bob, anna.userName)).not.toContain(anna.userId);

    type G = { group: { comments: Array<{ comment_id: number }>; members: Array<{ user_id: number }> } };
    const seen = async (me: Member) => (await call<G>('GET', `/api/groups/group/${groupId}`, { token: me.token })).body.group;
    const annaView = await seen(anna);
    expect(annaView.comments.map((c) => c.comment_id)).toEqual([annaSays]);
    expect(annaView.members.map((m) => m.user_id)).toEqual([anna.userId]);
    const bobView = await seen(bob);
    expect(bobView.comments.map((c) => c.comment_id)).toEqual([bobSays]);
    expect(bobView.members.map((m) => m.user_id)).toEqual([bob.userId]);
    const cards = (await call<{ groups: Array<{ members: Array<{ user_id: number }> }> }>('GET', '/api/groups/my-groups', { token: anna.token })).body;
    expect(JSON.stringify(cards)).not.toContain(`"user_id":${bob.userId}`);
    expect((await call('POST', '/api/groups/group-comment-like', { token: anna.token, body: { commentId: bobSays } })).status).toBe(404);

    const [carol] = await pair();
    const g2 = (await call<{ groupId: number }>('POST', '/api/groups/create-group', { token: carol.token, body: { groupTitle: 'Other', description: 'x' } })).body.groupId;
    await befriend(t, carol, anna);
    await block(carol, anna);
    expect((await call('POST', '/api/groups/invite-user', { token: carol.token, body: { groupId: g2, targetUserId: anna.userId } })).status).toBe(404);
  });

  it("leaves the other's comments out of inline comments on feed cards, for the two of them only", async () => {
    const [anna, bob] = await pair();
    const [carol] = await pair();
    const carolPost = await insertPost(t, carol.userId, 'Carol shares');
    const byBob = await insertComment(t, carolPost, bob.userId, 'Bob answers Carol');
    const byAnna = await insertComment(t, carolPost, anna.userId, 'Anna answers Carol');
    const inline = async (me: Member) => {
      const page = (await call<PostPage>('GET', '/api/posts/feed', { token: me.token })).body;
      return page.posts.find((p) => p.posts_id === carolPost)?.comments.map((c) => c.comment_id);
    };
    expect(await inline(carol)).toEqual([byBob, byAnna]);
    await block(bob, anna);
    expect(await inline(anna)).toEqual([byAnna]);
    expect(await inline(bob)).toEqual([byBob]);
    expect(await inline(carol)).toEqual([byBob, byAnna]);
  });

  it('derives no notification from the blocked member toward the blocker, also from events queued before the block', async () => {
    const [anna, bob] = await pair();
    const annaPost = await insertPost(t, anna.userId, 'Anna asks for prayer');
    const push = t.app.get(JobsService).queues.push;
    await push.pause();
    try {
      // Liked and mentioned before the block: the derive job waits in the queue.
      expect((await call('POST', '/api/posts/post-like', { token: bob.token, body: { postId: annaPost } })).status).toBeLessThan(300);
      await new Promise((r) => setTimeout(r, 400));
      expect((await push.getWaiting()).length).toBeGreaterThan(0);
      expect((await block(anna, bob)).status).toBe(200);
    } finally {
      await push.resume();
    }
    await eventually(async () => expect(await push.getWaiting()).toHaveLength(0));
    await new Promise((r) => setTimeout(r, 500));
    expect(await notificationRows(t, anna.userId)).toEqual([]);

    // A notification from before the block leaves the list.
    const [carol, dave] = await pair();
    const carolPost = await insertPost(t, carol.userId, 'Carol shares');
    await call('POST', '/api/posts/post-like', { token: dave.token, body: { postId: carolPost } });
    await eventually(async () => expect(await notificationRows(t, carol.userId)).toHaveLength(1));
    const list = async () => (await call<{ notifications: unknown[] }>('GET', '/api/noti/user-notifications', { token: carol.token })).body.notifications;
    expect(await list()).toHaveLength(1);
    await block(dave, carol);
    expect(await list()).toEqual([]);
  });
});
