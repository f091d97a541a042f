import { EntityManager } from 'typeorm';
import { activeMemberJoin } from '../users/users.queries';

/**
 * Reads of groups, their members and comments for the notifications module, which tells members
 * what happened in a group but owns none of these tables. Who decides on join requests is
 * GroupAccessService.requestDeciders. Groups and comments a moderator removed are not there:
 * events about them still waiting notify nobody, and a fan-out in progress stops.
 */

/** Group comment `commentId` of group `groupId`, with its author and the group's title. */
export async function likedGroupComment(m: EntityManager, commentId: number, groupId: number): Promise<{ user_id: number; content: string; title: string } | undefined> {
  const [row]: Array<{ user_id: number; content: string; title: string }> = await m.query(
    `SELECT c.user_id, c.content, g.title FROM group_comments c JOIN groups g ON g.group_id = c.group_id
        WHERE c.comment_id = $1 AND c.group_id = $2 AND c.removed_at IS NULL AND g.removed_at IS NULL`,
    [commentId, groupId],
  );
  return row;
}

/** The comment row's random key, which names its fan-out jobs (a comment id given out again is a new row). */
export async function groupCommentJobKey(m: EntityManager, commentId: number, groupId: number): Promise<string | undefined> {
  const [row]: Array<{ job_key: string }> = await m.query(`SELECT job_key FROM group_comments WHERE comment_id = $1 AND group_id = $2`, [commentId, groupId]);
  return row?.job_key;
}

/**
 * Member `userId`'s pending row in group `groupId` (a join request or an invitation): the group's
 * title and since when it is pending (epoch ms), which names the action.
 */
export async function pendingMembership(m: EntityManager, groupId: number, userId: number): Promise<{ title: string; pending_since: string } | undefined> {
  const [row]: Array<{ title: string; pending_since: string }> = await m.query(
    `SELECT g.title, (extract(epoch FROM m.joined_at) * 1000)::bigint AS pending_since
         FROM group_members m JOIN groups g ON g.group_id = m.group_id
        WHERE m.group_id = $1 AND m.user_id = $2 AND m.status = 'pending' AND g.removed_at IS NULL`,
    [groupId, userId],
  );
  return row;
}

/**
 * Group comment `commentId` for its fan-out while its author is active: text, group title, the
 * author's name and the row's job key (`commentKey` null: any key, for jobs queued without one).
 */
export async function fanOutComment(
  m: EntityManager,
  commentId: number,
  groupId: number,
  commentKey: string | null,
): Promise<{ content: string; title: string; actor: string; job_key: string } | undefined> {
  const [row]: Array<{ content: string; title: string; actor: string; job_key: string }> = await m.query(
    `SELECT c.content, g.title, u.user_name AS actor, c.job_key FROM group_comments c
         JOIN groups g ON g.group_id = c.group_id ${activeMemberJoin('u', 'c.user_id')}
        WHERE c.comment_id = $1 AND c.group_id = $2 AND c.job_key = COALESCE($3::uuid, c.job_key)
          AND c.removed_at IS NULL AND g.removed_at IS NULL`,
    [commentId, groupId, commentKey],
  );
  return row;
}

/** Up to `limit` accepted members of the group after `afterUserId` but `exceptUserId`, in user_id order (group_members' primary key). */
export async function acceptedMembersAfter(m: EntityManager, groupId: number, afterUserId: number, exceptUserId: number, limit: number): Promise<number[]> {
  const rows: Array<{ user_id: number }> = await m.query(
    `SELECT user_id FROM group_members
        WHERE group_id = $1 AND status = 'accepted' AND user_id > $2 AND user_id <> $3
        ORDER BY user_id LIMIT $4`,
    [groupId, afterUserId, exceptUserId, limit],
  );
  return rows.map((r) => r.user_id);
}

/** Whether member `userId` likes group comment `commentId`. */
export async function likesGroupComment(m: EntityManager, commentId: number, userId: number): Promise<boolean> {
  const rows: unknown[] = await m.query(`SELECT 1 FROM group_comment_likes WHERE comment_id = $1 AND user_id = $2`, [commentId, userId]);
  return rows.length > 0;
}
