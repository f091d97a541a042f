import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { addMember, eventually, insertComment, insertGroup, insertGroupComment, insertPost, notificationRows, publish } from './fixtures';

describe('noti: the older clients\' notification calls cannot forge or duplicate', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let anna: Member;
  let bob: Member;
  let postId: number;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    anna = await createMember(t, { userName: 'Anna' });
    bob = await createMember(t, { userName: 'Bob' });
    await t.db.query(`UPDATE users SET receive_email_notifications = false`);
    postId = await insertPost(t, anna.userId, 'Hello world');
  });
  afterAll(() => t.close());

  it('refuses a like notification for a like that does not exist, and creates nothing', async () => {
    const res = await call('POST', '/api/noti/new-post-like-notification', {
      token: bob.token,
      body: { postId, postContent: 'Hello world', userName: 'Bob', recipientUserId: anna.userId, recipientUserName: 'Anna' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ statusCode: 403, message: 'There is no such action of yours to notify about', error: 'Forbidden' });
    expect(await notificationRows(t, anna.userId)).toEqual([]);
  });

  it('accepts the call after a real like without a second notification', async () => {
    await t.db.query(`INSERT INTO post_likes (posts_id, user_id) VALUES ($1, $2)`, [postId, bob.userId]);
    publish(t, 'post.liked', { postId, actorId: bob.userId });
    await eventually(async () => expect(await notificationRows(t, anna.userId)).toHaveLength(1));
    const body = { postId, postContent: 'Hello world', userName: 'Bob', recipientUserId: anna.userId, recipientUserName: 'Anna' };
    const first = await call('POST', '/api/noti/new-post-like-notification', { token: bob.token, body });
    const second = await call('POST', '/api/noti/new-post-like-notification', { token: bob.token, body });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Notification recorded' });
    // A deprecated call says so (RFC 9745), with no removal date (no Sunset) yet.
    expect(first.headers.get('deprecation')).toBe('@1796515200');
    expect(first.headers.get('sunset')).toBeNull();
    expect(second.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await notificationRows(t, anna.userId)).toHaveLength(1);
  });

  it('refuses a recipient who is not the author (nobody can be notified at will)', async () => {
    const carol = await createMember(t);
    const res = await call('POST', '/api/noti/new-post-like-notification', { token: bob.token, body: { postId, recipientUserId: carol.userId } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: 'The recipient is not the author of this content' });
    expect(await notificationRows(t, carol.userId)).toEqual([]);
  });

  it('checks comments, comment likes and group comment likes the same way', async () => {
    const noComment = await call('POST', '/api/noti/new-comment-notification', {
      token: bob.token,
      body: { postId, postContent: 'Hello world', content: 'fake', userName: 'Bob', recipientUserId: anna.userId },
    });
    expect(noComment.status).toBe(403);
    await insertComment(t, postId, bob.userId, 'real comment');
    const withComment = await call('POST', '/api/noti/new-comment-notification', {
      token: bob.token,
      body: { postId, postContent: 'Hello world', content: 'real comment', userName: 'Bob', recipientUserId: anna.userId },
    });
    expect(withComment.status).toBe(200);

    const annaComment = await insertComment(t, postId, anna.userId, 'thanks');
    const commentBody = { postId, commentId: annaComment, commentContent: 'thanks', userName: 'Bob', recipientUserId: anna.userId, recipientUserName: 'Anna' };
    expect((await call('POST', '/api/noti/new-comment-like-notification', { token: bob.token, body: commentBody })).status).toBe(403);
    await t.db.query(`INSERT INTO comment_likes (comment_id, user_id) VALUES ($1, $2)`, [annaComment, bob.userId]);
    expect((await call('POST', '/api/noti/new-comment-like-notification', { token: bob.token, body: commentBody })).status).toBe(200);

    const groupId = await insertGroup(t, anna.userId, 'G');
    // Only accepted members read a thread (to anyone else its comments do not exist).
    await addMember(t, groupId, bob.userId);
    const groupComment = await insertGroupComment(t, groupId, anna.userId, 'hi group');
    const groupBody = { groupId, commentId: groupComment, commentContent: 'hi group', userName: 'Bob', recipientUserId: anna.userId, recipientUserName: 'Anna' };
    expect((await call('POST', '/api/noti/new-comment-like-notification-in-group', { token: bob.token, body: groupBody })).status).toBe(403);
    await t.db.query(`INSERT INTO group_comment_likes (comment_id, user_id) VALUES ($1, $2)`, [groupComment, bob.userId]);
    expect((await call('POST', '/api/noti/new-comment-like-notification-in-group', { token: bob.token, body: groupBody })).status).toBe(200);
    // None of these calls created anything: the only notification is the like derived from the event.
    expect(await notificationRows(t, anna.userId)).toHaveLength(1);
  });

  it('answers 404 for unknown content and 400 for malformed payloads', async () => {
    const missing = await call('POST', '/api/noti/new-post-like-notification', { token: bob.token, body: { postId: 999999, recipientUserId: anna.userId } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'Post not found' });
    const bad = await call('POST', '/api/noti/new-post-like-notification', { token: bob.token, body: { postId: 'x', recipientUserId: anna.userId } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'postId must be a whole number' });
    const extra = await call('POST', '/api/noti/new-comment-notification', { token: bob.token, body: { postId, recipientUserId: anna.userId, notify: 'everyone' } });
    expect(extra.status).toBe(400);
  });
});
