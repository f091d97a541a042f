import { activeMemberJoin } from '../users/users.queries';

/** Statements of group comments as media targets, and the media rows that go with deleted groups and comments. */

/**
 * The media rows (alias m) that deleting a group comment ($1) or a whole group ($1) takes with
 * it by foreign key: their stored files are read with OrphanedFilesService.keysOf in the
 * deleting transaction and released after the commit.
 */
export const GROUP_COMMENT_MEDIA = 'm.group_comment_id = $1';
export const GROUP_MEDIA = 'm.group_comment_id IN (SELECT comment_id FROM group_comments WHERE group_id = $1)';

/** The media rows (alias m) under the removed groups, and the removed group comments, whose ids are $1 (int[]): the purge's. */
export const REMOVED_GROUPS_MEDIA = `m.group_comment_id IN (SELECT comment_id FROM group_comments WHERE group_id = ANY($1::int[]))`;
export const REMOVED_GROUP_COMMENTS_MEDIA = `m.group_comment_id = ANY($1::int[])`;

/** Comment $1's author and readiness (with `lock`, locked until the transaction ends). */
export function commentTargetSql(lock: boolean): string {
  return `SELECT user_id, is_ready FROM group_comments WHERE comment_id = $1${lock ? ' FOR UPDATE' : ''}`;
}

export const MARK_COMMENT_READY_SQL = `UPDATE group_comments SET is_ready = (held_at IS NULL), media_pending = false WHERE comment_id = $1 AND NOT is_ready`;

/** Whether comment $1 may be shown to anyone: it and its group not removed, its author active. */
export const COMMENT_SHOWN_SQL = `SELECT EXISTS (SELECT 1 FROM group_comments gc ${activeMemberJoin('u', 'gc.user_id')}
         JOIN groups g ON g.group_id = gc.group_id AND g.removed_at IS NULL
        WHERE gc.comment_id = $1 AND gc.removed_at IS NULL) AS shown`;

/** @public Example arguments of each builder, for the statement snapshots (server/queries/). */
export const SQL_EXAMPLES: Record<string, unknown[][]> = {
  commentTargetSql: [[false], [true]],
};
