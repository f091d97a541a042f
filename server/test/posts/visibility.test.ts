import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { addComment, befriend, Call, createPost, PostBody, PostPage } from './helpers';

/**
 * The visibility matrix: a friends-only post, its comments and likes exist only for its author
 * and the author's friends. Strangers get 404 from every endpoint; unverified members 403;
 * requests without a token 401.
 */
describe('posts: visibility of a friends-only post', () => {
  let t: TestApp;
  let call: Call;
  let author: Member;
  let friend: Member;
  let stranger: Member;
  let pending: Member;
  let unverified: Member;
  let postId: number;
  let commentId: number;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    call = http(t.url);
    author = await createMember(t, { userName: 'Author' });
    friend = await createMember(t, { userName: 'Friend' });
    stranger = await createMember(t, { userName: 'Stranger' });
    pending = await createMember(t, { userName: 'Pending' });
    unverified = await createMember(t, { userName: 'Unverified', verified: false });
    await befriend(t, author, friend);
    // A request that is not accepted yet gives no access.
    await t.db.query(`INSERT INTO connections (sender_id, receiver_id, status) VALUES ($1, $2, 'pending')`, [pending.userId, author.userId]);
    postId = await createPost(call, author, { content: 'Only for friends', visibility: 'friends' });
    commentId = (await addComment(call, friend, postId, 'Amen')).comment_id;
  });
  afterAll(() => t.close());

  /** Every endpoint that reads or writes the post or its comment, as [method, path, body]. */
  const endpoints = (): Array<[string, string, Record<string, unknown> | undefined]> => [
    ['GET', `/api/posts/post/${postId}`, undefined],
    ['GET', `/api/posts/${postId}/comments`, undefined],
    ['POST', `/api/posts/${postId}/new-comment`, { content: 'hello' }],
    ['POST', '/api/posts/post-like', { postId }],
    ['DELETE', '/api/posts/post-unlike', { postId }],
    ['POST', '/api/posts/comment-like', { commentId }],
    ['DELETE', '/api/posts/comment-unlike', { commentId }],
    ['POST', '/api/posts/report-post', { postId }],
    ['POST', '/api/posts/report-comment', { commentId }],
    ['POST', '/api/posts/change-post-audience', { postId }],
    ['POST', '/api/posts/user-delete-own-post', { postId }],
    ['POST', '/api/posts/user-delete-own-comment', { commentId }],
  ];

  it('is 404 for a stranger and for a member whose request is still pending, on every endpoint', async () => {
    for (const who of [stranger, pending]) {
      for (const [method, path, body] of endpoints()) {
        const res = await call(method, path, { token: who.token, body });
        expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
        expect(res.body).toMatchObject({ message: body && 'commentId' in body ? 'Comment not found' : 'Post not found' });
      }
    }
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM reports');
    expect(rows[0].n).toBe(0);
  });

  it('is 401 without a token and 403 for an unverified member, on every endpoint', async () => {
    for (const [method, path, body] of [...endpoints(), ['GET', '/api/posts/feed', undefined] as const, ['GET', '/api/posts/my-posts', undefined] as const, ['GET', `/api/posts/user-posts/${author.userId}`, undefined] as const]) {
      const anonymous = await call(method, path, { body });
      expect({ path, status: anonymous.status }).toEqual({ path, status: 401 });
      expect(anonymous.body).toMatchObject({ message: 'Unauthorized' });
      const res = await call(method, path, { token: unverified.token, body });
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
  });

  it('never lists the post for a stranger: feed, user-posts', async () => {
    const feed = await call<PostPage>('GET', '/api/posts/feed', { token: stranger.token });
    expect(feed.body.posts.map((p) => p.posts_id)).not.toContain(postId);
    const list = await call<PostPage>('GET', `/api/posts/user-posts/${author.userId}`, { token: stranger.token });
    expect(list.status).toBe(200);
    expect(list.body.posts).toEqual([]);
  });

  it('shows the post with its comment to the friend and the author, in every list', async () => {
    for (const who of [friend, author]) {
      const one = await call<{ post: PostBody }>('GET', `/api/posts/post/${postId}`, { token: who.token });
      expect(one.status).toBe(200);
      expect(one.body.post.comments.map((c) => c.comment_id)).toEqual([commentId]);
      const feed = await call<PostPage>('GET', '/api/posts/feed', { token: who.token });
      expect(feed.body.posts.map((p) => p.posts_id)).toContain(postId);
      const list = await call<PostPage>('GET', `/api/posts/user-posts/${author.userId}`, { token: who.token });
      expect(list.body.posts.map((p) => p.posts_id)).toEqual([postId]);
      const comments = await call<{ comments: unknown[] }>('GET', `/api/posts/${postId}/comments`, { token: who.token });
      expect(comments.status).toBe(200);
      expect(comments.body.comments).toHaveLength(1);
    }
  });

  it('lets the friend like, comment and report, but not change or delete the post', async () => {
    expect((await call('POST', '/api/posts/post-like', { token: friend.token, body: { postId } })).status).toBe(200);
    expect((await call('POST', `/api/posts/${postId}/new-comment`, { token: friend.token, body: { content: 'Praying' } })).status).toBe(201);
    expect((await call('POST', '/api/posts/report-post', { token: friend.token, body: { postId } })).status).toBe(200);
    const audience = await call('POST', '/api/posts/change-post-audience', { token: friend.token, body: { postId } });
    expect(audience.status).toBe(403);
    expect(audience.body).toMatchObject({ message: 'You can only change the audience of your own posts' });
    const del = await call('POST', '/api/posts/user-delete-own-post', { token: friend.token, body: { postId } });
    expect(del.status).toBe(403);
    expect(del.body).toMatchObject({ message: 'You can only delete your own posts' });
  });

  it('hides the post again once the friendship ends, and shows it to all once public', async () => {
    await t.db.query('DELETE FROM friendships WHERE user_id IN ($1, $2)', [author.userId, friend.userId]);
    expect((await call('GET', `/api/posts/post/${postId}`, { token: friend.token })).status).toBe(404);
    const toggled = await call('POST', '/api/posts/change-post-audience', { token: author.token, body: { postId } });
    expect(toggled.body).toEqual({ visibility: 'public' });
    expect((await call('GET', `/api/posts/post/${postId}`, { token: stranger.token })).status).toBe(200);
    expect((await call('GET', `/api/posts/${postId}/comments`, { token: stranger.token })).status).toBe(200);
  });

  it('hides posts and comments of members who are no longer active', async () => {
    const leaving = await createMember(t, { userName: 'Leaving' });
    const publicPost = await createPost(call, leaving, { content: 'Soon gone' });
    const ownPost = await createPost(call, author, { content: 'Still here' });
    await addComment(call, leaving, ownPost, 'A comment that will vanish');
    await t.db.query(`UPDATE users SET status = 'banned' WHERE user_id = $1`, [leaving.userId]);
    expect((await call('GET', `/api/posts/post/${publicPost}`, { token: stranger.token })).status).toBe(404);
    const comments = await call<{ comments: unknown[] }>('GET', `/api/posts/${ownPost}/comments`, { token: stranger.token });
    expect(comments.body.comments).toEqual([]);
  });
});
