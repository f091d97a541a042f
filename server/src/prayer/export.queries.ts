/** The prayer module's part of a member's data export: their own rows (exempt from the visibility rules). */

/** The prayer requests member $1 said "I prayed" for (issue #33), oldest first. */
export const EXPORTED_PRAYERS_SQL = `SELECT post_id, prayed_at FROM post_prayers WHERE user_id = $1 ORDER BY prayed_at, post_id`;

/** The emergency requests member $1 said "I'm reaching out" on as a care team member (issue 44), oldest first. */
export const EXPORTED_REACH_OUTS_SQL = `SELECT post_id, anonymous, created_at FROM prayer_reach_outs WHERE user_id = $1 ORDER BY created_at, post_id`;
