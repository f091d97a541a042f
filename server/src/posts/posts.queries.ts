import { isFriendOf, notBlockedBetween } from '../conn/conn.queries';
import { isGroupMember, postGroupAudience } from '../groups/groups.queries';
import { likedBySql } from '../database/liked-by.queries';
import { sqlInt, statementText } from '../database/prepared';
import { mediaItemsJson } from '../media/media.queries';
import { isPrayedSql } from '../prayer/prayer.queries';
import { activeMemberJoin, memberJoin, shownMemberSelect } from '../users/users.queries';
import { cursorTimestampSql, KeysetPosition } from './cursor';
import type { PageRequest } from './paging';
import { INLINE_COMMENTS } from './post-rows';

/**
 * The posts module's statements as members read and write posts, comments and likes, each with
 * the visibility rules (common/visibility-rules.ts); other modules embed the fragments exported
 * for them (prayer: POST_VISIBLE_TO_ME, ACTIVE_AUTHOR_JOIN, POSTS_TABLE). The feed's own are in
 * feed/feed.queries.ts.
 */

/** A paging position's timestamp column as the cursor keeps it (posts/cursor.ts), for prayer's lists. */
export { cursorTimestampSql } from './cursor';

/** The table of posts, named in prayer's statements on a request's prayer columns. */
export const POSTS_TABLE = 'posts';

/** The post's author (alias u), joined only while their account is active (alias p for posts). */
export const ACTIVE_AUTHOR_JOIN = activeMemberJoin('u', 'p.user_id');

/** The name every reader but the author sees on an anonymous request (data: clients show their own word for it). */
export const ANONYMOUS_NAME = 'Anonymous';

/**
 * SQL condition: post `p`'s author is hidden from `reader`, an anonymous request (issue 44) read
 * by anyone but its author. The row keeps the real author, so blocks and moderation still apply.
 */
export function authorHiddenSql(p: string, reader: string): string {
  return `(${p}.anonymous AND ${p}.user_id <> ${reader})`;
}

/**
 * `user_id, user_name, profile_picture` of post `p`'s author (users alias `u`) as `reader` may
 * see them: 0, ANONYMOUS_NAME and no picture when the author is hidden (authorHiddenSql).
 */
export function shownAuthorColumns(p: string, u: string, reader: string): string {
  const hidden = authorHiddenSql(p, reader);
  return `CASE WHEN ${hidden} THEN 0 ELSE ${p}.user_id END AS user_id,
  CASE WHEN ${hidden} THEN '${ANONYMOUS_NAME}' ELSE ${u}.user_name END AS user_name,
  CASE WHEN ${hidden} THEN '' ELSE ${u}.profile_picture END AS profile_picture`;
}

/**
 * Columns of a post row with its author (alias p for posts, u for users) as reader $1 sees them:
 * an anonymous request's author is hidden from everyone but themselves (`is_mine`).
 */
export const POST_COLUMNS = `p.posts_id, ${shownAuthorColumns('p', 'u', '$1')},
  CASE WHEN ${authorHiddenSql('p', '$1')} THEN NULL ELSE u.user_code END AS user_code, p.content, p.created_at,
  p.visibility, p.group_id, p.post_type, p.is_ready, p.media_state, p.held_at IS NOT NULL AS held, p.like_count, p.comment_count,
  p.prayer_count, p.prayer_status, p.answered_at, p.answer_testimony,
  p.anonymous, p.user_id = $1 AS is_mine, p.comment_policy, p.for_someone_else,
  ${cursorTimestampSql('p.created_at')} AS cursor_ts`;

/** A timestamp as the API writes every date: ISO-8601 UTC with milliseconds (like JSON.stringify of a Date). */
export const isoMillisSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * SQL condition: comment `c` was written by the anonymous author of its request, and `reader` is
 * someone else: the comment is shown as the request's (ANONYMOUS_NAME), or it would name them.
 */
export function commenterHiddenSql(c: string, reader: string): string {
  return `(${c}.user_id <> ${reader} AND EXISTS (SELECT 1 FROM posts ap WHERE ap.posts_id = ${c}.post_id AND ap.anonymous AND ap.user_id = ${c}.user_id))`;
}

/** `user_id, user_name, profile_picture` of comment `c`'s author (users alias `u`) as `reader` may see them (commenterHiddenSql). */
export function shownCommenterColumns(c: string, u: string, reader: string): string {
  const hidden = commenterHiddenSql(c, reader);
  return `CASE WHEN ${hidden} THEN 0 ELSE ${c}.user_id END AS user_id,
  CASE WHEN ${hidden} THEN '${ANONYMOUS_NAME}' ELSE ${u}.user_name END AS user_name,
  CASE WHEN ${hidden} THEN '' ELSE ${u}.profile_picture END AS profile_picture`;
}

/**
 * Columns of a comment row with its author and media (alias c for comments, u for users); $1 is
 * the reader. Each comment is complete in its row, so a page of comments is one statement.
 */
export const COMMENT_COLUMNS = `c.comment_id, c.post_id, ${shownCommenterColumns('c', 'u', '$1')}, c.content, c.created_at,
  c.like_count, c.is_ready, c.held_at IS NOT NULL AS held, ${cursorTimestampSql('c.created_at')} AS cursor_ts,
  ${likedBySql('comment_likes', 'comment_id', 'c.comment_id', '$1')} AS is_liked,
  ${mediaItemsJson('comment_id', 'c.comment_id', '$1')} AS media`;

/**
 * What completes a post row of alias `x` for reader $1: is_liked, its media, and its newest
 * comments (oldest first, each with its media; none by a member blocked either way, none removed) as JSON, so that a page of posts is one statement
 * and one round trip. Use it over at most a page of rows: each column is a subquery per row.
 */
export function postExtrasSql(x: string): string {
  return `${likedBySql('post_likes', 'posts_id', `${x}.posts_id`, '$1')} AS is_liked,
  ${isPrayedSql(x)} AS is_prayed,
  ${mediaItemsJson('posts_id', `${x}.posts_id`, '$1')} AS media,
  coalesce((SELECT json_agg(json_build_object('comment_id', lc.comment_id, 'post_id', lc.post_id, 'user_id', lc.user_id,
      'user_name', lc.user_name, 'profile_picture', lc.profile_picture, 'content', lc.content,
      'created_at', ${isoMillisSql('lc.created_at')}, 'like_count', lc.like_count, 'is_liked', lc.is_liked,
      'is_ready', lc.is_ready, 'held', lc.held, 'media', lc.media) ORDER BY lc.created_at, lc.comment_id)
    FROM (SELECT ${COMMENT_COLUMNS} FROM comments c ${activeMemberJoin('u', 'c.user_id')}
           WHERE c.post_id = ${x}.posts_id AND c.removed_at IS NULL AND (c.is_ready OR c.user_id = $1) AND ${notBlockedBetween('$1', 'c.user_id')}
           ORDER BY c.created_at DESC, c.comment_id DESC LIMIT ${INLINE_COMMENTS}) lc), '[]'::json) AS comments`;
}

/**
 * SQL condition: post `p` is visible to member `$1`. Its author always sees it; others only once
 * it is ready, and a friends-only post only when they are the author's friend (primary-key
 * lookup in friendships), and never across a block between the reader and the author (either
 * way). The author's account must be active (checked by the caller's join). A post a moderator
 * removed is seen by nobody, its author included. A group post (issue 44) is seen by the group's
 * accepted members only, its author included (groups.queries.ts postGroupAudience).
 */
export const POST_VISIBLE_TO_ME = `p.removed_at IS NULL AND ${postGroupAudience('p', '$1')} AND (p.user_id = $1 OR (p.is_ready AND (p.visibility IN ('public', 'group')
  OR ${isFriendOf('$1', 'p.user_id')}) AND ${notBlockedBetween('$1', 'p.user_id')}))`;

/** Post $2 if member $1 may see it (columns posts_id, user_id, visibility); no row otherwise. */
export const VISIBLE_POST_SQL = `SELECT p.posts_id, p.user_id, p.visibility
    FROM posts p ${ACTIVE_AUTHOR_JOIN}
   WHERE p.posts_id = $2 AND ${POST_VISIBLE_TO_ME}`;

/** VISIBLE_POST_SQL with the post's row locked until the transaction ends. */
export const VISIBLE_POST_LOCKED_SQL = `${VISIBLE_POST_SQL} FOR UPDATE OF p`;

/**
 * Comment $2 if member $1 may see it: its post is visible to them, its author is active and not
 * blocked either way, it is not removed, and it is ready or theirs. Columns comment_id, post_id, user_id; no row otherwise.
 */
export const VISIBLE_COMMENT_SQL = `SELECT c.comment_id, c.post_id, c.user_id
    FROM comments c
    ${activeMemberJoin('cu', 'c.user_id')}
    JOIN posts p ON p.posts_id = c.post_id
    ${ACTIVE_AUTHOR_JOIN}
   WHERE c.comment_id = $2 AND c.removed_at IS NULL AND (c.is_ready OR c.user_id = $1) AND ${POST_VISIBLE_TO_ME}
     AND ${notBlockedBetween('$1', 'c.user_id')}`;

/** One post ($2) as reader $1 may see it, with its media and newest comments; no row when it may not. */
export const POST_DETAIL_SQL = `SELECT x.*, ${postExtrasSql('x')} FROM (
    SELECT ${POST_COLUMNS} FROM posts p ${ACTIVE_AUTHOR_JOIN}
     WHERE p.posts_id = $2 AND ${POST_VISIBLE_TO_ME}) x`;

/** The author's lists, the feed's: newest first. */
export const NEWEST_FIRST = 'ORDER BY p.created_at DESC, p.posts_id DESC';

/** `AND (created_at, posts_id) < position` with the position's parameters appended to `params`. */
export function olderThan(after: KeysetPosition | null, params: unknown[]): string {
  if (!after) return '';
  params.push(after.createdAt, after.id);
  return `AND (p.created_at, p.posts_id) < ($${params.length - 1}::timestamptz, $${params.length}::int)`;
}

/** Member $2 as member $1 may see them (shown, no block either way), with whether they are friends. */
export const SHOWN_AUTHOR_SQL =
  shownMemberSelect(`u.user_id, u.user_name, u.user_code, u.profile_picture, u.bio, u.mode,
              ${isFriendOf('$1', 'u.user_id')} AS is_friend`, 'u', '$2') + ` AND ${notBlockedBetween('$1', 'u.user_id')}`;

/**
 * A page of author `authorId`'s posts for reader `me`, newest first (limit + 1 rows), each
 * complete (postExtrasSql): friends-only ones only with `includeFriendsOnly`, ready ones only
 * with `readyOnly`. Pages at offset 0 keep one text per shape (they run prepared).
 */
export function authorPostsQuery(me: number, authorId: number, page: PageRequest, includeFriendsOnly: boolean, readyOnly: boolean): { sql: string; params: unknown[] } {
  const params: unknown[] = [me, authorId];
  const after = olderThan(page.after, params);
  // Group posts are shown in their group (and the feed of its members), never on a profile; the
  // author's own list keeps theirs while they are in the group. An anonymous request is never
  // listed under its author, but for the author themselves.
  const groupPosts = me === authorId ? `AND ${postGroupAudience('p', '$1')}` : `AND p.visibility <> 'group'`;
  const filters = [readyOnly ? 'AND p.is_ready' : '', includeFriendsOnly ? groupPosts : `AND p.visibility = 'public'`, `AND NOT ${authorHiddenSql('p', '$1')}`].join(' ');
  const build = () => `WITH page AS MATERIALIZED (
         SELECT ${POST_COLUMNS} FROM posts p ${ACTIVE_AUTHOR_JOIN}
          WHERE p.user_id = $2 AND p.removed_at IS NULL ${filters} ${after}
          ${NEWEST_FIRST} OFFSET ${sqlInt(page.offset)} LIMIT ${sqlInt(page.limit + 1)})
       SELECT page.*, ${postExtrasSql('page')} FROM page ORDER BY page.created_at DESC, page.posts_id DESC`;
  const sql = page.offset === 0 ? statementText(`author:${filters}:${page.limit}:${after ? 'after' : 'first'}`, build) : build();
  return { sql, params };
}

/** Where a comments page starts: after an opaque position, before an instant, or at the newest. */
export type CommentsFrom = { position: KeysetPosition } | { instant: string } | null;

/**
 * A page of a post's comments as `me` may read them, newest first (limit + 1 rows, for
 * nextCursor), each with its media: one statement that also tells whether `me` may see the post
 * at all (`visible` on the first row; a visible post without comments is one row of NULLs).
 */
export function commentsPageQuery(me: number, postId: number, limit: number, from: CommentsFrom): { sql: string; params: unknown[] } {
  const params: unknown[] = [me, postId];
  let older = '';
  if (from && 'position' in from) {
    params.push(from.position.createdAt, from.position.id);
    older = 'AND (c.created_at, c.comment_id) < ($3::timestamptz, $4::int)';
  } else if (from) {
    params.push(from.instant);
    older = 'AND c.created_at < $3::timestamptz';
  }
  const sql = statementText(`comments:${limit}:${from ? ('position' in from ? 'position' : 'instant') : 'newest'}`, () => `SELECT v.visible, page.* FROM (
      SELECT EXISTS (SELECT 1 FROM posts p ${ACTIVE_AUTHOR_JOIN}
                      WHERE p.posts_id = $2 AND ${POST_VISIBLE_TO_ME}) AS visible) v
    LEFT JOIN LATERAL (
      SELECT ${COMMENT_COLUMNS} FROM comments c ${activeMemberJoin('u', 'c.user_id')}
       WHERE v.visible AND c.post_id = $2 AND c.removed_at IS NULL AND (c.is_ready OR c.user_id = $1) AND ${notBlockedBetween('$1', 'c.user_id')} ${older}
       ORDER BY c.created_at DESC, c.comment_id DESC LIMIT ${sqlInt(limit + 1)}) page ON TRUE
    ORDER BY page.created_at DESC, page.comment_id DESC`);
  return { sql, params };
}

/**
 * Comment $2 as reader $1 sees it, whatever its state: read right after `me` wrote it, so no rule
 * to apply (the comment was just checked visible on its post) and its author may be anyone.
 */
export const COMMENT_BY_ID_SQL = `SELECT ${COMMENT_COLUMNS} FROM comments c ${memberJoin('u', 'c.user_id')} WHERE c.comment_id = $2`;

/**
 * SQL condition: member `reader` may comment on post `p` under its comment policy (issue 44): its
 * author always; others when it is `everyone`, or `friends` and they are the author's friend.
 */
export function mayCommentSql(p: string, reader: string): string {
  return `(${p}.user_id = ${reader} OR ${p}.comment_policy = 'everyone' OR (${p}.comment_policy = 'friends' AND ${isFriendOf(reader, `${p}.user_id`)}))`;
}

/** Post $2's comment policy if member $1 may see it, with whether $1 may comment on it; no row when they may not see it. */
export const COMMENT_RIGHTS_SQL = `SELECT p.comment_policy, ${mayCommentSql('p', '$1')} AS may_comment
    FROM posts p ${ACTIVE_AUTHOR_JOIN}
   WHERE p.posts_id = $2 AND ${POST_VISIBLE_TO_ME}`;

/** $1 member, $2 post, $3 text, $4 ready: inserts nothing when the post is not visible to the member, or its comment policy bars them. */
/**
 * $5: held for a moderator's approval (a watched word, issue 42): then also not ready, and
 * `media_pending` keeps whether its media are still to come ($4 false), so approval waits for them.
 */
export const ADD_COMMENT_SQL = `INSERT INTO comments (post_id, user_id, content, is_ready, held_at, media_pending)
  SELECT target.posts_id, $1, $3, $4::boolean AND NOT $5::boolean, CASE WHEN $5::boolean THEN now() END, NOT $4::boolean
    FROM (${VISIBLE_POST_SQL}) target
   WHERE EXISTS (SELECT 1 FROM posts p WHERE p.posts_id = target.posts_id AND ${mayCommentSql('p', '$1')}) RETURNING comment_id`;

export const DELETE_COMMENT_SQL = 'DELETE FROM comments WHERE comment_id = $1';

/** The media rows (alias m) of comment $1. */
export const COMMENT_MEDIA_WHERE = 'm.comment_id = $1';

/** Post $1's public <-> friends, by its author $2. */
export const TOGGLE_AUDIENCE_SQL = `UPDATE posts SET visibility = CASE WHEN visibility = 'public' THEN 'friends' ELSE 'public' END
        WHERE posts_id = $1 AND user_id = $2 AND visibility <> 'group' RETURNING visibility`;

/** Post $1's comment policy, set to $3 by its author $2. */
export const SET_COMMENT_POLICY_SQL = `UPDATE posts SET comment_policy = $3 WHERE posts_id = $1 AND user_id = $2 RETURNING comment_policy`;

export const DELETE_POST_SQL = 'DELETE FROM posts WHERE posts_id = $1';

/** The media rows (alias m) of post $1 and of its comments. */
export const POST_MEDIA_WHERE = `m.posts_id = $1 OR m.comment_id IN (SELECT comment_id FROM comments WHERE post_id = $1)`;

/**
 * A comment like first locks the comment's post row (`post_row`), then changes the comment: the
 * order a post's deletion takes (the post, then its comments by cascade). The comment's update
 * moves the post's card_rev (PostCardRevision), so without this the like would hold the comment
 * and wait for the post while a deletion held the post and waited for the comment: a deadlock.
 * A post deleted meanwhile leaves post_row empty, and the like answers 404.
 */
const LOCKED_POST = `post_row AS (SELECT posts_id FROM posts WHERE posts_id = (SELECT post_id FROM target) FOR NO KEY UPDATE)`;

/*
 * Likes: each change is one statement: the target is checked for visibility to member $1, the
 * like row is inserted (ON CONFLICT DO NOTHING) or deleted, and the count moves by exactly the
 * number of rows that changed. Columns like_count, changed (and post_id for comments).
 */
export const LIKE_POST_SQL = `WITH target AS (${VISIBLE_POST_SQL}),
       changed AS (INSERT INTO post_likes (posts_id, user_id) SELECT posts_id, $1 FROM target ON CONFLICT DO NOTHING RETURNING 1)
       UPDATE posts SET like_count = like_count + (SELECT count(*) FROM changed)::int, card_rev = card_rev + 1 WHERE posts_id = (SELECT posts_id FROM target)
       RETURNING like_count, (SELECT count(*) FROM changed)::int AS changed`;

export const UNLIKE_POST_SQL = `WITH target AS (${VISIBLE_POST_SQL}),
       changed AS (DELETE FROM post_likes WHERE posts_id = (SELECT posts_id FROM target) AND user_id = $1 RETURNING 1)
       UPDATE posts SET like_count = like_count - (SELECT count(*) FROM changed)::int, card_rev = card_rev + 1 WHERE posts_id = (SELECT posts_id FROM target)
       RETURNING like_count, (SELECT count(*) FROM changed)::int AS changed`;

export const LIKE_COMMENT_SQL = `WITH target AS (${VISIBLE_COMMENT_SQL}), ${LOCKED_POST},
       changed AS (INSERT INTO comment_likes (comment_id, user_id) SELECT comment_id, $1 FROM target WHERE EXISTS (SELECT 1 FROM post_row)
                   ON CONFLICT DO NOTHING RETURNING 1)
       UPDATE comments SET like_count = like_count + (SELECT count(*) FROM changed)::int
        WHERE comment_id = (SELECT comment_id FROM target) AND EXISTS (SELECT 1 FROM post_row)
       RETURNING like_count, post_id, (SELECT count(*) FROM changed)::int AS changed`;

export const UNLIKE_COMMENT_SQL = `WITH target AS (${VISIBLE_COMMENT_SQL}), ${LOCKED_POST},
       changed AS (DELETE FROM comment_likes
                    WHERE comment_id = (SELECT comment_id FROM target) AND user_id = $1 AND EXISTS (SELECT 1 FROM post_row) RETURNING 1)
       UPDATE comments SET like_count = like_count - (SELECT count(*) FROM changed)::int
        WHERE comment_id = (SELECT comment_id FROM target) AND EXISTS (SELECT 1 FROM post_row)
       RETURNING like_count, post_id, (SELECT count(*) FROM changed)::int AS changed`;

/** Whether member $1 may write to group $2: an accepted member of a group not removed (a yes/no). */
export const WRITES_TO_GROUP_SQL = `SELECT ${isGroupMember('$2::int', '$1::int')} AS member`;

/**
 * A page of group $2's prayer requests with status $3 as member $1 sees them (the group's Prayer
 * tab), newest first (limit + 1 rows), each complete (postExtrasSql). The caller has checked the
 * membership; the statement carries every rule anyway (POST_VISIBLE_TO_ME).
 */
export function groupPrayerRequestsQuery(me: number, groupId: number, status: 'open' | 'answered', page: PageRequest): { sql: string; params: unknown[] } {
  const params: unknown[] = [me, groupId, status];
  const after = olderThan(page.after, params);
  const build = () => `WITH page AS MATERIALIZED (
         SELECT ${POST_COLUMNS} FROM posts p ${ACTIVE_AUTHOR_JOIN}
          WHERE p.group_id = $2 AND p.post_type IN ('pray_request', 'emergency_pray_request') AND p.prayer_status = $3
            AND ${POST_VISIBLE_TO_ME} ${after}
          ${NEWEST_FIRST} LIMIT ${sqlInt(page.limit + 1)})
       SELECT page.*, ${postExtrasSql('page')} FROM page ORDER BY page.created_at DESC, page.posts_id DESC`;
  return { sql: statementText(`group-prayer:${page.limit}:${after ? 'after' : 'first'}`, build), params };
}

const position = { createdAt: '2000-01-01T00:00:00Z', id: 1 };

export const SQL_EXAMPLES = {
  cursorTimestampSql: [['p.created_at']],
  isoMillisSql: [['c.created_at']],
  postExtrasSql: [['x']],
  authorHiddenSql: [['p', '$1']],
  shownAuthorColumns: [['p', 'u', '$1']],
  commenterHiddenSql: [['c', '$1']],
  mayCommentSql: [['p', '$1']],
  shownCommenterColumns: [['c', 'u', '$1']],
  olderThan: [[null, []], [position, [0, 0]]],
  authorPostsQuery: [
    [0, 0, { offset: 0, limit: 20, after: null }, true, false],
    [0, 0, { offset: 0, limit: 20, after: position }, false, true],
    [0, 1, { offset: 0, limit: 20, after: null }, true, true],
  ],
  groupPrayerRequestsQuery: [
    [0, 0, 'open', { offset: 0, limit: 20, after: null }],
    [0, 0, 'answered', { offset: 0, limit: 20, after: position }],
  ],
  commentsPageQuery: [
    [0, 0, 50, null],
    [0, 0, 50, { position }],
    [0, 0, 50, { instant: position.createdAt }],
  ],
};
