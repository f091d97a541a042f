import Redis from 'ioredis';
import { REDIS } from '../../src/redis/redis.module';
import { redisKeys } from '../../src/redis/keys';
import { SEARCH_CANDIDATES, SEARCH_USERS_SQL } from '../../src/conn/user-search.queries';
import { createMember, Member } from '../support/members';
import { rowsOut, scansOf } from '../support/plans';
import { startTestApp, TestApp } from '../support/test-app';
import { connApi } from './conn-helpers';

type Hit = { user_id: number; user_name: string; bio: string; mode: string; profile_picture: string; friend_status: string };
type SearchBody = { users: Hit[] };

describe('connections: user search', () => {
  let t: TestApp;
  let api: ReturnType<typeof connApi>;

  beforeAll(async () => {
    t = await startTestApp();
    api = connApi(t);
  });
  afterAll(() => t.close());

  const search = (me: Member, query: string) => api.call<SearchBody>('GET', `/api/conn/search-users?query=${encodeURIComponent(query)}`, { token: me.token });
  const names = (res: { body: SearchBody }) => res.body.users.map((u) => u.user_name);

  it('finds members by any part of the name, ignoring case, best match first', async () => {
    const me = await createMember(t, { userName: 'Searcher Gabriel' });
    await createMember(t, { userName: 'Mary Magdalene', bio: 'He is risen', mode: 'single' });
    await createMember(t, { userName: 'Rosemary Stone' });
    await createMember(t, { userName: 'MARY' });
    await createMember(t, { userName: 'Marybeth Hope' });
    await createMember(t, { userName: 'John Baptist' });

    const res = await search(me, 'mAry');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['MARY', 'Mary Magdalene', 'Marybeth Hope', 'Rosemary Stone']);
    expect(res.body.users[1]).toEqual({
      user_id: expect.any(Number),
      user_name: 'Mary Magdalene',
      user_code: null,
      bio: 'He is risen',
      mode: 'single',
      profile_picture: 'uploads/profile_images/default-profile.png',
      friend_status: 'none',
    });
    expect(names(await search(me, 'agdal'))).toEqual(['Mary Magdalene']);
    expect(names(await search(me, '  stone '))).toEqual(['Rosemary Stone']); // trimmed
  });

  it('leaves out the searcher and members who are unverified, deleted or not active', async () => {
    const me = await createMember(t, { userName: 'Zacchaeus Searching' });
    await createMember(t, { userName: 'Zacchaeus Visible' });
    await createMember(t, { userName: 'Zacchaeus Unverified', verified: false });
    await createMember(t, { userName: 'Zacchaeus Deleted', status: 'deleted' });
    await createMember(t, { userName: 'Zacchaeus Suspended', status: 'suspended' });
    expect(names(await search(me, 'zacchaeus'))).toEqual(['Zacchaeus Visible']);
  });

  it('shows the friend status of each hit as the searcher sees it', async () => {
    const me = await createMember(t, { userName: 'Thaddeus Me' });
    const friend = await createMember(t, { userName: 'Thaddeus Friend' });
    const asked = await createMember(t, { userName: 'Thaddeus Asked' });
    const asking = await createMember(t, { userName: 'Thaddeus Asking' });
    const declined = await createMember(t, { userName: 'Thaddeus Declined' });
    await createMember(t, { userName: 'Thaddeus Stranger' });
    await api.send(me, friend.userId);
    await api.accept(friend, me.userId);
    await api.send(me, asked.userId);
    await api.send(asking, me.userId);
    await api.send(declined, me.userId);
    await api.decline(me, declined.userId);

    const res = await search(me, 'thaddeus');
    const status = Object.fromEntries(res.body.users.map((u) => [u.user_name, u.friend_status]));
    expect(status).toEqual({
      'Thaddeus Asked': 'pending',
      'Thaddeus Asking': 'incoming',
      'Thaddeus Declined': 'declined',
      'Thaddeus Friend': 'accepted',
      'Thaddeus Stranger': 'none',
    });
  });

  it('matches LIKE wildcards literally', async () => {
    const me = await createMember(t);
    await createMember(t, { userName: 'Percent 100% Faith' });
    await createMember(t, { userName: 'Under_score Saint' });
    await createMember(t, { userName: 'Underxscore Saint' });
    expect(names(await search(me, '100%'))).toEqual(['Percent 100% Faith']);
    expect(names(await search(me, 'under_'))).toEqual(['Under_score Saint']);
    expect(names(await search(me, '%'))).toEqual(['Percent 100% Faith']);
  });

  it('returns at most 20 members', async () => {
    const me = await createMember(t);
    for (let i = 0; i < 23; i++) await createMember(t, { userName: `Barnabas ${String(i).padStart(2, '0')}` });
    const res = await search(me, 'barnabas');
    expect(res.body.users).toHaveLength(20);
    expect(res.body.users[0].user_name).toBe('Barnabas 00');
  });

  it('answers an empty list when nobody matches', async () => {
    const me = await createMember(t);
    const res = await search(me, 'nobody-has-this-name-xyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ users: [] });
  });

  it('requires a search term, with the message in both message and error', async () => {
    const me = await createMember(t);
    const expected = { statusCode: 400, message: 'Search term is required', error: 'Search term is required' };
    for (const path of ['/api/conn/search-users', '/api/conn/search-users?query=', '/api/conn/search-users?query=%20%20']) {
      const res = await api.call(`GET`, path, { token: me.token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject(expected);
    }
    const long = await search(me, 'x'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: 'Search term cannot be longer than 100 characters', error: 'Search term cannot be longer than 100 characters' });
    const unknown = await api.call('GET', '/api/conn/search-users?query=a&page=2', { token: me.token });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: 'property page should not exist', error: 'property page should not exist' });
  });

  it('needs a signed-in member', async () => {
    const res = await api.call('GET', '/api/conn/search-users?query=mary');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' });
  });

  it('allows 30 searches a minute per member, then answers 429', async () => {
    const busy = await createMember(t);
    const other = await createMember(t);
    for (let i = 0; i < 30; i++) expect((await search(busy, `term${i}`)).status).toBe(200);
    const refused = await search(busy, 'one more');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      message: 'Too many requests. Please wait before trying again.',
      error: 'Too many requests. Please wait before trying again.',
    });
    expect((await search(other, 'mary')).status).toBe(200); // counted per member
    // The window is one minute: once its counter expires the member may search again.
    const ttl = await t.app.get<Redis>(REDIS).ttl(`${redisKeys.rateLimit('search')}:m:${busy.userId}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
    // Retry-After tells the member how long that is.
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(ttl);
    expect(retryAfter).toBeLessThanOrEqual(Math.min(60, ttl + 1));
  });

  it('answers a term found in very many names with a page of them in name order, reading a bounded number of names', async () => {
    const me = await createMember(t, { userName: 'Searcher Shadrach' });
    const many = SEARCH_CANDIDATES + 500;
    // Members whose names contain the term but do not start with it, as a common surname.
    await t.db.query(
      `INSERT INTO users (email, password_hash, user_name, verified, status, bio, mode)
       SELECT 'abednego-' || g || '@example.test', 'not-a-hash', 'Servant ' || lpad(g::text, 4, '0') || ' Abednego', 1, 'active', '', 'none'
         FROM generate_series(1, $1::int) g`,
      [many],
    );
    await t.db.query('ANALYZE users');
    const res = await search(me, 'abednego');
    expect(res.status).toBe(200);
    const found = names(res);
    expect(found).toHaveLength(20);
    expect(found.every((n) => n.endsWith(' Abednego'))).toBe(true);
    expect(found).toEqual([...found].sort());

    // Whichever way PostgreSQL reads the names (trigram index, or a scan), it stops after
    // SEARCH_CANDIDATES matches instead of reading and sorting all of them.
    for (const settings of [[], ['enable_indexscan = off', 'enable_bitmapscan = off'], ['enable_seqscan = off', 'enable_indexscan = off']]) {
      const nodes = await scansOf(t.db, SEARCH_USERS_SQL, ['abednego', me.userId], 'users', { settings });
      expect(nodes.length).toBeGreaterThan(0);
      for (const n of nodes) expect(rowsOut(n)).toBeLessThanOrEqual(SEARCH_CANDIDATES);
    }
  });

  it('lets the trigram index serve the name match', async () => {
    await t.db.query('BEGIN');
    try {
      await t.db.query('SET LOCAL enable_seqscan = off');
      const { rows } = await t.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${SEARCH_USERS_SQL}`, ['mary', 1]);
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('users_user_name_trgm');
    } finally {
      await t.db.query('ROLLBACK');
    }
  });
});
