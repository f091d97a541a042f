import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DataSource } from 'typeorm';
import { JobsService } from '../../src/jobs/jobs.service';
import { setNotificationsHiddenAbout } from '../../src/noti';
import { removePostContent, restorePostContent } from '../../src/posts';
import { RemovedPostsPurgeProcessor } from '../../src/posts/removed-content-purge.processor';
import { eventually } from '../noti/fixtures';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { addComment, befriend, createPost, PostBody, PostPage } from './helpers';

interface Listed {
  notifications: Array<{ notification_id: number; link: string | null; read_at: string | null }>;
}

/**
 * A moderator's `remove_content` on a post or comment (issue #29): gone from every read at once,
 * for its author too; restored, back as it was; purged with its files 30 days after removal.
 * The moderation API calls these owners' functions in its transaction; here they run directly.
 */
describe('posts removed by a moderator', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let db: DataSource;
  let author: Member;
  let friend: Member;
  let stranger: Member;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    db = t.app.get(DataSource);
    [author, friend, stranger] = await Promise.all([createMember(t), createMember(t), createMember(t)]);
    await befriend(t, author, friend);
    await t.db.query(`UPDATE users SET receive_email_notifications = false`);
  });
  afterAll(() => t.close());

  const remove = (type: 'post' | 'comment', id: number) => db.transaction((m) => removePostContent(m, type, id));
  const restore = (type: 'post' | 'comment', id: number) => db.transaction((m) => restorePostContent(m, type, id));
  const feedIds = async (who: Member) => (await call<PostPage>('GET', '/api/posts/feed?limit=50', { token: who.token })).body.posts.map((p) => p.posts_id);
  const detail = (who: Member, postId: number) => call<{ post: PostBody }>('GET', `/api/posts/post/${postId}`, { token: who.token });
  const listed = async (who: Member) => (await call<Listed>('GET', '/api/noti/user-notifications', { token: who.token })).body.notifications;
  const unread = async (who: Member) => (await call<{ unreadCount: number }>('GET', '/api/noti/unread-notification-count', { token: who.token })).body.unreadCount;

  it('takes a post out of every read for everyone, its author included, and restoring brings it back', async () => {
    const postId = await createPost(call, author, { content: 'A testimony the moderator will remove' });
    const kept = await createPost(call, author, { content: 'A testimony that stays' });
    await addComment(call, friend, postId, 'Amen');
    expect(await feedIds(stranger)).toEqual(expect.arrayContaining([postId, kept]));

    const removed = await remove('post', postId);
    expect(removed).toEqual({ authorId: author.userId, preview: 'A testimony the moderator will remove', target: { type: 'post', postId } });
    expect(await remove('post', postId)).toBeNull();

    for (const who of [author, friend, stranger]) {
      const feed = await feedIds(who);
      expect(feed).not.toContain(postId);
      expect(feed).toContain(kept);
      expect((await detail(who, postId)).status).toBe(404);
      expect((await call('GET', `/api/posts/${postId}/comments`, { token: who.token })).status).toBe(404);
      const userPosts = await call<PostPage>('GET', `/api/posts/user-posts/${author.userId}`, { token: who.token });
      expect(userPosts.body.posts.map((p) => p.posts_id)).toEqual([kept]);
    }
    expect((await call<PostPage>('GET', '/api/posts/my-posts', { token: author.token })).body.posts.map((p) => p.posts_id)).toEqual([kept]);
    // Nobody acts on it any more: likes, comments, reports, the author's own changes.
    expect((await call('POST', '/api/posts/post-like', { token: friend.token, body: { postId } })).body).toMatchObject({ statusCode: 404, message: 'Post not found' });
    expect((await call('DELETE', '/api/posts/post-unlike', { token: friend.token, body: { postId } })).status).toBe(404);
    expect((await call('POST', `/api/posts/${postId}/new-comment`, { token: friend.token, body: { content: 'Still here?' } })).status).toBe(404);
    expect((await call('POST', '/api/posts/report-post', { token: stranger.token, body: { postId } })).status).toBe(404);
    expect((await call('POST', '/api/posts/change-post-audience', { token: author.token, body: { postId } })).status).toBe(404);
    expect((await call('POST', '/api/posts/user-delete-own-post', { token: author.token, body: { postId } })).status).toBe(404);

    expect(await restore('post', postId)).toMatchObject({ authorId: author.userId, target: { type: 'post', postId } });
    expect(await restore('post', postId)).toBeNull();
    expect(await feedIds(stranger)).toContain(postId);
    const back = await detail(stranger, postId);
    expect(back.status).toBe(200);
    expect(back.body.post).toMatchObject({ content: 'A testimony the moderator will remove', comment_count: 1 });
  });

  it('takes a comment out of its post: lists, inline comments and comment_count, and it cannot be liked; restoring counts it again', async () => {
    const postId = await createPost(call, author, { content: 'Pray for the harvest' });
    const bad = await addComment(call, stranger, postId, 'An offensive comment');
    await addComment(call, friend, postId, 'Praying with you');
    expect((await detail(friend, postId)).body.post.comment_count).toBe(2);

    expect(await remove('comment', bad.comment_id)).toEqual({
      authorId: stranger.userId,
      preview: 'An offensive comment',
      target: { type: 'comment', postId, commentId: bad.comment_id },
    });
    for (const who of [author, friend, stranger]) {
      const post = (await detail(who, postId)).body.post;
      expect(post.comment_count).toBe(1);
      expect(post.comments.map((c) => c.content)).toEqual(['Praying with you']);
      const list = await call<{ comments: Array<{ content: string }> }>('GET', `/api/posts/${postId}/comments`, { token: who.token });
      expect(list.body.comments.map((c) => c.content)).toEqual(['Praying with you']);
      const card = (await call<PostPage>('GET', '/api/posts/feed?limit=50', { token: who.token })).body.posts.find((p) => p.posts_id === postId);
      expect(card?.comments.map((c) => c.content)).toEqual(['Praying with you']);
    }
    expect((await call('POST', '/api/posts/comment-like', { token: friend.token, body: { commentId: bad.comment_id } })).body).toMatchObject({ statusCode: 404, message: 'Comment not found' });
    expect((await call('POST', '/api/posts/user-delete-own-comment', { token: stranger.token, body: { commentId: bad.comment_id } })).status).toBe(404);

    await restore('comment', bad.comment_id);
    const post = (await detail(friend, postId)).body.post;
    expect(post.comment_count).toBe(2);
    expect(post.comments.map((c) => c.content)).toEqual(['An offensive comment', 'Praying with you']);
  });

  it('hides the notifications about removed content from the inbox and the unread count, and a restore lists them again', async () => {
    // Members of their own: notifications the earlier tests queued may still arrive for theirs.
    const [author, friend, stranger] = await Promise.all([createMember(t), createMember(t), createMember(t)]);
    await befriend(t, author, friend);
    const postId = await createPost(call, author, { content: 'Notified testimony' });
    await call('POST', '/api/posts/post-like', { token: friend.token, body: { postId } });
    await addComment(call, stranger, postId, 'A comment that notifies');
    const other = await createPost(call, author, { content: 'Another testimony' });
    await call('POST', '/api/posts/post-like', { token: friend.token, body: { postId: other } });
    await eventually(async () => expect(await listed(author)).toHaveLength(3));
    expect(await unread(author)).toBe(3);

    await db.transaction(async (m) => {
      const removed = await removePostContent(m, 'post', postId);
      expect(await setNotificationsHiddenAbout(m, removed!.target, true)).toBe(2);
    });
    expect((await listed(author)).map((n) => n.link)).toEqual([`/post/${other}`]);
    expect(await unread(author)).toBe(1);

    await db.transaction(async (m) => {
      const restored = await restorePostContent(m, 'post', postId);
      await setNotificationsHiddenAbout(m, restored!.target, false);
    });
    const back = await listed(author);
    expect(back).toHaveLength(3);
    expect(back.filter((n) => n.link === `/post/${postId}`).every((n) => n.read_at !== null)).toBe(true);
  });

  it('notifies nobody of what happened to removed content before its events were derived', async () => {
    const postId = await createPost(call, author, { content: 'Removed before the like was derived' });
    // The like and the removal land together: the batch derives after the post is gone.
    await Promise.all([call('POST', '/api/posts/post-like', { token: friend.token, body: { postId } }), remove('post', postId)]);
    const sentinel = await createPost(call, author, { content: 'Derived after' });
    await call('POST', '/api/posts/post-like', { token: friend.token, body: { postId: sentinel } });
    await eventually(async () => expect((await t.db.query(`SELECT 1 FROM notifications WHERE link = $1`, [`/post/${sentinel}`])).rowCount).toBe(1));
    expect((await t.db.query(`SELECT 1 FROM notifications WHERE link = $1`, [`/post/${postId}`])).rowCount).toBe(0);
  });

  it('purges posts and comments removed more than 30 days ago with their media files, hourly, and keeps younger ones', async () => {
    const file = (key: string) => join(t.settings.dataDir, key);
    const writeFile = (key: string) => {
      mkdirSync(dirname(file(key)), { recursive: true });
      writeFileSync(file(key), 'bytes');
    };
    const old = await createPost(call, author, { content: 'Removed long ago' });
    const young = await createPost(call, author, { content: 'Removed yesterday' });
    const parent = await createPost(call, author, { content: 'Keeps its post' });
    const oldComment = await addComment(call, stranger, parent, 'A comment removed long ago');
    await addComment(call, friend, parent, 'A comment that stays');
    const keys = { post: 'uploads/media/purge-post.jpg', poster: 'uploads/media/purge-video.jpg', comment: 'uploads/media/purge-comment.jpg', young: 'uploads/media/young.jpg' };
    Object.values(keys).forEach(writeFile);
    await t.db.query(`INSERT INTO media (posts_id, user_id, media_type, path, poster_path, status) VALUES ($1, $2, 'video', $3, $4, 'ready')`, [old, author.userId, keys.post, keys.poster]);
    await t.db.query(`INSERT INTO media (comment_id, user_id, media_type, path, status) VALUES ($1, $2, 'image', $3, 'ready')`, [oldComment.comment_id, stranger.userId, keys.comment]);
    await t.db.query(`INSERT INTO media (posts_id, user_id, media_type, path, status) VALUES ($1, $2, 'image', $3, 'ready')`, [young, author.userId, keys.young]);
    await remove('post', old);
    await remove('post', young);
    await remove('comment', oldComment.comment_id);
    // The clock moves for the rows: removed 31 days ago, and 29 days ago for the young one.
    await t.db.query(`UPDATE posts SET removed_at = now() - interval '31 days' WHERE posts_id = $1`, [old]);
    await t.db.query(`UPDATE posts SET removed_at = now() - interval '29 days' WHERE posts_id = $1`, [young]);
    await t.db.query(`UPDATE comments SET removed_at = now() - interval '31 days' WHERE comment_id = $1`, [oldComment.comment_id]);

    await t.app.get(RemovedPostsPurgeProcessor).purge();

    expect((await t.db.query(`SELECT posts_id FROM posts WHERE posts_id = ANY($1)`, [[old, young, parent]])).rows.map((r) => r.posts_id).sort()).toEqual([young, parent].sort());
    expect((await t.db.query(`SELECT 1 FROM comments WHERE comment_id = $1`, [oldComment.comment_id])).rowCount).toBe(0);
    expect((await t.db.query(`SELECT 1 FROM media WHERE posts_id = $1 OR comment_id = $2`, [old, oldComment.comment_id])).rowCount).toBe(0);
    await eventually(async () => {
      expect([keys.post, keys.poster, keys.comment].filter((k) => existsSync(file(k)))).toEqual([]);
    });
    expect(existsSync(file(keys.young))).toBe(true);
    // The removal took the comment off the count; its purge does not take it off again.
    expect((await detail(author, parent)).body.post.comment_count).toBe(1);
    expect((await t.db.query(`SELECT comment_count FROM posts WHERE posts_id = $1`, [parent])).rows[0].comment_count).toBe(1);

    const schedulers = await t.app.get(JobsService).queues.maintenance.getJobSchedulers();
    expect(schedulers.find((s) => s.key === 'maintenance.purge-removed-posts')).toMatchObject({ every: 60 * 60 * 1000 });
  });
});
