import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { addComment, Call, createPost, PostPage, recordEvents } from './helpers';

describe('posts: audience, deletion and reports', () => {
  let t: TestApp;
  let call: Call;
  let author: Member;
  let other: Member;
  let events: ReturnType<typeof recordEvents>;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    call = http(t.url);
    events = recordEvents(t);
    author = await createMember(t, { userName: 'Author' });
    other = await createMember(t, { userName: 'Other' });
  });
  afterAll(() => t.close());

  it('toggles the audience public → friends → public and answers the new one', async () => {
    const postId = await createPost(call, author, { content: 'Audience' });
    const first = await call('POST', '/api/posts/change-post-audience', { token: author.token, body: { postId } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ visibility: 'friends' });
    expect((await call('GET', `/api/posts/post/${postId}`, { token: other.token })).status).toBe(404);
    const second = await call('POST', '/api/posts/change-post-audience', { token: author.token, body: { postId } });
    expect(second.body).toEqual({ visibility: 'public' });
    expect((await call('GET', `/api/posts/post/${postId}`, { token: other.token })).status).toBe(200);
  });

  it('refuses an audience change by someone else with 403, and of a missing post with 404', async () => {
    const postId = await createPost(call, author, { content: 'Mine' });
    const res = await call('POST', '/api/posts/change-post-audience', { token: other.token, body: { postId } });
    expect(res.status).toBe(403);
    const missing = await call('POST', '/api/posts/change-post-audience', { token: author.token, body: { postId: 555555 } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'Post not found' });
  });

  it('deletes a post with its comments, likes and media, and announces its files', async () => {
    const postId = await createPost(call, author, { content: 'To delete' });
    const comment = await addComment(call, other, postId, 'A comment');
    await call('POST', '/api/posts/post-like', { token: other.token, body: { postId } });
    await call('POST', '/api/posts/comment-like', { token: author.token, body: { commentId: comment.comment_id } });
    await t.db.query(
      `INSERT INTO media (posts_id, user_id, media_type, path, poster_path, status) VALUES ($1, $2, 'video', 'uploads/media/v.mp4', 'uploads/media/v.jpg', 'ready')`,
      [postId, author.userId],
    );
    await t.db.query(`INSERT INTO media (comment_id, user_id, media_type, path, status) VALUES ($1, $2, 'audio', 'uploads/media/a.webm', 'ready')`, [comment.comment_id, other.userId]);
    events.clear();

    const res = await call('POST', '/api/posts/user-delete-own-post', { token: author.token, body: { postId } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Post deleted' });
    expect((await call('GET', `/api/posts/post/${postId}`, { token: author.token })).status).toBe(404);
    const mine = await call<PostPage>('GET', '/api/posts/my-posts', { token: author.token });
    expect(mine.body.posts.map((p) => p.posts_id)).not.toContain(postId);

    const left = await t.db.query(
      `SELECT (SELECT count(*) FROM comments WHERE post_id = $1)::int AS comments,
              (SELECT count(*) FROM post_likes WHERE posts_id = $1)::int AS likes,
              (SELECT count(*) FROM comment_likes WHERE comment_id = $2)::int AS comment_likes,
              (SELECT count(*) FROM media WHERE posts_id = $1 OR comment_id = $2)::int AS media`,
      [postId, comment.comment_id],
    );
    expect(left.rows[0]).toEqual({ comments: 0, likes: 0, comment_likes: 0, media: 0 });
    expect(events.of('media.files-orphaned').flatMap((e) => e.keys).sort()).toEqual(['uploads/media/a.webm', 'uploads/media/v.jpg', 'uploads/media/v.mp4']);

    const again = await call('POST', '/api/posts/user-delete-own-post', { token: author.token, body: { postId } });
    expect(again.status).toBe(404);
  });

  it('stores one report per reporter and post, and refuses reporting one’s own post', async () => {
    const postId = await createPost(call, author, { content: 'Report me' });
    for (let i = 0; i < 3; i++) {
      const res = await call('POST', '/api/posts/report-post', { token: other.token, body: { postId } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Post reported' });
    }
    const own = await call('POST', '/api/posts/report-post', { token: author.token, body: { postId } });
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({ message: 'You cannot report your own post' });
    const { rows } = await t.db.query(`SELECT reporter_id, target_type FROM reports WHERE target_id = $1`, [postId]);
    expect(rows).toEqual([{ reporter_id: other.userId, target_type: 'post' }]);
  });

  it.each([
    ['change-post-audience', {}],
    ['user-delete-own-post', { postId: -4 }],
    ['report-post', { postId: 1.5 }],
    ['report-post', { postId: 1, extra: true }],
  ])('answers 400 for %s with %j', async (path, body) => {
    const res = await call('POST', `/api/posts/${path}`, { token: author.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
