import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { befriend, Call, createPost, PostBody, PostPage, recordEvents } from './helpers';

describe('posts: create and read', () => {
  let t: TestApp;
  let call: Call;
  let anna: Member;
  let ben: Member;
  let events: ReturnType<typeof recordEvents>;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    call = http(t.url);
    events = recordEvents(t);
    anna = await createMember(t, { userName: 'Anna', bio: 'Jesus carried me', mode: 'in_relationship' });
    ben = await createMember(t, { userName: 'Ben' });
  });
  afterAll(() => t.close());

  it('creates a post and answers its id and a message', async () => {
    const res = await call<{ postId: number; message: string }>('POST', '/api/posts/create-post', {
      token: anna.token,
      body: { content: '  Grace and peace to you all  ', visibility: 'public', isReady: true },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ postId: expect.any(Number), message: 'Post created' });

    const read = await call<{ post: PostBody }>('GET', `/api/posts/post/${res.body.postId}`, { token: ben.token });
    expect(read.status).toBe(200);
    expect(read.body.post).toEqual({
      posts_id: res.body.postId,
      user_id: anna.userId,
      user_name: 'Anna',
      user_code: null,
      profile_picture: 'uploads/profile_images/default-profile.png',
      content: 'Grace and peace to you all',
      created_at: expect.any(String),
      visibility: 'public',
      group_id: null,
      post_type: 'normal',
      is_ready: true,
      media_state: 'none',
      held: false,
      // Issue 44: not anonymous, read by someone else, anyone may comment, not for someone else.
      anonymous: false,
      is_mine: false,
      comment_policy: 'everyone',
      for_someone_else: false,
      media: [],
      like_count: 0,
      comment_count: 0,
      // Prayer fields (issue #33): empty on an ordinary post.
      prayer_count: 0,
      prayer_status: null,
      answered_at: null,
      answer_testimony: null,
      is_liked: false,
      is_prayed: false,
      comments: [],
    });
    expect(Date.now() - new Date(read.body.post.created_at).getTime()).toBeLessThan(60_000);
  });

  it('defaults to a public, ready, normal post', async () => {
    const postId = await createPost(call, anna, { content: 'Defaults' });
    const read = await call<{ post: PostBody }>('GET', `/api/posts/post/${postId}`, { token: anna.token });
    expect(read.body.post).toMatchObject({ visibility: 'public', post_type: 'normal', is_ready: true });
  });

  it('creates prayer requests of both kinds', async () => {
    const ordinary = await call<{ postId: number; message: string }>('POST', '/api/posts/create-post', {
      token: anna.token,
      body: { content: 'Please pray for my exam', visibility: 'friends', isReady: true, postType: 'pray_request' },
    });
    expect(ordinary.body.message).toBe('Prayer request created');
    const urgent = await createPost(call, anna, { content: 'Surgery tonight', postType: 'emergency_pray_request' });
    const read = await call<{ post: PostBody }>('GET', `/api/posts/post/${urgent}`, { token: anna.token });
    expect(read.body.post.post_type).toBe('emergency_pray_request');
    const mine = await call<{ post: PostBody }>('GET', `/api/posts/post/${ordinary.body.postId}`, { token: anna.token });
    expect(mine.body.post).toMatchObject({ post_type: 'pray_request', visibility: 'friends' });
  });

  it.each([
    ['empty content', { content: '' }, 'Content or media is required'],
    ['blank content', { content: '   \n\t ' }, 'Content or media is required'],
    ['no content', {}, 'Content or media is required'],
    ['5001 characters', { content: 'x'.repeat(5001) }, 'Post text cannot be longer than 5000 characters'],
    ['an unknown visibility', { content: 'hi', visibility: 'secret' }, 'Visibility must be public, friends or group'],
    ['an unknown post type', { content: 'hi', postType: 'gossip' }, 'postType must be normal, pray_request or emergency_pray_request'],
    ['isReady as text', { content: 'hi', isReady: 'yes' }, 'isReady must be true or false'],
    ['content as a number', { content: 42 }, 'Content must be text'],
    ['an unknown field', { content: 'hi', author: 'someone else' }, 'property author should not exist'],
  ])('refuses %s with 400', async (_label, body, message) => {
    const res = await call('POST', '/api/posts/create-post', { token: anna.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message, error: 'Bad Request' });
  });

  it('accepts exactly 5000 characters', async () => {
    const res = await call('POST', '/api/posts/create-post', { token: anna.token, body: { content: 'y'.repeat(5000) } });
    expect(res.status).toBe(201);
  });

  it('refuses NUL characters with a 400 that names the field', async () => {
    const res = await call('POST', '/api/posts/create-post', { token: anna.token, body: { content: 'a\u0000b' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: 'content must not contain a NUL character (\\u0000)', error: 'Bad Request' });
  });

  it('allows blank content when media follows, and hides the post from others until ready', async () => {
    const postId = await createPost(call, anna, { content: '', isReady: false });
    const own = await call<{ post: PostBody }>('GET', `/api/posts/post/${postId}`, { token: anna.token });
    expect(own.status).toBe(200);
    expect(own.body.post).toMatchObject({ is_ready: false, media_state: 'processing', content: '' });
    const other = await call('GET', `/api/posts/post/${postId}`, { token: ben.token });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ message: 'Post not found' });
    const mine = await call<PostPage>('GET', '/api/posts/my-posts', { token: anna.token });
    expect(mine.body.posts.map((p) => p.posts_id)).toContain(postId);
    const feedOfBen = await call<PostPage>('GET', '/api/posts/feed', { token: ben.token });
    expect(feedOfBen.body.posts.map((p) => p.posts_id)).not.toContain(postId);
    const feedOfAnna = await call<PostPage>('GET', '/api/posts/feed', { token: anna.token });
    expect(feedOfAnna.body.posts.map((p) => p.posts_id)).toContain(postId);

    // The media jobs mark it ready: now everyone sees it with its ready media only.
    await t.db.query(
      `INSERT INTO media (posts_id, user_id, media_type, path, width, height, status, position) VALUES
         ($1, $2, 'image', 'uploads/media/a.jpg', 1280, 720, 'ready', 0),
         ($1, $2, 'image', NULL, NULL, NULL, 'failed', 1)`,
      [postId, anna.userId],
    );
    await t.db.query(`UPDATE posts SET is_ready = true, media_state = 'ready' WHERE posts_id = $1`, [postId]);
    const ready = await call<{ post: PostBody }>('GET', `/api/posts/post/${postId}`, { token: ben.token });
    expect(ready.body.post.media).toEqual([
      { media_id: expect.any(Number), type: 'image', path: 'uploads/media/a.jpg', poster_path: null, width: 1280, height: 720, duration_s: null, media_state: 'ready', description: null },
    ]);
    const author = await call<{ post: PostBody }>('GET', `/api/posts/post/${postId}`, { token: anna.token });
    expect(author.body.post.media.map((m) => m.media_state)).toEqual(['ready', 'failed']);
  });

  it('answers 404 Post not found for a post that does not exist, and 400 for an id that is not one', async () => {
    const missing = await call('GET', '/api/posts/post/999999', { token: anna.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ statusCode: 404, message: 'Post not found', error: 'Not Found' });
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5']) {
      const res = await call('GET', `/api/posts/post/${bad}`, { token: anna.token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Invalid post id' });
    }
  });

  it('lists my posts newest first, and another member’s posts with their profile', async () => {
    const first = await createPost(call, ben, { content: 'Ben one' });
    const second = await createPost(call, ben, { content: 'Ben two', visibility: 'friends' });
    const mine = await call<PostPage>('GET', '/api/posts/my-posts', { token: ben.token });
    expect(mine.status).toBe(200);
    expect(mine.body.posts.map((p) => p.posts_id)).toEqual([second, first]);
    expect(mine.body.nextCursor).toBeNull();

    const asAnna = await call<PostPage & { user: Record<string, unknown> }>('GET', `/api/posts/user-posts/${ben.userId}`, { token: anna.token });
    expect(asAnna.status).toBe(200);
    expect(asAnna.body.posts.map((p) => p.posts_id)).toEqual([first]);
    expect(asAnna.body.user).toEqual({ user_id: ben.userId, user_name: 'Ben', user_code: null, profile_picture: 'uploads/profile_images/default-profile.png', bio: 'Jesus is my Saviour', mode: 'none' });

    await befriend(t, anna, ben);
    const asFriend = await call<PostPage>('GET', `/api/posts/user-posts/${ben.userId}`, { token: anna.token });
    expect(asFriend.body.posts.map((p) => p.posts_id)).toEqual([second, first]);

    const self = await call<PostPage & { user: { mode: string } }>('GET', `/api/posts/user-posts/${anna.userId}`, { token: anna.token });
    expect(self.body.user.mode).toBe('in_relationship');
  });

  it('answers 404 User not found for unknown or inactive members, 400 for a bad id', async () => {
    const gone = await createMember(t, { status: 'deleted' });
    for (const id of [gone.userId, 987654]) {
      const res = await call('GET', `/api/posts/user-posts/${id}`, { token: anna.token });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'User not found' });
    }
    const bad = await call('GET', '/api/posts/user-posts/someone', { token: anna.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Invalid user id' });
  });

  it('publishes content.mentioned for a post that mentions someone, and not otherwise', async () => {
    events.clear();
    const postId = await createPost(call, anna, { content: 'Praying with @Ben today' });
    await createPost(call, anna, { content: 'write to anna@example.org' });
    expect(events.of('content.mentioned')).toEqual([{ postId, actorId: anna.userId, text: 'Praying with @Ben today' }]);
  });

  it('needs a token (401) and a verified address (403)', async () => {
    const anonymous = await call('POST', '/api/posts/create-post', { body: { content: 'hi' } });
    expect(anonymous.status).toBe(401);
    const unverified = await createMember(t, { verified: false });
    const res = await call('POST', '/api/posts/create-post', { token: unverified.token, body: { content: 'hi' } });
    expect(res.status).toBe(403);
  });
});
