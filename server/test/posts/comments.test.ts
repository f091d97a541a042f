import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { addComment, Call, CommentBody, createPost, PostBody, recordEvents } from './helpers';

interface CommentPage {
  comments: CommentBody[];
  nextCursor: string | null;
}

describe('posts: comments', () => {
  let t: TestApp;
  let call: Call;
  let author: Member;
  let reader: Member;
  let events: ReturnType<typeof recordEvents>;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    call = http(t.url);
    events = recordEvents(t);
    author = await createMember(t, { userName: 'Author' });
    reader = await createMember(t, { userName: 'Reader' });
  });
  afterAll(() => t.close());

  it('adds a trimmed comment, answers it, counts it and publishes post.commented', async () => {
    const postId = await createPost(call, author, { content: 'Pray with me' });
    events.clear();
    const res = await call<{ comment: CommentBody }>('POST', `/api/posts/${postId}/new-comment`, { token: reader.token, body: { content: '  Amen  ' } });
    expect(res.status).toBe(201);
    expect(res.body.comment).toEqual({
      comment_id: expect.any(Number),
      post_id: postId,
      user_id: reader.userId,
      user_name: 'Reader',
      profile_picture: 'uploads/profile_images/default-profile.png',
      content: 'Amen',
      created_at: expect.any(String),
      like_count: 0,
      is_liked: false,
      is_ready: true,
      held: false,
      media: [],
    });
    const post = await call<{ post: PostBody }>('GET', `/api/posts/post/${postId}`, { token: author.token });
    expect(post.body.post.comment_count).toBe(1);
    expect(post.body.post.comments.map((c) => c.content)).toEqual(['Amen']);
    expect(events.of('post.commented')).toEqual([{ postId, commentId: res.body.comment.comment_id, actorId: reader.userId }]);
    expect(events.of('content.mentioned')).toEqual([]);
  });

  it.each([
    ['empty', { content: '' }, 'Comment cannot be empty'],
    ['whitespace', { content: '  \n ' }, 'Comment cannot be empty'],
    ['missing', {}, 'Comment cannot be empty'],
    ['2001 characters', { content: 'c'.repeat(2001) }, 'Comment cannot be longer than 2000 characters'],
    ['a number', { content: 5 }, 'Comment must be text'],
  ])('refuses a comment that is %s with 400', async (_label, body, message) => {
    const postId = await createPost(call, author, { content: 'x' });
    const res = await call('POST', `/api/posts/${postId}/new-comment`, { token: reader.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message });
  });

  it('answers 404 for a comment on a post that does not exist', async () => {
    const res = await call('POST', '/api/posts/424242/new-comment', { token: reader.token, body: { content: 'hi' } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Post not found' });
  });

  it('accepts a blank comment when media follows and shows it only to its author until ready', async () => {
    const postId = await createPost(call, author, { content: 'x' });
    const res = await call<{ comment: CommentBody }>('POST', `/api/posts/${postId}/new-comment`, { token: reader.token, body: { content: '', isReady: false } });
    expect(res.status).toBe(201);
    expect(res.body.comment).toMatchObject({ content: '', is_ready: false });
    const forAuthor = await call<CommentPage>('GET', `/api/posts/${postId}/comments`, { token: author.token });
    expect(forAuthor.body.comments).toEqual([]);
    const forWriter = await call<CommentPage>('GET', `/api/posts/${postId}/comments`, { token: reader.token });
    expect(forWriter.body.comments.map((c) => c.comment_id)).toEqual([res.body.comment.comment_id]);
  });

  it('publishes content.mentioned for a comment with a mention', async () => {
    const postId = await createPost(call, author, { content: 'x' });
    events.clear();
    const comment = await addComment(call, reader, postId, '@Author praying for you');
    expect(events.of('content.mentioned')).toEqual([{ postId, commentId: comment.comment_id, actorId: reader.userId, text: '@Author praying for you' }]);
  });

  it('shows the same comments inline on the post, in the feed and on the comments page (dates, likes, media)', async () => {
    const postId = await createPost(call, author, { content: 'Inline comments' });
    const plain = await addComment(call, reader, postId, 'First');
    const withMedia = await addComment(call, author, postId, 'With a clip');
    await t.db.query(
      `INSERT INTO media (comment_id, user_id, media_type, path, poster_path, width, height, duration_s, status) VALUES
         ($1, $2, 'video', 'uploads/media/c.mp4', 'uploads/media/c.jpg', 1280, 720, 12.5, 'ready'),
         ($1, $2, 'image', NULL, NULL, NULL, NULL, NULL, 'pending')`,
      [withMedia.comment_id, author.userId],
    );
    expect((await call('POST', '/api/posts/comment-like', { token: reader.token, body: { commentId: plain.comment_id } })).status).toBe(200);

    const page = await call<CommentPage>('GET', `/api/posts/${postId}/comments`, { token: reader.token });
    const detail = await call<{ post: PostBody }>('GET', `/api/posts/post/${postId}`, { token: reader.token });
    const feed = await call<{ posts: PostBody[] }>('GET', '/api/posts/feed?limit=5', { token: reader.token });
    const inFeed = feed.body.posts.find((p) => p.posts_id === postId);
    expect(page.body.comments).toHaveLength(2);
    expect(detail.body.post.comments).toEqual(page.body.comments);
    expect(inFeed?.comments).toEqual(page.body.comments);
    const [first, second] = page.body.comments;
    expect(first).toMatchObject({ comment_id: plain.comment_id, is_liked: true, like_count: 1, media: [] });
    expect(first.created_at).toBe(plain.created_at);
    expect(first.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // Others see only the ready file; the pending one is its uploader's.
    expect(second.media).toEqual([
      { media_id: expect.any(Number), type: 'video', path: 'uploads/media/c.mp4', poster_path: 'uploads/media/c.jpg', width: 1280, height: 720, duration_s: 12.5, media_state: 'ready', description: null },
    ]);
    const own = await call<{ post: PostBody }>('GET', `/api/posts/post/${postId}`, { token: author.token });
    expect(own.body.post.comments[1].media.map((m) => m.media_state)).toEqual(['ready', 'pending']);
  });

  describe('paging', () => {
    let postId: number;
    let allNewestFirst: number[];

    beforeAll(async () => {
      postId = await createPost(call, author, { content: 'Many comments' });
      // 120 comments in groups sharing one created_at, so order must fall back to comment_id.
      await t.db.query(
        `INSERT INTO comments (post_id, user_id, content, created_at)
         SELECT $1, $2, 'comment ' || i, timestamptz '2025-03-01T00:00:00Z' + (i / 8) * interval '1 second'
           FROM generate_series(1, 120) AS i`,
        [postId, reader.userId],
      );
      await t.db.query('UPDATE posts SET comment_count = 120 WHERE posts_id = $1', [postId]);
      const { rows } = await t.db.query<{ comment_id: number }>(
        'SELECT comment_id FROM comments WHERE post_id = $1 ORDER BY created_at DESC, comment_id DESC',
        [postId],
      );
      allNewestFirst = rows.map((r) => r.comment_id);
    });

    it('gives the post the newest 3 comments, oldest first', async () => {
      const res = await call<{ post: PostBody }>('GET', `/api/posts/post/${postId}`, { token: reader.token });
      expect(res.body.post.comment_count).toBe(120);
      expect(res.body.post.comments.map((c) => c.comment_id)).toEqual(allNewestFirst.slice(0, 3).reverse());
    });

    it('pages by opaque cursor through every comment exactly once, each page oldest first', async () => {
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = cursor ? `?limit=50&cursor=${encodeURIComponent(cursor)}` : '';
        const res = await call<CommentPage>('GET', `/api/posts/${postId}/comments${query}`, { token: author.token });
        expect(res.status).toBe(200);
        const ids = res.body.comments.map((c) => c.comment_id);
        seen.push(...[...ids].reverse());
        cursor = res.body.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toEqual(allNewestFirst);
    });

    it('accepts the created_at of the oldest comment shown as the cursor', async () => {
      const first = await call<CommentPage>('GET', `/api/posts/${postId}/comments?limit=5`, { token: author.token });
      const oldestShown = first.body.comments[0];
      const older = await call<CommentPage>('GET', `/api/posts/${postId}/comments?limit=5&cursor=${encodeURIComponent(oldestShown.created_at)}`, { token: author.token });
      expect(older.status).toBe(200);
      for (const c of older.body.comments) expect(new Date(c.created_at).getTime()).toBeLessThan(new Date(oldestShown.created_at).getTime());
      expect(older.body.comments).toHaveLength(5);
    });

    it.each([
      ['cursor=yesterday', 'Invalid cursor'],
      ['cursor=2025-02-30T00:00:00Z', 'Invalid cursor'],
      ['limit=0', 'limit must be between 1 and 50'],
      ['limit=500', 'limit must be between 1 and 50'],
    ])('answers 400 for %s', async (query, message) => {
      const res = await call('GET', `/api/posts/${postId}/comments?${query}`, { token: author.token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message });
    });
  });

  describe('deleting and reporting', () => {
    it('lets the writer delete their comment, counting it down, and nobody else', async () => {
      const postId = await createPost(call, author, { content: 'x' });
      const comment = await addComment(call, reader, postId, 'to delete');
      const byAuthor = await call('POST', '/api/posts/user-delete-own-comment', { token: author.token, body: { commentId: comment.comment_id } });
      expect(byAuthor.status).toBe(403);
      expect(byAuthor.body).toMatchObject({ message: 'You can only delete your own comments' });
      const res = await call('POST', '/api/posts/user-delete-own-comment', { token: reader.token, body: { commentId: comment.comment_id } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Comment deleted' });
      const post = await call<{ post: PostBody }>('GET', `/api/posts/post/${postId}`, { token: author.token });
      expect(post.body.post.comment_count).toBe(0);
      expect(post.body.post.comments).toEqual([]);
      const again = await call('POST', '/api/posts/user-delete-own-comment', { token: reader.token, body: { commentId: comment.comment_id } });
      expect(again.status).toBe(404);
      expect(again.body).toMatchObject({ message: 'Comment not found' });
    });

    it('announces the stored files of a deleted comment for removal', async () => {
      const postId = await createPost(call, author, { content: 'x' });
      const comment = await addComment(call, reader, postId, 'with a picture');
      await t.db.query(
        `INSERT INTO media (comment_id, user_id, media_type, path, source_key, status) VALUES ($1, $2, 'image', 'uploads/media/c.jpg', 'tmp/c-src', 'ready')`,
        [comment.comment_id, reader.userId],
      );
      events.clear();
      await call('POST', '/api/posts/user-delete-own-comment', { token: reader.token, body: { commentId: comment.comment_id } });
      expect(events.of('media.files-orphaned').flatMap((e) => e.keys).sort()).toEqual(['tmp/c-src', 'uploads/media/c.jpg']);
      const { rows } = await t.db.query('SELECT count(*)::int AS n FROM media WHERE comment_id = $1', [comment.comment_id]);
      expect(rows[0].n).toBe(0);
    });

    it('stores one report per reporter and comment, and refuses reporting one’s own', async () => {
      const postId = await createPost(call, author, { content: 'x' });
      const comment = await addComment(call, reader, postId, 'questionable');
      for (let i = 0; i < 2; i++) {
        const res = await call('POST', '/api/posts/report-comment', { token: author.token, body: { commentId: comment.comment_id } });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ message: 'Comment reported' });
      }
      const own = await call('POST', '/api/posts/report-comment', { token: reader.token, body: { commentId: comment.comment_id } });
      expect(own.status).toBe(400);
      expect(own.body).toMatchObject({ message: 'You cannot report your own comment' });
      const { rows } = await t.db.query(`SELECT reporter_id FROM reports WHERE target_type = 'comment' AND target_id = $1`, [comment.comment_id]);
      expect(rows).toEqual([{ reporter_id: author.userId }]);
    });

    it.each([
      [{}, 'commentId must be a positive integer'],
      [{ commentId: 'abc' }, 'commentId must be a positive integer'],
      [{ commentId: 0 }, 'commentId must be a positive integer'],
      [{ commentId: 3000000000 }, 'commentId must be a positive integer'],
    ])('answers 400 for the body %j', async (body, message) => {
      const res = await call('POST', '/api/posts/report-comment', { token: author.token, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message });
    });
  });
});
