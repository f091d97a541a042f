import { isFriendOf } from '../conn/conn.queries';
import { POSTS_TABLE } from '../posts/posts.queries';

/**
 * Reads of prayer requests for the notifications module (notification.repository.ts runs them):
 * the request whose status changed, and who is to hear of it. Removed requests are not there;
 * blocks, mutes and inactive accounts are the notification insert's checks (noti), so these are
 * exempt from the visibility rules as internal jobs (common/visibility-rules.ts).
 */

/** Request $1 as it is now (its status may have moved on since the event). */
export const PRAYER_STATUS_NOTICE_SQL = `SELECT posts_id, user_id, anonymous, content, prayer_status, answer_testimony,
            (extract(epoch from prayer_status_changed_at) * 1000000)::bigint::text AS changed_us
       FROM ${POSTS_TABLE} WHERE posts_id = $1 AND prayer_status IS NOT NULL AND prayer_status_changed_at IS NOT NULL AND removed_at IS NULL`;

/** Members who may read request `p` (alias): public, or a friend of its author. */
const MAY_READ = (member: string) => `(p.visibility = 'public' OR ${isFriendOf(member, 'p.user_id')})`;

/**
 * Everyone who prayed for request $1 or committed to pray for it (each once), who may still read
 * it, in user id order after $2, at most $3: the `prayer_answered` audience, read in batches.
 */
export const PRAYER_ANSWERED_AUDIENCE_SQL = `SELECT a.user_id FROM (
         SELECT user_id FROM post_prayers WHERE post_id = $1 AND user_id > $2
         UNION
         SELECT user_id FROM prayer_commitments WHERE post_id = $1 AND user_id > $2) a
       JOIN ${POSTS_TABLE} p ON p.posts_id = $1
      WHERE a.user_id <> p.user_id AND ${MAY_READ('a.user_id')}
      ORDER BY a.user_id LIMIT $3`;

/**
 * Members whose commitment to request $1 ended because it was closed, in that change (their
 * ended_at is the change's time): the `prayer_closed` audience, in batches as above.
 */
export const PRAYER_CLOSED_AUDIENCE_SQL = `SELECT c.user_id FROM prayer_commitments c JOIN ${POSTS_TABLE} p ON p.posts_id = c.post_id
      WHERE c.post_id = $1 AND c.user_id > $2 AND c.end_reason = 'closed' AND c.ended_at = p.prayer_status_changed_at
        AND c.user_id <> p.user_id AND ${MAY_READ('c.user_id')}
      ORDER BY c.user_id LIMIT $3`;
