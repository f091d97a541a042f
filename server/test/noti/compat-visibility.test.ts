import { pendingComment, pendingPost } from '../media/media-support';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { addMember, insertComment, insertGroup, insertGroupComment, insertPost } from './fixtures';

/** The answer exactly as a client receives it: status, the headers that describe the body, and the body's bytes. */
async function raw(t: TestApp, path: string, token: string, body: unknown): Promise<{ status: number; type: string | null; length: string | null; text: string }> {
  const res = await fetch(`${t.url}/api/noti/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, type: res.headers.get('content-type'), length: res.headers.get('content-length'), text: await res.text() };
}

const NEVER = 2_000_000_000;

/**
 * The older clients' calls answer about content the caller may not read exactly as about content
 * that never existed, whoever they name as recipient: nothing tells a stranger that a friends-only
 * or unready post, a private thread's comment or their authors exist.
 */
describe('noti: the older clients\' calls reveal nothing the caller may not read', () => {
  let t: TestApp;
  let anna: Member;
  let stranger: Member;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    anna = await createMember(t, { userName: 'Anna Hidden' });
    stranger = await createMember(t, { userName: 'Stranger' });
  });
  afterAll(() => t.close());

  /** Every call about post `postId` by the stranger, naming each plausible recipient, answers as for a post that never existed. */
  async function expectPostUnknown(postId: number): Promise<void> {
    for (const path of ['new-comment-notification', 'new-post-like-notification']) {
      const never = await raw(t, path, stranger.token, { postId: NEVER, recipientUserId: anna.userId });
      expect(never.status).toBe(404);
      expect(JSON.parse(never.text)).toEqual({ statusCode: 404, message: 'Post not found', error: 'Not Found' });
      for (const recipientUserId of [anna.userId, stranger.userId]) {
        expect(await raw(t, path, stranger.token, { postId, recipientUserId })).toEqual(never);
      }
    }
  }

  async function expectCommentUnknown(postId: number, commentId: number): Promise<void> {
    const never = await raw(t, 'new-comment-like-notification', stranger.token, { postId, commentId: NEVER, recipientUserId: anna.userId });
    expect(JSON.parse(never.text)).toEqual({ statusCode: 404, message: 'Comment not found', error: 'Not Found' });
    for (const recipientUserId of [anna.userId, stranger.userId]) {
      expect(await raw(t, 'new-comment-like-notification', stranger.token, { postId, commentId, recipientUserId })).toEqual(never);
    }
  }

  it('a friends-only post of someone who is not their friend, and its comments', async () => {
    const postId = await insertPost(t, anna.userId, 'Only for my friends', { visibility: 'friends' });
    const commentId = await insertComment(t, postId, anna.userId, 'Among friends');
    await t.db.query(`INSERT INTO post_likes (posts_id, user_id) VALUES ($1, $2)`, [postId, stranger.userId]);
    await expectPostUnknown(postId);
    await expectCommentUnknown(postId, commentId);
  });

  it('a post still waiting for its media, and a comment still waiting for its media', async () => {
    const postId = await pendingPost(t, anna.userId);
    await expectPostUnknown(postId);
    const readyPostId = await insertPost(t, stranger.userId, 'Open to all');
    const commentId = await pendingComment(t, anna.userId, readyPostId);
    await expectCommentUnknown(readyPostId, commentId);
  });

  it('a post of a member who deleted the account, and one its author deleted', async () => {
    const gone = await createMember(t, { userName: 'Gone Member' });
    const postId = await insertPost(t, gone.userId, 'Written before leaving');
    const commentId = await insertComment(t, postId, gone.userId, 'Also before leaving');
    await t.db.query(`INSERT INTO comments (post_id, user_id, content) VALUES ($1, $2, 'I was here')`, [postId, stranger.userId]);
    await t.db.query(`UPDATE users SET status = 'deleted' WHERE user_id = $1`, [gone.userId]);
    for (const path of ['new-comment-notification', 'new-post-like-notification']) {
      const never = await raw(t, path, stranger.token, { postId: NEVER, recipientUserId: gone.userId });
      expect(await raw(t, path, stranger.token, { postId, recipientUserId: gone.userId })).toEqual(never);
    }
    const neverComment = await raw(t, 'new-comment-like-notification', stranger.token, { postId, commentId: NEVER, recipientUserId: gone.userId });
    expect(await raw(t, 'new-comment-like-notification', stranger.token, { postId, commentId, recipientUserId: gone.userId })).toEqual(neverComment);

    const removed = await insertPost(t, anna.userId, 'Soon removed');
    const del = await http(t.url)('POST', '/api/posts/user-delete-own-post', { token: anna.token, body: { postId: removed } });
    expect(del.status).toBe(200);
    await expectPostUnknown(removed);
  });

  it('a comment in a private group thread, to someone who is not a member', async () => {
    const groupId = await insertGroup(t, anna.userId, 'Private circle');
    await t.db.query(`UPDATE groups SET visibility = 'group_private' WHERE group_id = $1`, [groupId]);
    const commentId = await insertGroupComment(t, groupId, anna.userId, 'Just between us');
    // A join request is not membership: the thread stays closed to them.
    await addMember(t, groupId, stranger.userId, { status: 'pending' });
    await t.db.query(`INSERT INTO group_comment_likes (comment_id, user_id) VALUES ($1, $2)`, [commentId, stranger.userId]);
    const path = 'new-comment-like-notification-in-group';
    const never = await raw(t, path, stranger.token, { groupId, commentId: NEVER, recipientUserId: anna.userId });
    expect(JSON.parse(never.text)).toEqual({ statusCode: 404, message: 'Comment not found', error: 'Not Found' });
    expect(await raw(t, path, stranger.token, { groupId: NEVER, commentId: NEVER, recipientUserId: anna.userId })).toEqual(never);
    for (const recipientUserId of [anna.userId, stranger.userId]) {
      expect(await raw(t, path, stranger.token, { groupId, commentId, recipientUserId })).toEqual(never);
    }
    // Once a member, the call is confirmed as before.
    await t.db.query(`UPDATE group_members SET status = 'accepted' WHERE group_id = $1 AND user_id = $2`, [groupId, stranger.userId]);
    const accepted = await raw(t, path, stranger.token, { groupId, commentId, recipientUserId: anna.userId });
    expect(accepted.status).toBe(200);
    expect(JSON.parse(accepted.text)).toEqual({ message: 'Notification recorded' });
  });
});
