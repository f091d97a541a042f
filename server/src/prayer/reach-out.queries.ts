import { notBlockedWithViewer } from '../conn/conn.queries';
import { isCareTeamMember } from '../groups/groups.queries';
import { ACTIVE_AUTHOR_JOIN, POST_VISIBLE_TO_ME, POSTS_TABLE } from '../posts/posts.queries';
import { activeMemberJoin } from '../users/users.queries';

/**
 * A care team's "I'm reaching out" on an emergency request in its group (issue 44); run by
 * reach-out.repository.ts. The request is read through posts' visibility rule, the team through
 * groups' fragment.
 */

/**
 * Request $2 as member $1 may see it, with whether $1 is on the care team of its group (false for a
 * post outside a group), locked against a concurrent removal; no row when $1 may not see it.
 */
export const REACH_OUT_TARGET_SQL = `SELECT p.posts_id, p.user_id, p.post_type, p.group_id,
         p.group_id IS NOT NULL AND ${isCareTeamMember('p.group_id', '$1')} AS on_team
    FROM ${POSTS_TABLE} p ${ACTIVE_AUTHOR_JOIN}
   WHERE p.posts_id = $2 AND ${POST_VISIBLE_TO_ME} FOR SHARE OF p`;

/** Member $2 reaches out on request $1 ($3: anonymous to the author); no row when they already did. */
export const ADD_REACH_OUT_SQL = `INSERT INTO prayer_reach_outs (post_id, user_id, anonymous) VALUES ($1, $2, $3)
    ON CONFLICT (post_id, user_id) DO NOTHING RETURNING post_id`;

/**
 * Who is reaching out on request $1, as care team member $2 sees it (the team always sees the name,
 * also of an anonymous reach-out: only the author is spared it): active members not blocked either
 * way with the reader, first come first.
 */
export const REACH_OUTS_SQL = `SELECT u.user_id, u.user_name, u.profile_picture, r.anonymous, r.created_at
    FROM prayer_reach_outs r ${activeMemberJoin('u', 'r.user_id')}
   WHERE r.post_id = $1 AND ${notBlockedWithViewer('$2', 'r.user_id')}
   ORDER BY r.created_at, r.user_id`;
