import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { encodeCursor } from '../../src/posts/cursor';
import { pageRequest } from '../../src/posts/paging';
import { feedQuery } from '../../src/posts/feed/feed.queries';
import { befriend, Call, createPost, PostPage } from './helpers';

/** Reads every page of a list by following nextCursor. */
async function allByCursor(call: Call, member: Member, path: string, limit: number): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 500; pages++) {
    const query: string = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await call<PostPage>('GET', `${path}?${query}`, { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body.posts.length).toBeLessThanOrEqual(limit);
    ids.push(...res.body.posts.map((p) => p.posts_id));
    cursor = res.body.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('paging did not end');
}

describe('posts: the feed and paging', () => {
  let t: TestApp;
  let call: Call;
  let reader: Member;
  let friend: Member;
  let stranger: Member;
  let expected: number[];

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    call = http(t.url);
    reader = await createMember(t, { userName: 'Reader' });
    friend = await createMember(t, { userName: 'Friend' });
    stranger = await createMember(t, { userName: 'Stranger' });
    const leaver = await createMember(t, { userName: 'Leaver' });
    await befriend(t, reader, friend);

    // 130 posts, many sharing the very same created_at (one INSERT), so ties must be broken by id.
    await t.db.query(
      `INSERT INTO posts (user_id, content, visibility, created_at)
       SELECT (ARRAY[$1, $2, $3]::int[])[1 + i % 3], 'post ' || i, CASE WHEN i % 2 = 0 THEN 'public' ELSE 'friends' END,
              timestamptz '2025-01-01T00:00:00Z' + (i / 10) * interval '1 minute'
         FROM generate_series(1, 130) AS i`,
      [reader.userId, friend.userId, stranger.userId],
    );
    // Posts of a member who deleted the account never show.
    await t.db.query(`INSERT INTO posts (user_id, content) VALUES ($1, 'gone')`, [leaver.userId]);
    await t.db.query(`UPDATE users SET status = 'deleted' WHERE user_id = $1`, [leaver.userId]);
    // The reader may see: own posts, public posts, and the friend's friends-only posts.
    const { rows } = await t.db.query<{ posts_id: number }>(
      `SELECT posts_id FROM posts
        WHERE user_id IN ($1, $2) OR (user_id = $3 AND visibility = 'public')
        ORDER BY created_at DESC, posts_id DESC`,
      [reader.userId, friend.userId, stranger.userId],
    );
    expected = rows.map((r) => r.posts_id);
  });
  afterAll(() => t.close());

  it('answers the first 50 newest first with a cursor for the rest', async () => {
    const res = await call<PostPage>('GET', '/api/posts/feed', { token: reader.token });
    expect(res.status).toBe(200);
    expect(res.body.posts.map((p) => p.posts_id)).toEqual(expected.slice(0, 50));
    expect(typeof res.body.nextCursor).toBe('string');
  });

  it('returns every visible post exactly once with cursor paging', async () => {
    for (const limit of [1, 7, 50]) {
      const ids = await allByCursor(call, reader, '/api/posts/feed', limit);
      expect(ids).toEqual(expected);
    }
  });

  it('returns every visible post exactly once with offset paging', async () => {
    const ids: number[] = [];
    for (let offset = 0; offset < expected.length + 20; offset += 20) {
      const res = await call<PostPage>('GET', `/api/posts/feed?offset=${offset}&limit=20`, { token: reader.token });
      expect(res.status).toBe(200);
      ids.push(...res.body.posts.map((p) => p.posts_id));
    }
    expect(ids).toEqual(expected);
  });

  it('does not repeat posts on the next cursor page when new posts arrive meanwhile', async () => {
    const first = await call<PostPage>('GET', '/api/posts/feed?limit=10', { token: reader.token });
    await createPost(call, stranger, { content: 'brand new' });
    const second = await call<PostPage>('GET', `/api/posts/feed?limit=10&cursor=${first.body.nextCursor}`, { token: reader.token });
    expect(second.body.posts.map((p) => p.posts_id)).toEqual(expected.slice(10, 20));
  });

  it('shows a stranger only public posts and their own', async () => {
    const ids = await allByCursor(call, stranger, '/api/posts/feed', 50);
    const { rows } = await t.db.query<{ posts_id: number }>(
      `SELECT p.posts_id FROM posts p JOIN users u USING (user_id)
        WHERE u.status = 'active' AND (p.visibility = 'public' OR p.user_id = $1)
        ORDER BY p.created_at DESC, p.posts_id DESC`,
      [stranger.userId],
    );
    expect(ids).toEqual(rows.map((r) => r.posts_id));
  });

  it('pages my-posts and user-posts the same way', async () => {
    const mine = await allByCursor(call, friend, '/api/posts/my-posts', 6);
    const { rows } = await t.db.query<{ posts_id: number }>(
      'SELECT posts_id FROM posts WHERE user_id = $1 ORDER BY created_at DESC, posts_id DESC',
      [friend.userId],
    );
    expect(mine).toEqual(rows.map((r) => r.posts_id));
    expect(await allByCursor(call, reader, `/api/posts/user-posts/${friend.userId}`, 9)).toEqual(rows.map((r) => r.posts_id));
    const offsetPage = await call<PostPage>('GET', `/api/posts/my-posts?offset=5&limit=5`, { token: friend.token });
    expect(offsetPage.body.posts.map((p) => p.posts_id)).toEqual(rows.slice(5, 10).map((r) => r.posts_id));
  });

  it.each([
    ['limit=0', 'limit must be between 1 and 50'],
    ['limit=51', 'limit must be between 1 and 50'],
    ['limit=ten', 'limit must be between 1 and 50'],
    ['offset=-1', 'offset must be a whole number of 0 or more'],
    ['cursor=not-a-cursor', 'Invalid cursor'],
    ['cursor=MjAyNS0wMi0zMFQwMDowMDowMC4wMDAwMDBafDQ', 'Invalid cursor'],
    ['offset=5&cursor=abc', 'Use either offset or cursor, not both'],
    ['sort=oldest', 'property sort should not exist'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await call('GET', `/api/posts/feed?${query}`, { token: reader.token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message });
  });

  it('plans the feed as an ordered walk of posts_feed_idx, on the first page and deep ones, and reads the own posts waiting for media from posts_unready_idx', async () => {
    await t.db.query(
      `INSERT INTO posts (user_id, content, visibility, created_at)
       SELECT $1, 'bulk ' || i, 'public', timestamptz '2024-01-01T00:00:00Z' + i * interval '1 second'
         FROM generate_series(1, 20000) AS i`,
      [stranger.userId],
    );
    await t.db.query('ANALYZE posts');
    const cursor = encodeCursor({ createdAt: '2024-01-01T03:00:00.000000Z', id: 99999 });
    for (const page of [pageRequest({}), pageRequest({ cursor, limit: 50 })]) {
      const { sql, params } = feedQuery(reader.userId, page);
      const plan = (await t.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Index Scan using posts_feed_idx on posts/);
      // Not posts_author_idx, which would read every post of the reader to find the few not ready.
      expect(plan).toMatch(/Index Scan using posts_unready_idx on posts/);
      expect(plan).not.toMatch(/Seq Scan on posts/);
    }
  });
});
