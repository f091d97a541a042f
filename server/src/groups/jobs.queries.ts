import { activeMemberJoin } from '../users/users.queries';

/** Statements of what the notifications module reads of groups to derive notifications (a job; the notifications' insert skips blocked and inactive members); run by notification-reads.repository.ts. */

/** Group comment $1 of group $2 (neither removed), with its author and the group's title. */
export const LIKED_GROUP_COMMENT_SQL = `SELECT c.user_id, c.content, g.title FROM group_comments c JOIN groups g ON g.group_id = c.group_id
        WHERE c.comment_id = $1 AND c.group_id = $2 AND c.removed_at IS NULL AND g.removed_at IS NULL`;

export const GROUP_COMMENT_JOB_KEY_SQL = `SELECT job_key FROM group_comments WHERE comment_id = $1 AND group_id = $2`;

/** Member $2's pending row in group $1 (not removed): the group's title and since when (epoch ms). */
export const PENDING_MEMBERSHIP_SQL = `SELECT g.title, (extract(epoch FROM m.joined_at) * 1000)::bigint AS pending_since
         FROM group_members m JOIN groups g ON g.group_id = m.group_id
        WHERE m.group_id = $1 AND m.user_id = $2 AND m.status = 'pending' AND g.removed_at IS NULL`;

/** Group comment $1 of group $2 with job key $3 (any when null) while it, its group and its author are shown. */
export const FAN_OUT_COMMENT_SQL = `SELECT c.content, g.title, u.user_name AS actor, c.job_key FROM group_comments c
         JOIN groups g ON g.group_id = c.group_id ${activeMemberJoin('u', 'c.user_id')}
        WHERE c.comment_id = $1 AND c.group_id = $2 AND c.job_key = COALESCE($3::uuid, c.job_key)
          AND c.removed_at IS NULL AND g.removed_at IS NULL`;

/** Up to $4 accepted members of group $1 after user $2, except $3, in user_id order. */
export const ACCEPTED_MEMBERS_AFTER_SQL = `SELECT user_id FROM group_members
        WHERE group_id = $1 AND status = 'accepted' AND user_id > $2 AND user_id <> $3
        ORDER BY user_id LIMIT $4`;

export const LIKES_GROUP_COMMENT_SQL = `SELECT 1 FROM group_comment_likes WHERE comment_id = $1 AND user_id = $2`;

/**
 * Up to $5 accepted members of group $1 after user $2, except $3 (the author), who want to hear of
 * a new prayer request there: all of them at level `all`, and at `emergency` (the default, no row)
 * when $4 (the request is an emergency), in user_id order; nobody once a moderator removed the group.
 */
export const GROUP_PRAYER_AUDIENCE_SQL = `SELECT gm.user_id FROM group_members gm
          LEFT JOIN group_prayer_settings s ON s.group_id = gm.group_id AND s.user_id = gm.user_id
        WHERE gm.group_id = $1 AND gm.status = 'accepted' AND gm.user_id > $2 AND gm.user_id <> $3
          AND (coalesce(s.level, 'emergency') = 'all' OR ($4::boolean AND coalesce(s.level, 'emergency') = 'emergency'))
          AND EXISTS (SELECT 1 FROM groups g WHERE g.group_id = gm.group_id AND g.removed_at IS NULL)
        ORDER BY gm.user_id LIMIT $5`;

/**
 * The care team of group $1 (issue 44) but $2 (the author): members still accepted, told of an
 * emergency request whatever their level (the notifications' insert skips blocks and inactive
 * accounts); nobody once a moderator removed the group. At most 20 (CARE_TEAM_MAX).
 */
export const CARE_TEAM_AUDIENCE_SQL = `SELECT ct.user_id FROM group_care_team ct
         JOIN group_members gm ON gm.group_id = ct.group_id AND gm.user_id = ct.user_id AND gm.status = 'accepted'
        WHERE ct.group_id = $1 AND ct.user_id <> $2
          AND EXISTS (SELECT 1 FROM groups g WHERE g.group_id = ct.group_id AND g.removed_at IS NULL)
        ORDER BY ct.user_id`;

/** Group $1's title while a moderator has not removed it. */
export const SHOWN_GROUP_TITLE_SQL = `SELECT title FROM groups WHERE group_id = $1 AND removed_at IS NULL`;
