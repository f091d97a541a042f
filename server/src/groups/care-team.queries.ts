import { notBlockedWithViewer } from '../conn/conn.queries';
import { activeMemberJoin } from '../users/users.queries';

/** A group's care team (issue 44): who is told at once of an emergency request in it; run by care-team.repository.ts. */

/**
 * The care team of group $1 as viewer $2 sees it: members still accepted, active, not blocked
 * either way with the viewer, by name.
 */
export const CARE_TEAM_SQL = `SELECT u.user_id, u.user_name, u.profile_picture
     FROM group_care_team ct
     JOIN group_members m ON m.group_id = ct.group_id AND m.user_id = ct.user_id AND m.status = 'accepted'
     ${activeMemberJoin('u', 'ct.user_id')}
    WHERE ct.group_id = $1 AND ${notBlockedWithViewer('$2', 'ct.user_id')}
    ORDER BY u.user_name, u.user_id`;

/** Which of the ids $2 are accepted members of group $1 with an active account (the team's candidates). */
export const ACCEPTED_AMONG_SQL = `SELECT m.user_id FROM group_members m ${activeMemberJoin('u', 'm.user_id')}
    WHERE m.group_id = $1 AND m.user_id = ANY($2::int[]) AND m.status = 'accepted'`;

/** Takes off group $1's team everyone not in $2; answers who was taken off (in a CTE: a DELETE … RETURNING answers [rows, count] through query). */
export const REMOVE_FROM_CARE_TEAM_SQL = `WITH gone AS (DELETE FROM group_care_team WHERE group_id = $1 AND NOT (user_id = ANY($2::int[])) RETURNING user_id)
    SELECT user_id FROM gone`;

/** Puts the members $2 on group $1's team (added by $3); answers who was not on it yet. */
export const ADD_TO_CARE_TEAM_SQL = `WITH added AS (INSERT INTO group_care_team (group_id, user_id, added_by)
    SELECT $1, id, $3 FROM unnest($2::int[]) AS id
    ON CONFLICT (group_id, user_id) DO NOTHING RETURNING user_id)
    SELECT user_id FROM added`;
