import { isBlockedBetween, notBlockedBetween } from '../conn/conn.queries';
import { activeMemberCheck } from '../users/users.queries';

/** Statements of who may see and decide on what in a group; run by group-access.repository.ts. */

/**
 * Comment $1 as member $2 may read it in the thread: they are an accepted member of its group,
 * its author's account is active and not blocked either way, it is ready or theirs, and neither
 * it nor its group was removed by a moderator.
 */
export const READABLE_GROUP_COMMENT_SQL = `SELECT c.comment_id, c.group_id, c.user_id
    FROM group_comments c
    JOIN group_members m ON m.group_id = c.group_id AND m.user_id = $2 AND m.status = 'accepted'
   WHERE c.comment_id = $1 AND c.removed_at IS NULL AND (c.is_ready OR c.user_id = $2)
     AND EXISTS (SELECT 1 FROM groups g WHERE g.group_id = c.group_id AND g.removed_at IS NULL)
     AND ${activeMemberCheck('c.user_id')} AND ${notBlockedBetween('$2', 'c.user_id')}`;

/** `SELECT user_id …`: the members of group <groupExpr> who decide on join requests: its accepted admins, or its host while it has none. */
export function requestDecidersSql(groupExpr: string): string {
  return `SELECT user_id FROM group_members WHERE group_id = ${groupExpr} AND role = 'admin' AND status = 'accepted'
       UNION SELECT host_user_id FROM groups WHERE group_id = ${groupExpr} AND NOT EXISTS (
         SELECT 1 FROM group_members WHERE group_id = ${groupExpr} AND role = 'admin' AND status = 'accepted')`;
}

export const REQUEST_DECIDERS_SQL = requestDecidersSql('$1');

/**
 * Whether a block stands, either way, between member $2 and one of group $1's deciders: a member
 * whom an admin blocked (or who blocked an admin) cannot be let in by anyone else either, so no
 * friend inside can invite them past the admin's block.
 */
export const BLOCKED_WITH_DECIDERS_SQL = `SELECT EXISTS (SELECT 1 FROM (${REQUEST_DECIDERS_SQL}) d WHERE ${isBlockedBetween('d.user_id', '$2')}) AS blocked`;

/**
 * Invitations and join requests of either member ($1, $2) to a group the other one decides on
 * (after a block between them).
 */
export const DELETE_PENDING_ACROSS_BLOCK_SQL = `DELETE FROM group_members m
  USING (VALUES ($1::int, $2::int), ($2::int, $1::int)) AS p(member_id, other_id)
  WHERE m.user_id = p.member_id AND m.status = 'pending' AND p.other_id IN (${requestDecidersSql('m.group_id')})`;

/** @public Example arguments of each builder, for the statement snapshots (server/queries/). */
export const SQL_EXAMPLES: Record<string, unknown[][]> = {
  requestDecidersSql: [['$1']],
};
