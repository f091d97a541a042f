// @ts-check
// `npm run seed -- --scale S|M|L [--db NAME]`: fills a fresh database with a realistic data set
// using set-based SQL (generate_series), migrating it first with the app's own migrations.
// Scale M: 100 000 members (~50 friends each), 1 000 000 posts (30 % friends-only, 10 % prayer
// requests), 5 000 000 post likes (and 5 prayers, "I prayed", on each prayer request), 2 000 000 comments, 2 000 groups of 100 members, 500 000 group
// comments, 1 000 000 notifications; beyond the list, 1 000 000 comment likes, 125 000
// group comment likes, ready media rows on 23 % of posts and 2 % of comments and group
// comments, one member in twenty with three blocks and two mutes (issue #28), group prayer
// requests (one request in five, issue 44), held posts and comments (one in a thousand) and 60
// watched words (issue 42). S is a tenth of M, L ten times M.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const root = join(import.meta.dirname, '..');
const require = createRequire(join(root, 'server', 'package.json'));
const { Client } = require('pg');
const argon2 = require('argon2');

export const SCALES = {
  S: { users: 10_000, friendOffsets: 25, posts: 100_000, likesPerPost: 5, comments: 200_000, groups: 200, groupMembers: 100, groupComments: 50_000, notifications: 100_000 },
  M: { users: 100_000, friendOffsets: 25, posts: 1_000_000, likesPerPost: 5, comments: 2_000_000, groups: 2_000, groupMembers: 100, groupComments: 500_000, notifications: 1_000_000 },
  L: { users: 1_000_000, friendOffsets: 25, posts: 10_000_000, likesPerPost: 5, comments: 20_000_000, groups: 20_000, groupMembers: 100, groupComments: 5_000_000, notifications: 10_000_000 },
};
export const BENCH_PASSWORD = 'Passw0rd!';
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function dbUrl(name) {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(sql) {
  const c = new Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Runs the app's migrations on the database (the compiled server must exist: npm run build). */
function migrate(url) {
  // Named through the surface's type, so renaming the function fails lint here too.
  const runMigrations = /** @satisfies {keyof typeof import('../server/src/bench-surface.js')} */ ('runMigrations');
  const code = `require('reflect-metadata'); require('./dist/bench-surface').${runMigrations}(process.argv[1]).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(1); });`;
  const r = spawnSync(process.execPath, ['-e', code, url], { cwd: join(root, 'server'), stdio: 'inherit' });
  if (r.status !== 0) throw new Error('migrations failed (is the server built? run `npm run build`)');
}

// Secondary indexes are dropped during the bulk load and rebuilt afterwards: much faster.
const BULK_INDEXES = [
  'users_user_name_trgm', 'posts_feed_idx', 'posts_author_idx', 'comments_post_idx', 'comments_user_idx',
  'post_likes_user_post_idx', 'connections_receiver_idx', 'connections_sender_idx', 'group_members_user_idx',
  'group_comments_group_idx', 'group_comments_user_idx', 'notifications_user_idx', 'notifications_unread_idx',
  'notifications_pending_mail_idx', 'group_members_card_idx', 'posts_unready_idx', 'comment_likes_user_comment_idx',
  'group_comment_likes_user_idx', 'media_post_idx', 'media_comment_idx', 'media_group_comment_idx', 'notifications_link_idx',
];

/**
 * Which posts carry a file, by id: one image in five posts, a video in fifty, an audio recording in
 * a hundred (disjoint residues), so feed pages, post detail and their plans meet real media rows.
 */
const postMediaType = (id) => `CASE WHEN ${id} % 5 = 3 THEN 'image' WHEN ${id} % 50 = 7 THEN 'video' WHEN ${id} % 100 = 11 THEN 'audio' END`;
/** One comment and one group comment in fifty carry an image. */
const commentHasImage = (id) => `${id} % 50 = 5`;
/**
 * Comment c is liked by member 1 + (c·7907 + j·1009) mod N for j ∈ {0, 1} where (c + j) mod 4 = 0:
 * once when c mod 4 is 0 or 3, never otherwise (half the comments, so M has 1 000 000 comment likes).
 */
const COMMENT_LIKE_COUNT = `CASE WHEN i % 4 IN (0, 3) THEN 1 ELSE 0 END`;

export async function seed({ scale = 'S', db = `pen_bench_${scale.toLowerCase()}`, log = console.log } = {}) {
  const s = SCALES[scale];
  if (!s) throw new Error(`unknown scale ${scale} (S, M or L)`);
  const started = Date.now();
  const step = async (name, fn) => {
    const t = Date.now();
    await fn();
    log(`  ${name.padEnd(28)} ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  await admin(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${db}`);
  const url = dbUrl(db);
  migrate(url);
  const c = new Client({ connectionString: url });
  await c.connect();
  /** @type {(sql: string, params?: unknown[]) => Promise<import('pg').QueryResult<any>>} */
  const q = (sql, params) => c.query(sql, params);
  // The generated rows are consistent by construction, so foreign-key triggers are skipped during
  // the load (session_replication_role = replica needs a superuser, as the local server grants).
  await q(`SET synchronous_commit = off; SET maintenance_work_mem = '1GB'; SET work_mem = '256MB'; SET session_replication_role = replica`);

  // Indexes whose definitions we need to restore after the load.
  const defs = (await q(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND indexname = ANY($1)`, [BULK_INDEXES])).rows;
  for (const d of defs) await q(`DROP INDEX ${d.indexname}`);

  const hash = await argon2.hash(BENCH_PASSWORD, { type: argon2.argon2id });
  const N = s.users;

  await step(`users (${N})`, () =>
    q(
      `INSERT INTO users (email, password_hash, user_name, user_code, verified, bio, mode, created_at)
       SELECT 'user' || i || '@bench.test', $1,
              (ARRAY['Anna','Matti','Maria','Johannes','Sara','Paavali','Ruth','Daniel','Elina','Pietari','Lydia','Timo'])[1 + i % 12] || ' ' ||
              (ARRAY['Virtanen','Smith','Korhonen','Johnson','Nieminen','Brown','Mäkinen','Garcia','Hämäläinen','Lee'])[1 + (i / 12) % 10] || ' ' || i,
              'u' || i, 1,
              'I met Jesus in ' || (1990 + i % 30) || ' and my life changed.',
              (ARRAY['none','single','in_relationship','engaged','married','community'])[1 + i % 6],
              now() - make_interval(days => (i % 1000)::int)
       FROM generate_series(1, $2::bigint) AS i`,
      [hash, N],
    ),
  );

  // Friend pairs (u, u + d) for a fixed set of offsets d: every member gets 2 × friendOffsets friends.
  const offsets = Array.from({ length: s.friendOffsets }, (_, k) => 1 + k * 37);
  await step(`connections (${N * offsets.length})`, () =>
    q(
      `INSERT INTO connections (sender_id, receiver_id, status, created_at, updated_at)
       SELECT u, ((u - 1 + d) % $1) + 1, 'accepted', now() - interval '30 days', now() - interval '30 days'
       FROM generate_series(1, $1::bigint) AS u, unnest($2::int[]) AS d`,
      [N, offsets],
    ),
  );
  await step(`friendships (${2 * N * offsets.length})`, () =>
    q(`INSERT INTO friendships (user_id, friend_id, created_at)
       SELECT sender_id, receiver_id, created_at FROM connections WHERE status = 'accepted'
       UNION ALL SELECT receiver_id, sender_id, created_at FROM connections WHERE status = 'accepted'`),
  );

  // One member in twenty has blocked three members who are not friends (a friend's block would
  // have ended the friendship) and muted two friends, so every read runs its block and mute
  // filters against rows that exist, and a muter's feed really loses the muted friends' posts.
  const blockDeltas = [500, 4999, Math.floor(N / 2) + 3];
  await step(`blocks (${(N / 20) * blockDeltas.length})`, () =>
    q(
      `INSERT INTO blocks (blocker_id, blocked_id, created_at)
       SELECT u, ((u - 1 + d) % $1) + 1, now() - interval '7 days'
       FROM generate_series(20, $1::bigint, 20) AS u, unnest($2::int[]) AS d`,
      [N, blockDeltas],
    ),
  );
  await step(`mutes (${(N / 20) * 2})`, () =>
    q(
      `INSERT INTO mutes (muter_id, muted_id, created_at)
       SELECT u, ((u - 1 + d) % $1) + 1, now() - interval '7 days'
       FROM generate_series(20, $1::bigint, 20) AS u, unnest($2::int[]) AS d`,
      [N, offsets.slice(1, 3)],
    ),
  );

  // Issue 44: one prayer request in five is for a group's members only (visibility 'group'): ids
  // ≡ 21 and ≡ 40 mod 100 (a request and an emergency), 2 % of the posts, written by a member of
  // their group (1 + (i / 100) mod groups, members as group_members below), so each group's Prayer
  // tab holds ~10 open requests at every scale, Today draws on the reader's groups, and every feed
  // page meets about one group post whose audience it checks (shown to that group's members only).
  // Issue 42: one post in a thousand (ids ≡ 999 mod 1 000, none a request, none with media) is
  // held for a moderator's approval (held_at, not ready): every read hides it but from its author.
  const groupPost = (i) => `${i} % 100 IN (21, 40)`;
  const heldPost = (i) => `${i} % 1000 = 999`;
  await step(`posts (${s.posts})`, () =>
    q(
      // prayer_status by hand: the trigger that sets it does not fire with session_replication_role = replica.
      `INSERT INTO posts (user_id, content, visibility, group_id, post_type, prayer_status, is_ready, held_at, media_state, created_at)
       SELECT CASE WHEN ${groupPost('i')} THEN 1 + ((g * 97 + ((i * 31) % $4) * 1009) % $2) ELSE 1 + (i * 7919) % $2 END,
              'Post ' || i || ': grateful for grace today. ' || repeat('Praise the Lord for His faithfulness. ', (1 + i % 4)::int),
              -- 30 % friends-only; prayer requests (ids ≡ 1 mod 20) public and emergencies (≡ 0) friends-only, so both kinds are read
              CASE WHEN ${groupPost('i')} THEN 'group' WHEN (i % 10 < 3 AND i % 20 <> 1) OR i % 20 = 3 THEN 'friends' ELSE 'public' END,
              CASE WHEN ${groupPost('i')} THEN g END,
              CASE WHEN i % 20 = 0 THEN 'emergency_pray_request' WHEN i % 20 = 1 THEN 'pray_request' ELSE 'normal' END,
              CASE WHEN i % 20 < 2 THEN 'open' END,
              NOT ${heldPost('i')}, CASE WHEN ${heldPost('i')} THEN now() - ((($1 - i)::float8 / $1) * interval '365 days') END,
              CASE WHEN ${postMediaType('i')} IS NULL THEN 'none' ELSE 'ready' END,
              now() - ((($1 - i)::float8 / $1) * interval '365 days')
       FROM generate_series(1, $1::bigint) AS i, LATERAL (SELECT 1 + (i / 100) % $3 AS g) AS x`,
      [s.posts, N, s.groups, s.groupMembers],
    ),
  );

  await step(`post_likes (~${s.posts * s.likesPerPost})`, () =>
    q(
      `INSERT INTO post_likes (posts_id, user_id)
       SELECT p, 1 + ((p * 104729 + j * 1009) % $2)
       FROM generate_series(1, $1::bigint) AS p, generate_series(0, 2 * $3 - 1) AS j
       WHERE (p + j) % 2 = 0`,
      [s.posts, N, s.likesPerPost],
    ),
  );

  // Issue #33: five members prayed for each prayer request (ids ≡ 0 or 1 mod 20), within the last
  // 30 days, as likes are spread over posts: the feed reads the reader's prayers as it reads likes.
  await step(`post_prayers (~${(s.posts / 10) * s.likesPerPost})`, () =>
    q(
      `INSERT INTO post_prayers (post_id, user_id, prayed_at)
       SELECT p, 1 + ((p * 7907 + j * 1013) % $2), now() - ((p * 13 + j) % 720) * interval '1 hour'
       FROM generate_series(1, $1::bigint) AS p, generate_series(0, 2 * $3 - 1) AS j
       WHERE p % 20 IN (0, 1) AND (p + j) % 2 = 0
       ON CONFLICT DO NOTHING`,
      [s.posts, N, s.likesPerPost],
    ),
  );

  // Issue #33: each member commits (7 days, started yesterday) to up to 3 of the public prayer
  // requests of the last ~4 weeks (ids ≡ 1 mod 20 among the newest 80 000 posts, not a group's), so
  // my prayer list has rows.
  await step(`prayer_commitments (~${N * 3})`, () =>
    q(
      `INSERT INTO prayer_commitments (post_id, user_id, days, started_at, ends_at)
       SELECT x.p, u, 7, now() - interval '1 day', now() + interval '6 days'
       FROM generate_series(1, $2::int) AS u, generate_series(0, 2) AS k,
            LATERAL (SELECT ($1::bigint - ($1::bigint % 20) - 19 - 20 * ((u * 31 + k * 97) % 4000))::int AS p0) x0,
            -- not to a group's request (ids ≡ 21 mod 100: its members only), the public request before it instead
            LATERAL (SELECT CASE WHEN x0.p0 % 100 = 21 THEN x0.p0 - 20 ELSE x0.p0 END AS p) x
       WHERE x.p > 0
       ON CONFLICT DO NOTHING`,
      [s.posts, N],
    ),
  );

  await step(`comments (${s.comments})`, () =>
    q(
      // Issue 42: one comment in a thousand (ids ≡ 999 mod 1 000) is held for approval: not ready, not counted.
      `INSERT INTO comments (post_id, user_id, content, like_count, is_ready, held_at, created_at)
       SELECT 1 + (i * 48271) % $2, 1 + (i * 16807) % $3, 'Amen! Praying for you, comment ' || i, ${COMMENT_LIKE_COUNT},
              i % 1000 <> 999, CASE WHEN i % 1000 = 999 THEN now() - ((($1 - i)::float8 / $1) * interval '300 days') END,
              now() - ((($1 - i)::float8 / $1) * interval '300 days')
       FROM generate_series(1, $1::bigint) AS i`,
      [s.comments, s.posts, N],
    ),
  );

  await step(`comment_likes (${s.comments / 2})`, () =>
    q(
      `INSERT INTO comment_likes (comment_id, user_id)
       SELECT c, 1 + ((c * 7907 + j * 1009) % $2)
       FROM generate_series(1, $1::bigint) AS c, generate_series(0, 1) AS j
       WHERE (c + j) % 4 = 0`,
      [s.comments, N],
    ),
  );

  await step(`groups (${s.groups})`, () =>
    q(
      `INSERT INTO groups (title, description, theme_color, visibility, host_user_id, created_at)
       SELECT (ARRAY['Prayer circle','Bible study','Youth group','Worship team','Mothers praying','Men of faith','Choir','Missions'])[1 + g % 8] || ' ' || g,
              'A place to share, pray and read the Word together. Group number ' || g || '.',
              (ARRAY['#7da9d9','#f4a261','#2a9d8f','#e76f51'])[1 + g % 4],
              CASE WHEN g % 5 = 0 THEN 'group_private' ELSE 'group_public' END,
              1 + (g * 97) % $2, now() - interval '200 days'
       FROM generate_series(1, $1::bigint) AS g`,
      [s.groups, N],
    ),
  );
  await step(`group_members (${s.groups * s.groupMembers})`, () =>
    q(
      `INSERT INTO group_members (group_id, user_id, status, role, joined_at, inviter_id, invitee_id)
       SELECT g, 1 + ((g * 97 + j * 1009) % $2), 'accepted', CASE WHEN j = 0 THEN 'admin' ELSE 'member' END,
              now() - interval '100 days', 1 + ((g * 97 + j * 1009) % $2), 1 + ((g * 97 + j * 1009) % $2)
       FROM generate_series(1, $1::bigint) AS g, generate_series(0, $3 - 1) AS j`,
      [s.groups, N, s.groupMembers],
    ),
  );
  await step(`group_comments (${s.groupComments})`, () =>
    q(
      `INSERT INTO group_comments (group_id, user_id, content, like_count, created_at)
       SELECT g, 1 + ((g * 97 + ((i * 31) % $3) * 1009) % $4), 'Blessings to everyone here, message ' || i,
              CASE WHEN i % 4 = 0 THEN 1 ELSE 0 END,
              now() - ((($1 - i)::float8 / $1) * interval '100 days')
       FROM generate_series(1, $1::bigint) AS i, LATERAL (SELECT 1 + i % $2 AS g) AS x`,
      [s.groupComments, s.groups, s.groupMembers, N],
    ),
  );
  // One group comment in four is liked by the group's member after its author.
  await step(`group_comment_likes (${s.groupComments / 4})`, () =>
    q(
      `INSERT INTO group_comment_likes (comment_id, user_id)
       SELECT i, 1 + ((g * 97 + ((i * 31 + 1) % $3) * 1009) % $4)
       FROM generate_series(4, $1::bigint, 4) AS i, LATERAL (SELECT 1 + i % $2 AS g) AS x`,
      [s.groupComments, s.groups, s.groupMembers, N],
    ),
  );
  await step(`notifications (${s.notifications})`, () =>
    q(
      // Unread ones count as mailed by the digest two minutes after they arrived, as on a live
      // network; otherwise the first new notification of each member would send an e-mail at once.
      `INSERT INTO notifications (user_id, actor_id, notification_type, link, content, created_at, read_at, emailed_at)
       SELECT 1 + i % $2, 1 + (i * 7) % $2,
              (ARRAY['like','comment','follow','group_comment'])[1 + i % 4],
              CASE WHEN i % 4 = 2 THEN '/my-connections' ELSE '/post/' || (1 + i % $3) END,
              'Someone interacted with you (' || i || ')',
              now() - make_interval(mins => 3 + (i % 10000)::int),
              CASE WHEN i % 2 = 0 THEN now() ELSE NULL END,
              CASE WHEN i % 2 = 0 THEN NULL ELSE now() - make_interval(mins => 1 + (i % 10000)::int) END
       FROM generate_series(1, $1::bigint) AS i`,
      [s.notifications, N, s.posts],
    ),
  );

  // Issue 42: watched words a moderator keeps (a third each refused, flagged, held for approval),
  // none of them in the seeded or the bench's texts: every write matches its text against them.
  await step('watched_words (60)', () =>
    q(
      `INSERT INTO watched_words (phrase, phrase_key, action)
       SELECT 'benchword ' || w, 'benchword ' || w, (ARRAY['block','flag','require_approval'])[1 + w % 3]
       FROM generate_series(1, 60) AS w`,
    ),
  );

  // Ready files as the media worker leaves them (uploads/media/<name>.jpg, a video's poster beside
  // it); the bench never fetches them, so no file is written.
  await step(`media (~${Math.round(s.posts * 0.23 + (s.comments + s.groupComments) / 50)})`, async () => {
    await q(
      `INSERT INTO media (posts_id, user_id, media_type, path, poster_path, width, height, duration_s, status, created_at)
       SELECT posts_id, user_id, t, 'uploads/media/seed-post-' || posts_id || CASE t WHEN 'image' THEN '.jpg' WHEN 'video' THEN '.mp4' ELSE '.m4a' END,
              CASE WHEN t = 'video' THEN 'uploads/media/seed-post-' || posts_id || '.poster.jpg' END,
              CASE WHEN t <> 'audio' THEN 1280 END, CASE t WHEN 'image' THEN 960 WHEN 'video' THEN 720 END,
              CASE WHEN t <> 'image' THEN 42.5 END, 'ready', created_at
       FROM (SELECT posts_id, user_id, created_at, ${postMediaType('posts_id')} AS t FROM posts WHERE media_state = 'ready') x`,
    );
    for (const [table, column] of [['comments', 'comment_id'], ['group_comments', 'group_comment_id']]) {
      await q(
        `INSERT INTO media (${column}, user_id, media_type, path, width, height, status, created_at)
         SELECT comment_id, user_id, 'image', 'uploads/media/seed-${table}-' || comment_id || '.jpg', 1280, 960, 'ready', created_at
         FROM ${table} WHERE ${commentHasImage('comment_id')}`,
      );
    }
  });

  await step('counters', async () => {
    await q(`UPDATE posts p SET like_count = l.n FROM (SELECT posts_id, count(*)::int AS n FROM post_likes GROUP BY posts_id) l WHERE l.posts_id = p.posts_id`);
    await q(`UPDATE posts p SET prayer_count = r.n FROM (SELECT post_id, count(*)::int AS n FROM post_prayers GROUP BY post_id) r WHERE r.post_id = p.posts_id`);
    await q(`UPDATE posts p SET comment_count = c.n FROM (SELECT post_id, count(*)::int AS n FROM comments WHERE held_at IS NULL GROUP BY post_id) c WHERE c.post_id = p.posts_id`);
    await q(`UPDATE groups g SET member_count = m.n FROM (SELECT group_id, count(*)::int AS n FROM group_members WHERE status = 'accepted' GROUP BY group_id) m WHERE m.group_id = g.group_id`);
    await q(`UPDATE groups g SET comment_count = c.n FROM (SELECT group_id, count(*)::int AS n FROM group_comments GROUP BY group_id) c WHERE c.group_id = g.group_id`);
  });
  await step('indexes', async () => {
    for (const d of defs) await q(d.indexdef);
  });
  await step('vacuum analyze', () => q('VACUUM ANALYZE'));
  // Which scale this is and whether a bench run has written to it since (bench/run.mjs).
  await q(`CREATE TABLE bench_seed (scale text NOT NULL, seeded_at timestamptz NOT NULL DEFAULT now(), runs int NOT NULL DEFAULT 0)`);
  await q(`INSERT INTO bench_seed (scale) VALUES ($1)`, [scale]);
  await c.end();
  const seconds = (Date.now() - started) / 1000;
  log(`seeded ${db} at scale ${scale} in ${seconds.toFixed(0)} s`);
  return { db, url, seconds, scale: s };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: 'S' }, db: { type: 'string' } } });
  seed({ scale: values.scale.toUpperCase(), db: values.db }).catch((e) => {
    console.error(`seed failed: ${e.message}`);
    process.exit(1);
  });
}
