// @ts-check
// The endpoints `npm run bench` measures. Each builds one random request (a random signed-in
// member, random parameters); read endpoints also name the SQL their service runs (imported
// from the compiled server where the service exports it, so baseline and endpoint cannot drift)
// for the two baselines: pgbench and the bare Node server.
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const require = createRequire(join(root, 'server', 'package.json'));
const { Client } = require('pg');
const jwt = require('jsonwebtoken');
/** @type {typeof import('../server/src/bench-surface.js')} */
const server = require(join(root, 'server', 'dist', 'bench-surface.js'));
const {
  POST_DETAIL_SQL, feedQuery, POSTS_BY_ID_SQL, commentsPageQuery, GROUP_ROW_SQL, groupMembersSql, MY_GROUPS_SQL, groupThreadSql,
  SESSION_CHECK_SQL, encodeCursor, SEARCH_USERS_SQL, escapeLike, DEFAULT_PAGE_SIZE, notificationPageSql, UNREAD_COUNT_SQL,
  EMAIL_DIGEST_DELAY_MS, myPrayerListSql, MEMBER_TIME_ZONE_SQL, MY_PRAYER_LIST_PAGE, PRAY_SQL, UNPRAY_SQL,
  PAGE_SIZE, groupPrayerRequestsQuery, WRITES_TO_GROUP_SQL, TODAY_SETTINGS_SQL, TODAY_SELECTION_SQL, DEFAULT_TIME_ZONE, DEFAULT_TODAY_COUNT,
} = server;

// The statement of each read endpoint: imported from the server where the service exports it
// (feed, post detail, comments page, search); the others mirror the service's text. Each of
// these endpoints runs exactly this one statement (the auth check is remembered per session).
const COMMENTS_SQL = commentsPageQuery(0, 0, 50, null).sql;
const GROUP_PAGE_STEPS = [
  { sql: GROUP_ROW_SQL, params: ['group', 'uid'] },
  { sql: groupMembersSql({ all: true, pending: false }), params: ['group', 'uid'] },
  { sql: groupThreadSql(51, false), params: ['group', 'uid'] },
];
// The first page as the app reads it without ?limit (the bench's request sends none).
const NOTIFICATIONS_SQL = notificationPageSql(DEFAULT_PAGE_SIZE, false);
// My prayer list's first page as the API reads it without ?limit (issue #33).
const MY_PRAYER_LIST_SQL = myPrayerListSql(MY_PRAYER_LIST_PAGE, false, MEMBER_TIME_ZONE_SQL);
// A group's Prayer tab, open requests, first page without ?limit (issue 44): the membership check
// (run unprepared, as the service's manager runs it), then the page (prepared), one after the
// other (PostReaderService.groupPrayerRequests).
const GROUP_PRAYER_STEPS = [
  { sql: WRITES_TO_GROUP_SQL, params: ['uid', 'group'], prepared: false },
  { sql: groupPrayerRequestsQuery(0, 0, 'open', { offset: 0, limit: PAGE_SIZE, after: null }).sql, params: ['uid', 'group', 'status'] },
];
// Today (issue 44): the member's settings and local day (unprepared), then the day's selection
// (prepared) with them (TodayService.today). The seed writes no Today settings, so every member
// has the defaults: the baselines pass the settings' answer (UTC, the default count, the UTC day
// of the request's instant) instead of reading it from the first statement's row.
const TODAY_STEPS = [
  { sql: TODAY_SETTINGS_SQL, params: ['uid', 'now'], prepared: false },
  { sql: TODAY_SELECTION_SQL, params: ['uid', 'now', 'day', 'tz', 'count'] },
];
/** The arguments of Today's statements for member `member` at this instant, as the service derives them for a member with the default settings. */
const todayArgs = (member) => {
  const now = new Date().toISOString();
  return { uid: String(member), now, day: now.slice(0, 10), tz: DEFAULT_TIME_ZONE, count: String(DEFAULT_TODAY_COUNT) };
};


const pick = (list) => list[Math.floor(Math.random() * list.length)];
const SESSIONS = 5000;

/** Signed-in members (device sessions + access tokens) and facts about the seeded data. */
export async function prepareContext({ databaseUrl, jwtSecret }) {
  const c = new Client({ connectionString: databaseUrl });
  await c.connect();
  /** @type {(sql: string, params?: unknown[]) => Promise<any>} */
  const one = async (sql, params) => (await c.query(sql, params)).rows[0];
  // Before the first write (here or in the load that follows, by any bench script): the data is
  // no longer the fresh seed, and `npm run bench` seeds again unless told --reuse.
  if ((await one(`SELECT to_regclass('public.bench_seed') IS NOT NULL AS marker`)).marker) await c.query('UPDATE bench_seed SET runs = runs + 1');
  const { users } = await one('SELECT count(*)::int AS users FROM users');
  const { max_post } = await one('SELECT max(posts_id)::int AS max_post FROM posts');
  const { groups } = await one('SELECT count(*)::int AS groups FROM groups');
  await c.query(`DELETE FROM device_sessions WHERE device_id LIKE 'bench-%'`);
  // Notifications left unread by an earlier run are past their digest's delay: on a live network
  // they would have been mailed minutes ago, so they are marked so, or this run would start by
  // sending every such member an e-mail at once.
  await c.query(
    `UPDATE notifications SET emailed_at = now()
      WHERE read_at IS NULL AND emailed_at IS NULL AND created_at < now() - make_interval(secs => $1)`,
    [EMAIL_DIGEST_DELAY_MS / 1000],
  );
  // Likewise the check-ins: on a live network each open request's author was asked "Is this
  // still a prayer need?" when it came of age, one at a time. A seed makes ~90 000 (at M) due at
  // once, and the worker spent the first five minutes of a run asking them on the cores being
  // measured. Every seeded open request counts as asked and waiting for its author's answer.
  await c.query(
    `INSERT INTO prayer_checkins (post_id, asked_at, ask_count, next_check_at)
     SELECT posts_id, now(), 1, NULL FROM posts WHERE prayer_status = 'open'
     ON CONFLICT (post_id) DO NOTHING`,
  );
  const { rows } = await c.query(
    `INSERT INTO device_sessions (user_id, device_id, user_agent, ip_address, refresh_token_hash)
     SELECT u, 'bench-' || u, 'bench', '127.0.0.1', $3
       FROM (SELECT DISTINCT 1 + ((i * 7919) % $1) AS u FROM generate_series(1, $2::int) AS i) s
     RETURNING session_id, user_id`,
    [users, Math.min(SESSIONS, users), createHash('sha256').update(randomBytes(16)).digest('hex')],
  );
  const members = rows.map((r) => ({
    userId: r.user_id,
    auth: `Bearer ${jwt.sign({ sub: r.user_id, sid: r.session_id }, jwtSecret, { algorithm: 'HS256', expiresIn: '2h' })}`,
  }));
  // Public posts only, so that any member may open them (ready: not held for approval, issue 42); hot posts for the like test.
  const publicPosts = (await c.query(`SELECT posts_id FROM posts WHERE visibility = 'public' AND is_ready ORDER BY random() LIMIT 5000`)).rows.map((r) => r.posts_id);
  const hotPosts = publicPosts.slice(0, 200);
  // Public open prayer requests for "I prayed" (issue #33), hot as the liked posts are.
  const hotRequests = (
    await c.query(`SELECT posts_id FROM posts WHERE visibility = 'public' AND prayer_status = 'open' AND is_ready ORDER BY random() LIMIT 200`)
  ).rows.map((r) => r.posts_id);
  // A feed position about 1 000 posts deep, for the cursor form of the deep page.
  const deep = await one(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at, posts_id
       FROM posts WHERE is_ready ORDER BY created_at DESC, posts_id DESC OFFSET 1000 LIMIT 1`,
  );
  // The inline comments of the newest posts: what the feed's page statement checks the reader's likes of.
  const feedCommentIds = (
    await c.query(
      `SELECT c.comment_id FROM (SELECT posts_id FROM posts WHERE is_ready ORDER BY created_at DESC, posts_id DESC LIMIT 50) p
         CROSS JOIN LATERAL (SELECT comment_id FROM comments WHERE post_id = p.posts_id ORDER BY created_at DESC, comment_id DESC LIMIT 3) c`,
    )
  ).rows.map((r) => r.comment_id);
  // As the API passes them: an int[] literal (PostCardCache.commentsOf).
  const feedComments = `{${feedCommentIds.join(',')}}`;
  const memberGroups = (await c.query(`SELECT group_id, user_id FROM group_members WHERE status = 'accepted' AND user_id = ANY($1::int[])`, [members.map((m) => m.userId)])).rows;
  const names = ['anna', 'matti', 'maria', 'johannes', 'sara', 'ruth', 'daniel', 'smith', 'korhonen', 'lee'];
  return {
    users,
    maxPost: max_post,
    groups,
    members,
    publicPosts,
    hotPosts,
    hotRequests,
    /** (member, request) pairs the pray endpoint prayed, for unpray to take back. */
    prayed: /** @type {Array<{ m: { userId: number, auth: string }, post: number }>} */ ([]),
    deepCursor: encodeCursor({ createdAt: deep.created_at, id: deep.posts_id }),
    deepPosition: deep,
    feedComments,
    memberGroups,
    names,
    db: c,
    close: async () => {
      await c.query(`DELETE FROM device_sessions WHERE device_id LIKE 'bench-%'`);
      await c.end();
    },
  };
}

const get = (path, m) => ({ method: 'GET', path, headers: { authorization: m.auth } });
const post = (path, m, body, method = 'POST') => ({ method, path, headers: { authorization: m.auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** pgbench script: `\set` lines for random values, then the statement with :variables. */
const script = (sets, sql) => `${sets.join('\n')}\n${sql.replace(/\s+/g, ' ').trim()};\n`;

/**
 * The feed: the bare server reads the page as the API does (the server's own readFeedPage: the
 * page statement, then the cards it does not hold yet, kept in its own card cache), without the
 * framework. pgbench runs the page statement, which is what each request costs the database once
 * the cards are held, with the inline comments of the newest posts as the comments to check.
 */
function feedEndpoint(name, path, page) {
  const literal = (v) => (typeof v === 'number' ? String(v) : `'${v}'`);
  return {
    name,
    request: (ctx) => get(path(ctx), pick(ctx.members)),
    sql: {
      feed: (ctx) => page(ctx),
      args: (ctx) => ({ uid: String(pick(ctx.members).userId) }),
      pgbench: (ctx) => {
        const { sql, params } = feedQuery(0, page(ctx), ctx.feedComments);
        return script([`\\set uid random(1, ${ctx.users})`], sql.replace(/\$(\d+)/g, (_, n) => (n === '1' ? ':uid' : literal(params[Number(n) - 1]))));
      },
    },
  };
}

/**
 * Pray or unpray: the API request and the bare request take a (member, request) pair from
 * `choose`; prayer_count must equal the rows afterwards, as like_count must for likes.
 */
function prayEndpoint(name, sql, path, method, choose) {
  return {
    name,
    request: (ctx) => {
      const { m, post: postId } = choose(ctx);
      return post(path, m, { postId }, method);
    },
    sql: {
      text: () => sql,
      params: () => ['uid', 'post'],
      args: (ctx) => {
        const { m, post: postId } = choose(ctx);
        return { uid: String(m.userId), post: String(postId) };
      },
      pgbench: (ctx) =>
        script(
          [`\\set uid random(1, ${ctx.users})`, `\\set i random(1, ${ctx.hotRequests.length})`],
          sql.replace(/\$1/g, ':uid').replace(/\$2/g, `(ARRAY[${ctx.hotRequests.join(',')}])[:i]`),
        ),
    },
    after: async (ctx) => {
      const { rows } = await ctx.db.query(
        `SELECT count(*)::int AS wrong FROM posts p
          WHERE p.posts_id = ANY($1::int[]) AND p.prayer_count <> (SELECT count(*) FROM post_prayers r WHERE r.post_id = p.posts_id)`,
        [ctx.hotRequests],
      );
      return { prayer_counts_exact: rows[0].wrong === 0, prayer_counts_wrong: rows[0].wrong };
    },
  };
}

/** A random member who belongs to a group, and that group. */
const memberOfGroup = (ctx) => {
  const mg = pick(ctx.memberGroups);
  return { group: mg.group_id, uid: mg.user_id };
};

export const ENDPOINTS = [
  feedEndpoint('feed_first_page', () => '/api/posts/feed?limit=50', () => ({ offset: 0, limit: 50, after: null })),
  // The same first page at 8 connections: the latency of a feed that is not queueing behind 64.
  { ...feedEndpoint('feed_first_page_8_conns', () => '/api/posts/feed?limit=50', () => ({ offset: 0, limit: 50, after: null })), connections: 8 },
  feedEndpoint('feed_offset_1000', () => '/api/posts/feed?offset=1000&limit=50', () => ({ offset: 1000, limit: 50, after: null })),
  feedEndpoint('feed_cursor_deep', (ctx) => `/api/posts/feed?limit=50&cursor=${ctx.deepCursor}`, (ctx) => ({
    offset: 0,
    limit: 50,
    after: { createdAt: ctx.deepPosition.created_at, id: ctx.deepPosition.posts_id },
  })),
  {
    name: 'post_detail',
    request: (ctx) => get(`/api/posts/post/${pick(ctx.publicPosts)}`, pick(ctx.members)),
    sql: {
      text: () => POST_DETAIL_SQL,
      params: () => ['uid', 'post'],
      args: (ctx) => ({ uid: String(pick(ctx.members).userId), post: String(pick(ctx.publicPosts)) }),
      pgbench: (ctx) => script([`\\set uid random(1, ${ctx.users})`, `\\set post random(1, ${ctx.maxPost})`], POST_DETAIL_SQL.replace(/\$1/g, ':uid').replace(/\$2/g, ':post')),
    },
  },
  {
    name: 'comments_page',
    request: (ctx) => get(`/api/posts/${pick(ctx.publicPosts)}/comments?limit=50`, pick(ctx.members)),
    sql: {
      text: () => COMMENTS_SQL,
      params: () => ['uid', 'post'],
      args: (ctx) => ({ uid: String(pick(ctx.members).userId), post: String(pick(ctx.publicPosts)) }),
      pgbench: (ctx) => script([`\\set uid random(1, ${ctx.users})`, `\\set post random(1, ${ctx.maxPost})`], COMMENTS_SQL.replace(/\$1/g, ':uid').replace(/\$2/g, ':post')),
    },
  },
  {
    name: 'my_groups',
    request: (ctx) => get('/api/groups/my-groups', pick(ctx.members)),
    sql: {
      text: () => MY_GROUPS_SQL,
      params: () => ['uid'],
      args: (ctx) => ({ uid: String(pick(ctx.members).userId) }),
      pgbench: (ctx) => script([`\\set uid random(1, ${ctx.users})`], MY_GROUPS_SQL.replace(/\$1/g, ':uid')),
    },
  },
  {
    name: 'group_page',
    request: (ctx) => {
      const { group, uid } = memberOfGroup(ctx);
      return get(`/api/groups/group/${group}?limit=50`, ctx.members.find((m) => m.userId === uid));
    },
    // A member's group page: the group with the viewer's membership, then all members and the
    // newest thread page together (GroupReadsService.detail).
    sql: {
      steps: () => GROUP_PAGE_STEPS,
      args: (ctx) => Object.fromEntries(Object.entries(memberOfGroup(ctx)).map(([k, v]) => [k, String(v)])),
      pgbench: (ctx) =>
        script(
          [`\\set uid random(1, ${ctx.users})`, `\\set grp random(1, ${ctx.groups})`],
          GROUP_PAGE_STEPS.map((step) => step.sql.replace(/\$(\d+)/g, (_, n) => ({ group: ':grp', uid: ':uid' })[step.params[Number(n) - 1]]).replace(/\s+/g, ' ').trim()).join(';\n'),
        ),
    },
  },
  {
    name: 'unread_count',
    request: (ctx) => get('/api/noti/unread-notification-count', pick(ctx.members)),
    sql: {
      text: () => UNREAD_COUNT_SQL,
      params: () => ['uid'],
      args: (ctx) => ({ uid: String(pick(ctx.members).userId) }),
      pgbench: (ctx) => script([`\\set uid random(1, ${ctx.users})`], UNREAD_COUNT_SQL.replace(/\$1/g, ':uid')),
    },
  },
  {
    name: 'user_notifications',
    request: (ctx) => get('/api/noti/user-notifications', pick(ctx.members)),
    sql: {
      text: () => NOTIFICATIONS_SQL,
      params: () => ['uid'],
      args: (ctx) => ({ uid: String(pick(ctx.members).userId) }),
      pgbench: (ctx) => script([`\\set uid random(1, ${ctx.users})`], NOTIFICATIONS_SQL.replace(/\$1/g, ':uid')),
    },
  },
  {
    // The requests a member prays for (issue #33): their commitments and prayers of the last 30 days.
    name: 'my_prayer_list',
    request: (ctx) => get('/api/posts/my-prayer-list', pick(ctx.members)),
    sql: {
      text: () => MY_PRAYER_LIST_SQL,
      params: () => ['uid'],
      args: (ctx) => ({ uid: String(pick(ctx.members).userId) }),
      pgbench: (ctx) => script([`\\set uid random(1, ${ctx.users})`], MY_PRAYER_LIST_SQL.replace(/\$1/g, ':uid')),
    },
  },
  {
    // A group's Prayer tab (issue 44): its open requests, for one of its members.
    name: 'group_prayer_requests',
    request: (ctx) => {
      const { group, uid } = memberOfGroup(ctx);
      return get(`/api/groups/${group}/prayer-requests?status=open`, ctx.members.find((m) => m.userId === uid));
    },
    sql: {
      steps: () => GROUP_PRAYER_STEPS,
      args: (ctx) => {
        const { group, uid } = memberOfGroup(ctx);
        return { group: String(group), uid: String(uid), status: 'open' };
      },
      // Members with their groups (pairs of the signed-in members), as the API and bare requests have.
      pgbench: (ctx) => {
        const pairs = ctx.memberGroups.slice(0, 500);
        const value = { uid: `(ARRAY[${pairs.map((p) => p.user_id).join(',')}])[:i]`, group: `(ARRAY[${pairs.map((p) => p.group_id).join(',')}])[:i]`, status: `'open'` };
        return script(
          [`\\set i random(1, ${pairs.length})`],
          GROUP_PRAYER_STEPS.map((step) => step.sql.replace(/\$(\d+)/g, (_, n) => value[step.params[Number(n) - 1]]).replace(/\s+/g, ' ').trim()).join(';\n'),
        );
      },
    },
  },
  {
    // Today (issue 44): the member's daily selection of prayer requests (commitments, friends' and groups' open requests).
    name: 'prayer_today',
    request: (ctx) => get('/api/prayer/today', pick(ctx.members)),
    sql: {
      steps: () => TODAY_STEPS,
      args: (ctx) => todayArgs(pick(ctx.members).userId),
      pgbench: (ctx) => {
        const { now, day, tz, count } = todayArgs(0);
        const value = { uid: ':uid', now: `'${now}'`, day: `'${day}'`, tz: `'${tz}'`, count };
        return script(
          [`\\set uid random(1, ${ctx.users})`],
          TODAY_STEPS.map((step) => step.sql.replace(/\$(\d+)/g, (_, n) => value[step.params[Number(n) - 1]]).replace(/\s+/g, ' ').trim()).join(';\n'),
        );
      },
    },
  },
  {
    name: 'user_search',
    request: (ctx) => get(`/api/conn/search-users?query=${pick(ctx.names)}`, pick(ctx.members)),
    sql: {
      // Not prepared, as in the API: its best plan depends on the pattern (a generic plan made
      // this baseline answer 22 requests/s).
      prepared: () => false,
      text: () => SEARCH_USERS_SQL,
      params: () => ['q', 'uid'],
      args: (ctx) => ({ q: escapeLike(pick(ctx.names)), uid: String(pick(ctx.members).userId) }),
      pgbench: (ctx) =>
        script([`\\set uid random(1, ${ctx.users})`], SEARCH_USERS_SQL.replace(/\$1/g, `'anna'`).replace(/\$2/g, ':uid')),
    },
  },
  {
    name: 'like_unlike',
    request: (ctx) => {
      const m = pick(ctx.members);
      const postId = pick(ctx.hotPosts);
      return Math.random() < 0.5 ? post('/api/posts/post-like', m, { postId }) : post('/api/posts/post-unlike', m, { postId }, 'DELETE');
    },
    after: async (ctx) => {
      const { rows } = await ctx.db.query(
        `SELECT count(*)::int AS wrong FROM posts p
          WHERE p.posts_id = ANY($1::int[]) AND p.like_count <> (SELECT count(*) FROM post_likes l WHERE l.posts_id = p.posts_id)`,
        [ctx.hotPosts],
      );
      return { like_counts_exact: rows[0].wrong === 0, like_counts_wrong: rows[0].wrong };
    },
  },
  // "I prayed" and taking it back (issue #33), as likes: one statement each (PrayersService), on
  // hot prayer requests. Both baselines run the service's own statement with the same arguments
  // (the bare server prepared, pgbench on the same 200 requests). Unpray takes back prayers the
  // pray runs made (API and bare alike), so it deletes rows as a member's "undo" does; once they
  // are used up it sends random pairs, which delete nothing.
  prayEndpoint('pray', PRAY_SQL, '/api/posts/pray', 'POST', (ctx) => {
    const pair = { m: pick(ctx.members), post: pick(ctx.hotRequests) };
    ctx.prayed.push(pair);
    return pair;
  }),
  prayEndpoint('unpray', UNPRAY_SQL, '/api/posts/unpray', 'DELETE', (ctx) => {
    if (ctx.prayed.length === 0) return { m: pick(ctx.members), post: pick(ctx.hotRequests) };
    // Swap-remove a random pair: O(1), the order does not matter.
    const i = Math.floor(Math.random() * ctx.prayed.length);
    const pair = ctx.prayed[i];
    ctx.prayed[i] = ctx.prayed[ctx.prayed.length - 1];
    ctx.prayed.pop();
    return pair;
  }),
  {
    name: 'create_post',
    request: (ctx) => post('/api/posts/create-post', pick(ctx.members), { content: `Bench post ${Math.random()}`, visibility: 'public', isReady: true, postType: 'normal' }),
  },
  {
    name: 'new_comment',
    request: (ctx) => post(`/api/posts/${pick(ctx.publicPosts)}/new-comment`, pick(ctx.members), { content: 'Amen, praying for you' }),
  },
];


const FIRST_PAGE = { offset: 0, limit: 50, after: null };
const deepPage = (ctx) => ({ offset: 0, limit: 50, after: { createdAt: ctx.deepPosition.created_at, id: ctx.deepPosition.posts_id } });
const uid = (ctx) => pick(ctx.members).userId;

/** The statements the API runs as prepared statements, with random arguments (bench/plans.mjs). */
export const PREPARED_READS = [
  { name: 'auth_check', sql: SESSION_CHECK_SQL, args: (ctx) => [uid(ctx), 1 + Math.floor(Math.random() * 5000)] },
  { name: 'feed_first_page', sql: feedQuery(0, FIRST_PAGE).sql, args: (ctx) => [uid(ctx), ctx.feedComments] },
  // Not prepared by the API (offsets are written into the text); listed to show its plan.
  { name: 'feed_offset_1000', sql: feedQuery(0, { offset: 1000, limit: 50, after: null }).sql, args: (ctx) => [uid(ctx), ctx.feedComments] },
  {
    name: 'feed_cursor_deep',
    sql: feedQuery(0, { offset: 0, limit: 50, after: { createdAt: '2000-01-01T00:00:00Z', id: 1 } }).sql,
    args: (ctx) => feedQuery(uid(ctx), deepPage(ctx), ctx.feedComments).params,
  },
  // The cards of a page the API does not hold yet (after a post changed, or on a cold start), as nobody sees them.
  { name: 'feed_cards', sql: POSTS_BY_ID_SQL, args: (ctx) => [0, ctx.publicPosts.slice(0, 50)] },
  { name: 'post_detail', sql: POST_DETAIL_SQL, args: (ctx) => [uid(ctx), pick(ctx.publicPosts)] },
  { name: 'comments_page', sql: COMMENTS_SQL, args: (ctx) => [uid(ctx), pick(ctx.publicPosts)] },
  { name: 'my_groups', sql: MY_GROUPS_SQL, args: (ctx) => [uid(ctx)] },
  ...GROUP_PAGE_STEPS.map((step, i) => ({
    name: ['group_row', 'group_members', 'group_thread'][i],
    sql: step.sql,
    args: (ctx) => {
      const { group, uid: member } = memberOfGroup(ctx);
      return step.params.map((p) => (p === 'group' ? group : member));
    },
  })),
  { name: 'unread_count', sql: UNREAD_COUNT_SQL, args: (ctx) => [uid(ctx)] },
  { name: 'user_notifications', sql: NOTIFICATIONS_SQL, args: (ctx) => [uid(ctx)] },
  { name: 'my_prayer_list', sql: MY_PRAYER_LIST_SQL, args: (ctx) => [uid(ctx)] },
  {
    name: 'group_prayer_requests',
    sql: GROUP_PRAYER_STEPS[1].sql,
    args: (ctx) => {
      const { group, uid: member } = memberOfGroup(ctx);
      return [member, group, 'open'];
    },
  },
  {
    name: 'prayer_today',
    sql: TODAY_SELECTION_SQL,
    args: (ctx) => {
      const a = todayArgs(uid(ctx));
      return [a.uid, a.now, a.day, a.tz, a.count];
    },
  },
];
