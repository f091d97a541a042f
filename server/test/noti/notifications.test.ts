import { createMember, Member } from '../support/members';
import { DERIVE_BATCH_MAX } from '../../src/noti/notifying-events';
import { http, startTestApp, TestApp } from '../support/test-app';
import { addMember, eventually, insertComment, insertGroup, insertGroupComment, insertPost, notificationRows, publish } from './fixtures';

interface Listed {
  notifications: Array<{ notification_id: number; notification_type: string; link: string | null; content: string; read_at: string | null; actor: { user_name: string } | null }>;
  nextCursor: string | null;
}

describe('notifications: derived from what happened, listed, counted, marked read', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let anna: Member;
  let bob: Member;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    anna = await createMember(t, { userName: 'Anna Maria' });
    bob = await createMember(t, { userName: 'Bob' });
    // These tests are about in-app notifications; e-mail has its own tests.
    await t.db.query(`UPDATE users SET receive_email_notifications = false`);
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.db.query('DELETE FROM notifications');
  });

  it('notifies the author when someone likes their post through the posts API, once, with the spec link', async () => {
    const postId = await insertPost(t, anna.userId, 'first words of a long testimony about how grace found me on a rainy evening');
    const like = await call('POST', '/api/posts/post-like', { token: bob.token, body: { postId } });
    expect(like.status).toBeLessThan(300);
    const rows = await eventually(async () => {
      const r = await notificationRows(t, anna.userId);
      expect(r).toHaveLength(1);
      return r;
    });
    expect(rows[0]).toMatchObject({ notification_type: 'like', link: `/post/${postId}`, actor_id: bob.userId });
    expect(rows[0].content).toBe('Bob liked your post: “first words of a long testimony about how grace found me on…”');

    // Unlike and like again: the same action, no second notification.
    await call('DELETE', '/api/posts/post-unlike', { token: bob.token, body: { postId } });
    await call('POST', '/api/posts/post-like', { token: bob.token, body: { postId } });
    publish(t, 'post.liked', { postId, actorId: bob.userId });
    await new Promise((r) => setTimeout(r, 400));
    expect(await notificationRows(t, anna.userId)).toHaveLength(1);
  });

  it('never notifies members of their own actions', async () => {
    const postId = await insertPost(t, anna.userId, 'my own post');
    const commentId = await insertComment(t, postId, anna.userId, 'my own comment');
    publish(t, 'post.liked', { postId, actorId: anna.userId });
    publish(t, 'post.commented', { postId, commentId, actorId: anna.userId });
    publish(t, 'comment.liked', { postId, commentId, actorId: anna.userId });
    publish(t, 'content.mentioned', { postId, actorId: anna.userId, text: 'note to self @AnnaMaria' });
    await new Promise((r) => setTimeout(r, 500));
    expect(await notificationRows(t, anna.userId)).toEqual([]);
  });

  it('creates comment, comment like and prayer-request wording', async () => {
    const postId = await insertPost(t, anna.userId, 'Please pray for my exam', { postType: 'pray_request' });
    const commentId = await insertComment(t, postId, bob.userId, 'Praying for you!');
    publish(t, 'post.commented', { postId, commentId, actorId: bob.userId });
    const annaComment = await insertComment(t, postId, anna.userId, 'Thank you so much');
    publish(t, 'comment.liked', { postId, commentId: annaComment, actorId: bob.userId });
    publish(t, 'post.liked', { postId, actorId: bob.userId });
    const rows = await eventually(async () => {
      const r = await notificationRows(t, anna.userId);
      expect(r).toHaveLength(3);
      return r;
    });
    expect(rows.map((r) => r.content).sort()).toEqual([
      'Bob commented on your prayer request: “Praying for you!”',
      'Bob liked your comment: “Thank you so much”',
      'Bob liked your prayer request: “Please pray for my exam”',
    ]);
    expect(rows.every((r) => r.link === `/post/${postId}`)).toBe(true);
  });

  it('notifies group admins of join requests, invitees of invitations and authors of group comment likes', async () => {
    const carol = await createMember(t, { userName: 'Carol' });
    const groupId = await insertGroup(t, anna.userId, 'Morning Prayer');
    await addMember(t, groupId, carol.userId, { status: 'pending' });
    publish(t, 'group.join-requested', { groupId, userId: carol.userId });
    await addMember(t, groupId, bob.userId, { status: 'pending', inviterId: anna.userId });
    publish(t, 'group.invited', { groupId, inviterId: anna.userId, inviteeId: bob.userId });
    const commentId = await insertGroupComment(t, groupId, anna.userId, 'Welcome everyone');
    publish(t, 'group-comment.liked', { groupId, commentId, actorId: carol.userId });

    const annaRows = await eventually(async () => {
      const r = await notificationRows(t, anna.userId);
      expect(r).toHaveLength(2);
      return r;
    });
    expect(annaRows).toEqual(
      expect.arrayContaining([
        { notification_type: 'group_join_request', content: 'Carol asked to join Morning Prayer', link: `/group/${groupId}`, actor_id: carol.userId },
        { notification_type: 'like', content: 'Carol liked your comment in Morning Prayer: “Welcome everyone”', link: `/group/${groupId}`, actor_id: carol.userId },
      ]),
    );
    const bobRows = await eventually(async () => {
      const r = await notificationRows(t, bob.userId);
      expect(r).toHaveLength(1);
      return r;
    });
    expect(bobRows[0]).toEqual({ notification_type: 'invitation', content: 'Anna Maria invited you to join Morning Prayer', link: `/group/${groupId}`, actor_id: anna.userId });
  });

  it('notifies friend requests to the receiver and acceptance to the sender', async () => {
    const dave = await createMember(t, { userName: 'Dave' });
    await t.db.query(`INSERT INTO connections (sender_id, receiver_id) VALUES ($1, $2)`, [dave.userId, anna.userId]);
    publish(t, 'connection.requested', { senderId: dave.userId, receiverId: anna.userId });
    await eventually(async () => expect(await notificationRows(t, anna.userId)).toEqual([
      { notification_type: 'follow', content: 'Dave sent you a friend request', link: '/my-connections', actor_id: dave.userId },
    ]));
    await t.db.query(`UPDATE connections SET status = 'accepted', updated_at = now() WHERE sender_id = $1`, [dave.userId]);
    publish(t, 'connection.accepted', { senderId: dave.userId, receiverId: anna.userId });
    publish(t, 'connection.accepted', { senderId: dave.userId, receiverId: anna.userId });
    await eventually(async () => expect(await notificationRows(t, dave.userId)).toEqual([
      { notification_type: 'follow_accept', content: 'Anna Maria accepted your friend request', link: '/my-connections', actor_id: anna.userId },
    ]));
  });

  it('notifies mentions by user_code or name without spaces, not e-mail addresses, and respects friends-only posts', async () => {
    const erin = await createMember(t, { userName: 'Erin' });
    await t.db.query(`UPDATE users SET user_code = 'erin77' WHERE user_id = $1`, [erin.userId]);
    const publicPost = await insertPost(t, bob.userId, 'Thanks @annamaria and @ERIN77, mail me at bob@erin77.org');
    publish(t, 'content.mentioned', { postId: publicPost, actorId: bob.userId, text: 'Thanks @annamaria and @ERIN77, mail me at bob@erin77.org' });
    await eventually(async () => {
      expect(await notificationRows(t, anna.userId)).toEqual([
        { notification_type: 'mention', content: 'Bob mentioned you in a post: “Thanks @annamaria and @ERIN77, mail me at bob@erin77.org”', link: `/post/${publicPost}`, actor_id: bob.userId },
      ]);
      expect(await notificationRows(t, erin.userId)).toHaveLength(1);
    });

    // Erin is not Bob's friend: a friends-only post must not reach her; Anna is a friend.
    await t.db.query(`INSERT INTO connections (sender_id, receiver_id, status) VALUES ($1, $2, 'accepted')`, [bob.userId, anna.userId]);
    const privatePost = await insertPost(t, bob.userId, 'Friends only: @AnnaMaria @erin77', { visibility: 'friends' });
    publish(t, 'content.mentioned', { postId: privatePost, actorId: bob.userId, text: 'Friends only: @AnnaMaria @erin77' });
    await eventually(async () => expect(await notificationRows(t, anna.userId)).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 300));
    expect(await notificationRows(t, erin.userId)).toHaveLength(1);
  });

  it('derives a burst larger than one batch: one notification per like, none twice for a repeated event', async () => {
    const likers = [bob, ...(await Promise.all(['Chloe', 'Dan', 'Eve', 'Fay'].map((userName) => createMember(t, { userName }))))];
    const postIds = await Promise.all(Array.from({ length: DERIVE_BATCH_MAX / 4 + 10 }, (_, i) => insertPost(t, anna.userId, `Post ${i}`)));
    // Published in one go, so the events fill more than one noti.derive job; every event is sent twice.
    for (const postId of postIds) {
      for (const liker of likers) {
        publish(t, 'post.liked', { postId, actorId: liker.userId });
        publish(t, 'post.liked', { postId, actorId: liker.userId });
      }
    }
    const expected = postIds.length * likers.length;
    expect(expected).toBeGreaterThan(DERIVE_BATCH_MAX);
    const rows = await eventually(async () => {
      const r = await notificationRows(t, anna.userId);
      expect(r).toHaveLength(expected);
      return r;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(await notificationRows(t, anna.userId)).toHaveLength(expected);
    expect(new Set(rows.map((r) => `${r.link} ${r.actor_id}`)).size).toBe(expected);
    expect(rows.find((r) => r.link === `/post/${postIds[7]}` && r.actor_id === likers[2].userId)?.content).toBe(`${likers[2].userName} liked your post: “Post 7”`);
  });

  it('lists newest first with paging, counts unread and marks read (up to an id, then all)', async () => {
    const postId = await insertPost(t, anna.userId, 'popular');
    const likers: Member[] = [];
    for (let i = 0; i < 5; i++) likers.push(await createMember(t, { userName: `Liker ${i}` }));
    for (const l of likers) {
      publish(t, 'post.liked', { postId, actorId: l.userId });
      await eventually(async () => expect(await notificationRows(t, anna.userId)).toHaveLength(likers.indexOf(l) + 1));
    }

    const count = await call<{ unreadCount: number }>('GET', '/api/noti/unread-notification-count', { token: anna.token });
    expect(count.status).toBe(200);
    expect(count.body).toEqual({ unreadCount: 5 });

    const page1 = await call<Listed>('GET', '/api/noti/user-notifications?limit=3', { token: anna.token });
    expect(page1.status).toBe(200);
    expect(page1.body.notifications.map((n) => n.content)).toEqual(['Liker 4 liked your post: “popular”', 'Liker 3 liked your post: “popular”', 'Liker 2 liked your post: “popular”']);
    expect(page1.body.notifications[0]).toMatchObject({ notification_type: 'like', link: `/post/${postId}`, read_at: null, actor: { user_name: 'Liker 4' } });
    expect(page1.body.nextCursor).toEqual(expect.any(String));
    const page2 = await call<Listed>('GET', `/api/noti/user-notifications?limit=3&cursor=${page1.body.nextCursor}`, { token: anna.token });
    expect(page2.body.notifications.map((n) => n.content)).toEqual(['Liker 1 liked your post: “popular”', 'Liker 0 liked your post: “popular”']);
    expect(page2.body.nextCursor).toBeNull();

    const upTo = page2.body.notifications[0].notification_id;
    const partly = await call('PUT', '/api/noti/mark-notifications-read', { token: anna.token, body: { upToId: upTo } });
    expect(partly.status).toBe(200);
    expect(partly.body).toEqual({ message: '2 notifications marked as read', unreadCount: 3 });

    const all = await call('PUT', '/api/noti/mark-notifications-read', { token: anna.token });
    expect(all.body).toEqual({ message: '3 notifications marked as read', unreadCount: 0 });
    const after = await call<Listed>('GET', '/api/noti/user-notifications', { token: anna.token });
    expect(after.body.notifications.every((n) => n.read_at !== null)).toBe(true);
    expect((await call('GET', '/api/noti/unread-notification-count', { token: bob.token })).body).toEqual({ unreadCount: 0 });
  });

  it('answers 400 for bad paging and mark-read input, 401 without a token', async () => {
    for (const q of ['limit=0', 'limit=51', 'limit=abc', 'cursor=x1']) {
      const res = await call('GET', `/api/noti/user-notifications?${q}`, { token: anna.token });
      expect(res.status).toBe(400);
    }
    expect((await call('GET', '/api/noti/user-notifications?limit=0', { token: anna.token })).body).toMatchObject({ message: 'limit must be between 1 and 50' });
    const bad = await call('PUT', '/api/noti/mark-notifications-read', { token: anna.token, body: { upToId: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'upToId must be a whole number' });
    expect((await call('PUT', '/api/noti/mark-notifications-read', { token: anna.token, body: { other: 1 } })).status).toBe(400);
    expect((await call('GET', '/api/noti/unread-notification-count')).status).toBe(401);
  });
});
