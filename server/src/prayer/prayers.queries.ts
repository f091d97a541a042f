import { notBlockedBetween } from '../conn/conn.queries';
import { ACTIVE_AUTHOR_JOIN, cursorTimestampSql, POST_VISIBLE_TO_ME, POSTS_TABLE } from '../posts/posts.queries';
import { activeMemberJoin } from '../users/users.queries';
import { PRAYERS_PAGE_SIZE } from './limits';
import { PRAYER_POST_TYPES_SQL } from './prayer.queries';

/**
 * "I prayed", who prayed, and a request's status (prayers.repository.ts runs them): member $1
 * sees the request as every read of posts does (POST_VISIBLE_TO_ME).
 */

/** Post $2 if member $1 may see it, with what decides whether it can be prayed for. */
export const PRAY_TARGET_SQL = `SELECT p.posts_id, p.user_id, p.post_type IN ${PRAYER_POST_TYPES_SQL} AS is_request
    FROM ${POSTS_TABLE} p ${ACTIVE_AUTHOR_JOIN} WHERE p.posts_id = $2 AND ${POST_VISIBLE_TO_ME}`;

/**
 * "I prayed", as likes are done (LikesService): one statement checks that the member may see the
 * request, inserts or deletes the member's row and moves prayer_count by exactly the rows
 * inserted or deleted, so repeated and concurrent calls keep the count equal to the rows. Praying
 * again moves the row's prayed_at to now (they prayed again: Today's prayed_today, issue 44);
 * `xmax = 0` tells a new row from an updated one. A post that is not a prayer request changes nothing; the statement then answers no row,
 * and only then a second read tells 404 from 400.
 */
export const PRAY_SQL = `WITH target AS (${PRAY_TARGET_SQL}),
   changed AS (INSERT INTO post_prayers (post_id, user_id) SELECT posts_id, $1 FROM target WHERE is_request
               ON CONFLICT (post_id, user_id) DO UPDATE SET prayed_at = now() RETURNING (xmax = 0) AS inserted)
   UPDATE ${POSTS_TABLE} SET prayer_count = prayer_count + (SELECT count(*) FROM changed WHERE inserted)::int, card_rev = card_rev + 1
    WHERE posts_id = (SELECT posts_id FROM target WHERE is_request)
   RETURNING prayer_count, (SELECT count(*) FROM changed WHERE inserted)::int AS changed`;

export const UNPRAY_SQL = `WITH target AS (${PRAY_TARGET_SQL}),
   changed AS (DELETE FROM post_prayers WHERE post_id = (SELECT posts_id FROM target WHERE is_request) AND user_id = $1 RETURNING 1)
   UPDATE ${POSTS_TABLE} SET prayer_count = prayer_count - (SELECT count(*) FROM changed)::int, card_rev = card_rev + 1
    WHERE posts_id = (SELECT posts_id FROM target WHERE is_request)
   RETURNING prayer_count, (SELECT count(*) FROM changed)::int AS changed`;

/**
 * Who prayed for request $2, most recent first (post_prayers_post_idx), as reader $1 may see them:
 * active members not separated from the reader by a block either way; `after`: after position ($3, $4).
 */
export function prayersPageSql(after: boolean): string {
  return `SELECT pr.user_id, u.user_name, u.profile_picture, pr.prayed_at, ${cursorTimestampSql('pr.prayed_at')} AS cursor_ts
     FROM post_prayers pr ${activeMemberJoin('u', 'pr.user_id')}
    WHERE pr.post_id = $2 AND ${notBlockedBetween('$1', 'pr.user_id')}
      ${after ? 'AND (pr.prayed_at, pr.user_id) < ($3::timestamptz, $4::int)' : ''}
    ORDER BY pr.prayed_at DESC, pr.user_id DESC LIMIT ${PRAYERS_PAGE_SIZE + 1}`;
}

/**
 * Request $1's new status $2 (with testimony $3 when answered). As a SELECT over the update:
 * TypeORM answers an UPDATE's rows with its row count around them.
 */
export const SET_PRAYER_STATUS_SQL = `WITH changed AS (
           UPDATE ${POSTS_TABLE} SET prayer_status = $2, prayer_status_changed_at = now(),
                  answered_at = CASE WHEN $2 = 'answered' THEN now() END,
                  answer_testimony = CASE WHEN $2 = 'answered' THEN $3::text END
            WHERE posts_id = $1
            RETURNING prayer_status, answered_at, answer_testimony)
         SELECT * FROM changed`;

/** Request $1 answered or closed ($2): its running commitments end with that reason. */
export const END_COMMITMENTS_ON_STATUS_SQL = `UPDATE prayer_commitments SET ended_at = now(), end_reason = $2 WHERE post_id = $1 AND ended_at IS NULL`;

/** Request $2 as member $1 may see it, locked for a status change. */
export const LOCK_REQUEST_FOR_STATUS_SQL = `SELECT p.user_id, p.prayer_status FROM ${POSTS_TABLE} p ${ACTIVE_AUTHOR_JOIN}
        WHERE p.posts_id = $2 AND ${POST_VISIBLE_TO_ME} FOR NO KEY UPDATE OF p`;

export const SQL_EXAMPLES = {
  prayersPageSql: [[false], [true]],
};
