import { likedBySql } from '../database/liked-by.queries';

/**
 * The prayer module's SQL for statements of other modules: posts embeds the reader's prayers in
 * its feed and post statements and counts a purged member's prayers off the requests in its
 * purge, each in one statement with its own table. This file imports nothing from posts, so posts
 * may import it while prayer imports posts' index.
 */

/** The post types that are prayer requests: only they can be prayed for, answered or closed. */
export const PRAYER_POST_TYPES_SQL = `('pray_request', 'emergency_pray_request')`;

/**
 * The reader's prayers among the page's prayer requests, read as their likes are (one range of
 * post_prayers_user_post_idx between the page's lowest and highest post id). An init plan, run
 * when first needed: a page without prayer requests never reads it (see is_prayed in the feed's
 * statement, which names the page CTE `page` and the reader $1).
 */
export const READER_PRAYERS_ON_PAGE = `ARRAY(SELECT pr.post_id FROM post_prayers pr
      WHERE pr.user_id = $1 AND pr.post_id BETWEEN (SELECT min(posts_id) FROM page) AND (SELECT max(posts_id) FROM page))`;

/**
 * Whether reader $1 prayed for post `x`: a primary-key probe of post_prayers, as likedBySql does
 * for likes, made for prayer requests only (prayer_status is null on every other post).
 */
export function isPrayedSql(x: string): string {
  return `(${x}.prayer_status IS NOT NULL AND ${likedBySql('post_prayers', 'post_id', `${x}.posts_id`, '$1')})`;
}

/** `SELECT post_id`: the requests member $1 said "I prayed" for (the purge locks them). */
export const PURGED_MEMBER_PRAYED_POSTS = `SELECT post_id FROM post_prayers WHERE user_id = $1`;

/** `SELECT post_id, n`: how many prayers member $1 counted on each request (the purge takes them off). */
export const PURGED_MEMBER_PRAYERS_PER_POST = `SELECT post_id, count(*)::int AS n FROM post_prayers WHERE user_id = $1 GROUP BY post_id`;

export const SQL_EXAMPLES = {
  isPrayedSql: [['p']],
};
