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
const { feedQuery } = require(join(root, 'server', 'dist', 'posts', 'post-reader.service.js'));
const { encodeCursor } = require(join(root, 'server', 'dist', 'posts', 'cursor.js'));
const { SEARCH_USERS_SQL } = require(join(root, 'server', 'dist', 'conn', 'user-search.service.js'));
const { escapeLike } = require(join(root, 'server', 'dist', 'conn', 'like-pattern.js'));

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const SESSIONS = 5000;

/** Signed-in members (device sessions + access tokens) and facts about the seeded data. */
export async function prepareContext({ databaseUrl, jwtSecret }) {
  const c = new Client({ connectionString: databaseUrl });
  await c.connect();
  const one = async (sql, params) => (await c.query(sql, params)).rows[0];
  const { users } = await one('SELECT count(*)::int AS users FROM users');
  const { max_post } = await one('SELECT max(posts_id)::int AS max_post FROM posts');
  const { groups } = await one('SELECT count(*)::int AS groups FROM groups');
  await c.query(`DELETE FROM device_sessions WHERE device_id LIKE 'bench-%'`);
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
  // Public posts only, so that any member may open them; hot posts for the like test.
  const publicPosts = (await c.query(`SELECT posts_id FROM posts WHERE visibility = 'public' ORDER BY random() LIMIT 5000`)).rows.map((r) => r.posts_id);
  const hotPosts = publicPosts.slice(0, 200);
  // A feed position about 1 000 posts deep, for the cursor form of the deep page.
  const deep = await one(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at, posts_id
       FROM posts WHERE is_ready ORDER BY created_at DESC, posts_id DESC OFFSET 1000 LIMIT 1`,
  );
  const memberGroups = (await c.query(`SELECT group_id, user_id FROM group_members WHERE status = 'accepted' AND user_id = ANY($1::int[])`, [members.map((m) => m.userId)])).rows;
  const names = ['anna', 'matti', 'maria', 'johannes', 'sara', 'ruth', 'daniel', 'smith', 'korhonen', 'lee'];
  return {
    users,
    maxPost: max_post,
    groups,
    members,
    publicPosts,
    hotPosts,
    deepCursor: encodeCursor({ createdAt: deep.created_at, id: deep.posts_id }),
    deepPosition: deep,
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

/** The feed's SQL comes from the server's own feedQuery(); only the values differ per request. */
function feedEndpoint(name, path, page) {
  const paramsFor = (ctx, uid) => feedQuery(uid, page(ctx)).params;
  const literal = (v) => (typeof v === 'number' ? String(v) : `'${v}'`);
  return {
    name,
    request: (ctx) => get(path(ctx), pick(ctx.members)),
    sql: {
      text: (ctx) => feedQuery(0, page(ctx)).sql,
      params: (ctx) => paramsFor(ctx, 0).map((_, i) => `p${i + 1}`),
      args: (ctx) => Object.fromEntries(paramsFor(ctx, pick(ctx.members).userId).map((v, i) => [`p${i + 1}`, String(v)])),
      pgbench: (ctx) => {
        const values = paramsFor(ctx, 0);
        const sql = feedQuery(0, page(ctx)).sql.replace(/\$(\d+)/g, (_, n) => (n === '1' ? ':uid' : literal(values[Number(n) - 1])));
        return script([`\\set uid random(1, ${ctx.users})`], sql);
      },
    },
  };
}

export const ENDPOINTS = [
  feedEndpoint('feed_first_page', () => '/api/posts/feed?limit=50', () => ({ offset: 0, limit: 50, after: null })),
  feedEndpoint('feed_offset_1000', () => '/api/posts/feed?offset=1000&limit=50', () => ({ offset: 1000, limit: 50, after: null })),
  feedEndpoint('feed_cursor_deep', (ctx) => `/api/posts/feed?limit=50&cursor=${ctx.deepCursor}`, (ctx) => ({
    offset: 0,
    limit: 50,
    after: { createdAt: ctx.deepPosition.created_at, id: ctx.deepPosition.posts_id },
  })),
  {
    name: 'user_search',
    request: (ctx) => get(`/api/conn/search-users?query=${pick(ctx.names)}`, pick(ctx.members)),
    sql: {
      text: () => SEARCH_USERS_SQL,
      params: () => ['q', 'uid', 'term'],
      args: (ctx) => {
        const term = pick(ctx.names);
        return { q: escapeLike(term), uid: String(pick(ctx.members).userId), term };
      },
      pgbench: (ctx) =>
        script([`\\set uid random(1, ${ctx.users})`], SEARCH_USERS_SQL.replace(/\$1/g, `'anna'`).replace(/\$2/g, ':uid').replace(/\$3/g, `'anna'`)),
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
  {
    name: 'create_post',
    request: (ctx) => post('/api/posts/create-post', pick(ctx.members), { content: `Bench post ${Math.random()}`, visibility: 'public', isReady: true, postType: 'normal' }),
  },
  {
    name: 'new_comment',
    request: (ctx) => post(`/api/posts/${pick(ctx.publicPosts)}/new-comment`, pick(ctx.members), { content: 'Amen, praying for you' }),
  },
];

