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
const { POST_COLUMNS, COMMENT_COLUMNS } = require(join(root, 'server', 'dist', 'posts', 'post-rows.js'));
const { POST_VISIBLE_TO_ME } = require(join(root, 'server', 'dist', 'posts', 'post-access.service.js'));
const { UNREAD_COUNT_CAP } = require(join(root, 'server', 'dist', 'noti', 'notifications.service.js'));

// The main query of each read endpoint, as its service writes it (composed from the column lists
// and predicates the services export; the rest mirrors the service's text).
const POST_DETAIL_SQL = `SELECT x.*, EXISTS (SELECT 1 FROM post_likes l WHERE l.posts_id = x.posts_id AND l.user_id = $1) AS is_liked FROM (
  SELECT ${POST_COLUMNS} FROM posts p JOIN users u ON u.user_id = p.user_id AND u.status = 'active'
   WHERE p.posts_id = $2 AND ${POST_VISIBLE_TO_ME}) x`;
const COMMENTS_SQL = `SELECT ${COMMENT_COLUMNS} FROM comments c JOIN users u ON u.user_id = c.user_id AND u.status = 'active'
  WHERE c.post_id = $2 AND (c.is_ready OR c.user_id = $1) ORDER BY c.created_at DESC, c.comment_id DESC LIMIT $3`;
const MY_GROUPS_SQL = `SELECT g.group_id, g.title, g.description, g.theme_color, g.visibility, g.is_active, g.host_user_id,
  g.created_at, g.comment_count, g.member_count, m.user_id AS m_user_id, m.status AS m_status, m.role AS m_role, m.inviter_id AS m_inviter_id
  FROM group_members m JOIN groups g ON g.group_id = m.group_id WHERE m.user_id = $1 ORDER BY m.joined_at DESC, g.group_id DESC`;
const GROUP_COMMENTS_SQL = `SELECT c.comment_id, c.group_id, c.user_id, u.user_name, u.profile_picture, c.content,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at, c.like_count, c.is_ready,
  EXISTS (SELECT 1 FROM group_comment_likes l WHERE l.comment_id = c.comment_id AND l.user_id = $2) AS is_liked
  FROM group_comments c JOIN users u ON u.user_id = c.user_id
  WHERE c.group_id = $1 AND (c.is_ready OR c.user_id = $2) ORDER BY c.created_at DESC, c.comment_id DESC LIMIT $3`;
const UNREAD_SQL = `SELECT count(*)::int AS n FROM (SELECT 1 FROM notifications WHERE user_id = $1 AND read_at IS NULL LIMIT ${UNREAD_COUNT_CAP}) s`;
const NOTIFICATIONS_SQL = `SELECT n.notification_id, n.user_id, n.actor_id, n.notification_type, n.link, n.content, n.created_at, n.read_at,
  a.user_name AS actor_name, a.profile_picture AS actor_picture
  FROM notifications n LEFT JOIN users a ON a.user_id = n.actor_id WHERE n.user_id = $1
  ORDER BY n.created_at DESC, n.notification_id DESC LIMIT $2`;


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

/** A random member who belongs to a group, and that group. */
const memberOfGroup = (ctx) => {
  const mg = pick(ctx.memberGroups);
  return { group: mg.group_id, uid: mg.user_id };
};

export const ENDPOINTS = [
  feedEndpoint('feed_first_page', () => '/api/posts/feed?limit=50', () => ({ offset: 0, limit: 50, after: null })),
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
      params: () => ['uid', 'post', 'limit'],
      args: (ctx) => ({ uid: String(pick(ctx.members).userId), post: String(pick(ctx.publicPosts)), limit: '51' }),
      pgbench: (ctx) => script([`\\set uid random(1, ${ctx.users})`, `\\set post random(1, ${ctx.maxPost})`], COMMENTS_SQL.replace(/\$1/g, ':uid').replace(/\$2/g, ':post').replace(/\$3/g, '51')),
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
    sql: {
      text: () => GROUP_COMMENTS_SQL,
      params: () => ['group', 'uid', 'limit'],
      args: (ctx) => ({ ...Object.fromEntries(Object.entries(memberOfGroup(ctx)).map(([k, v]) => [k, String(v)])), limit: '51' }),
      pgbench: (ctx) => script([`\\set uid random(1, ${ctx.users})`, `\\set grp random(1, ${ctx.groups})`], GROUP_COMMENTS_SQL.replace(/\$1/g, ':grp').replace(/\$2/g, ':uid').replace(/\$3/g, '51')),
    },
  },
  {
    name: 'unread_count',
    request: (ctx) => get('/api/noti/unread-notification-count', pick(ctx.members)),
    sql: {
      text: () => UNREAD_SQL,
      params: () => ['uid'],
      args: (ctx) => ({ uid: String(pick(ctx.members).userId) }),
      pgbench: (ctx) => script([`\\set uid random(1, ${ctx.users})`], UNREAD_SQL.replace(/\$1/g, ':uid')),
    },
  },
  {
    name: 'user_notifications',
    request: (ctx) => get('/api/noti/user-notifications', pick(ctx.members)),
    sql: {
      text: () => NOTIFICATIONS_SQL,
      params: () => ['uid', 'limit'],
      args: (ctx) => ({ uid: String(pick(ctx.members).userId), limit: '51' }),
      pgbench: (ctx) => script([`\\set uid random(1, ${ctx.users})`], NOTIFICATIONS_SQL.replace(/\$1/g, ':uid').replace(/\$2/g, '51')),
    },
  },
  {
    name: 'user_search',
    request: (ctx) => get(`/api/conn/search-users?query=${pick(ctx.names)}`, pick(ctx.members)),
    sql: {
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
  {
    name: 'create_post',
    request: (ctx) => post('/api/posts/create-post', pick(ctx.members), { content: `Bench post ${Math.random()}`, visibility: 'public', isReady: true, postType: 'normal' }),
  },
  {
    name: 'new_comment',
    request: (ctx) => post(`/api/posts/${pick(ctx.publicPosts)}/new-comment`, pick(ctx.members), { content: 'Amen, praying for you' }),
  },
];

