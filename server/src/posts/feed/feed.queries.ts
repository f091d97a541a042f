import { blockedEitherWayIds, isFriendOf, notBlockedBetween, notMutedBy } from '../../conn/conn.queries';
import { sqlInt, statementText } from '../../database/prepared';
import { postGroupAudience } from '../../groups/groups.queries';
import { READER_PRAYERS_ON_PAGE } from '../../prayer/prayer.queries';
import { epochMicrosSql } from '../cursor';
import { PageRequest } from '../paging';
import { ACTIVE_AUTHOR_JOIN, NEWEST_FIRST, olderThan, POST_COLUMNS, postExtrasSql } from '../posts.queries';

/** The feed's statements (feed-page.ts runs them; the README tells how they are read). */

const PAGE_COLUMNS = `p.posts_id, p.user_id, p.created_at, p.card_rev, p.prayer_status IS NOT NULL AS is_request,
  ${epochMicrosSql('p.created_at')} AS cursor_us`;
/**
 * The author is active: a column of the post kept by the database (migration PostAuthorActive),
 * so the index walk filters on the row it reads. Looking the author up for each candidate post
 * was about a third of the statement's cost (a join was worse: the planner puts a Memoize node on
 * users, sized for the whole index walk and zeroed at every execution).
 */
const AUTHOR_ACTIVE = `p.author_active`;

/**
 * The reader's likes among the page's posts, read once for the page: their likes between its
 * lowest and highest post id are one range of post_likes_user_post_idx. Post ids grow with
 * created_at, so that range holds the page's posts and those the reader cannot see between them;
 * it is never more than the reader's own likes. (One primary-key probe per post cost 51 index
 * descents: ~12 % of the statement.)
 */
const READER_LIKES_ON_PAGE = `ARRAY(SELECT lk.posts_id FROM post_likes lk
      WHERE lk.user_id = $1 AND lk.posts_id BETWEEN (SELECT min(posts_id) FROM page) AND (SELECT max(posts_id) FROM page))`;

/**
 * Which posts are on the reader's feed page, and what of them is the reader's own: own posts,
 * public posts and friends-only posts of friends, of active members, newest first, none by a
 * member the reader muted or with whom a block stands either way (primary-key probes per
 * candidate post, in blocks and mutes), none a moderator removed. The ready
 * posts come from posts_feed_idx (partial on is_ready and removed_at IS NULL), walked in order and stopped after the
 * page; the reader's own posts still waiting for media are a second, tiny branch on
 * posts_author_idx; both are merged in order, one row more than the page for nextCursor. The
 * page is fixed first (MATERIALIZED) so the per-row reads run for its rows only. $1 is the
 * reader, $2 comment ids whose likes by the reader to answer, as an int[] literal such as
 * `{4,9}` (PostCardCache.commentsOf).
 */
export function feedQuery(me: number, page: PageRequest, commentIds = '{}'): { sql: string; params: unknown[] } {
  const params: unknown[] = [me, commentIds];
  const after = olderThan(page.after, params);
  const build = () => feedSql(page, after);
  // Offset pages are not prepared, so their texts are not kept either.
  const sql = page.offset === 0 ? statementText(`feed:${page.limit}:${after ? 'after' : 'first'}`, build) : build();
  return { sql, params };
}

function feedSql(page: PageRequest, after: string): string {
  const branchLimit = sqlInt(page.offset + page.limit + 1);
  return `WITH page AS MATERIALIZED (
      SELECT x.* FROM (
        (SELECT ${PAGE_COLUMNS} FROM posts p
          WHERE p.is_ready AND p.removed_at IS NULL AND ${AUTHOR_ACTIVE}
            AND (p.visibility IN ('public', 'group') OR p.user_id = $1
                 OR ${isFriendOf('$1', 'p.user_id')}) AND ${postGroupAudience('p', '$1')}
            AND ${notBlockedBetween('$1', 'p.user_id')} AND ${notMutedBy('$1', 'p.user_id')}
            ${after}
          ${NEWEST_FIRST} LIMIT ${branchLimit})
        UNION ALL
        (SELECT ${PAGE_COLUMNS} FROM posts p
          WHERE p.user_id = $1 AND NOT p.is_ready AND p.removed_at IS NULL AND ${AUTHOR_ACTIVE} AND ${postGroupAudience('p', '$1')} ${after}
          ${NEWEST_FIRST} LIMIT ${branchLimit})
      ) x
      ORDER BY x.created_at DESC, x.posts_id DESC OFFSET ${sqlInt(page.offset)} LIMIT ${sqlInt(page.limit + 1)})
    SELECT page.posts_id, page.card_rev, page.cursor_us,
      page.posts_id = ANY(${READER_LIKES_ON_PAGE}) AS is_liked,
      (page.is_request AND page.posts_id = ANY(${READER_PRAYERS_ON_PAGE})) AS is_prayed,
      (page.user_id = $1 OR EXISTS (SELECT 1 FROM comments c WHERE c.user_id = $1 AND c.post_id = page.posts_id AND NOT c.is_ready)) AS personal,
      ARRAY(SELECT cl.comment_id FROM comment_likes cl WHERE cl.user_id = $1 AND cl.comment_id = ANY($2::int[])) AS liked_comments,
      ${blockedEitherWayIds('$1')} AS blocked_ids
    FROM page ORDER BY page.created_at DESC, page.posts_id DESC`;
}

/** Posts $2 (ids) complete with media and newest comments as reader $1 sees them, with their card_rev. */
export const POSTS_BY_ID_SQL = `SELECT x.*, ${postExtrasSql('x')} FROM (
    SELECT ${POST_COLUMNS}, p.card_rev FROM posts p ${ACTIVE_AUTHOR_JOIN}
     WHERE p.posts_id = ANY($2::int[])) x`;

/** Of comments $2, those reader $1 likes. */
export const LIKED_COMMENTS_SQL = `SELECT comment_id FROM comment_likes WHERE user_id = $1 AND comment_id = ANY($2::int[])`;

const position = { createdAt: '2000-01-01T00:00:00Z', id: 1 };

export const SQL_EXAMPLES = {
  feedQuery: [
    [0, { offset: 0, limit: 20, after: null }],
    [0, { offset: 0, limit: 20, after: position }],
    [0, { offset: 1000, limit: 50, after: null }],
  ],
};
