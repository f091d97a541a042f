import { groupCommentMediaJson } from '../media/media.queries';
import { isActiveMember, memberJoin } from '../users/users.queries';

/** Statements of the operators' views of groups and their removals (mod/); run by moderation.repository.ts. */

/** Groups $1 (int[]) as the operators see them, whatever their state. */
export const MODERATED_GROUPS_SQL = `
  SELECT g.group_id AS id, g.host_user_id AS author_id, a.user_name AS author_name, a.role AS author_role,
         g.title || E'\\n' || g.description AS content, g.group_id, g.title AS group_title, '[]'::json AS media,
         (g.removed_at IS NULL AND g.is_active) AS visible
    FROM groups g ${memberJoin('a', 'g.host_user_id')}
   WHERE g.group_id = ANY($1::int[])`;

/** Group comments $1 (int[]) as the operators see them, whatever their state. */
export const MODERATED_GROUP_COMMENTS_SQL = `
  SELECT c.comment_id AS id, c.user_id AS author_id, a.user_name AS author_name, a.role AS author_role, c.content,
         g.group_id, g.title AS group_title, ${groupCommentMediaJson('c.comment_id')} AS media,
         (c.removed_at IS NULL AND c.is_ready AND ${isActiveMember('a')} AND g.removed_at IS NULL AND g.is_active) AS visible
    FROM group_comments c JOIN groups g ON g.group_id = c.group_id ${memberJoin('a', 'c.user_id')}
   WHERE c.comment_id = ANY($1::int[])`;

/** Only a change counts: removing what is already removed, or restoring what is not, matches nothing. */
function removedChange(removed: boolean): string {
  return removed ? `removed_at = now() WHERE removed_at IS NULL` : `removed_at = NULL WHERE removed_at IS NOT NULL`;
}

/** Removes (or restores) group $1; answers its host, title and id. */
export function setGroupRemovedSql(removed: boolean): string {
  return `UPDATE groups SET ${removedChange(removed)} AND group_id = $1 RETURNING host_user_id AS author_id, title AS text, group_id`;
}

/** Removes (or restores) group comment $1; answers its author, text and group. */
export function setGroupCommentRemovedSql(removed: boolean): string {
  return `UPDATE group_comments SET ${removedChange(removed)} AND comment_id = $1 RETURNING user_id AS author_id, content AS text, group_id, held_at IS NOT NULL AS held`;
}

/** Adds $2 to group $1's comment_count. */
export const CHANGE_COMMENT_COUNT_SQL = `UPDATE groups SET comment_count = comment_count + $2 WHERE group_id = $1`;

/** A moderator approves group comment $1, held by a watched word (issue 42): shown to the group once its media are done (the caller counts it). */
export const RELEASE_HELD_GROUP_COMMENT_SQL = `UPDATE group_comments SET held_at = NULL, is_ready = NOT media_pending
   WHERE comment_id = $1 AND held_at IS NOT NULL AND removed_at IS NULL RETURNING user_id AS author_id, content AS text, group_id, is_ready`;

/** @public Example arguments of each builder, for the statement snapshots (server/queries/). */
export const SQL_EXAMPLES: Record<string, unknown[][]> = {
  setGroupRemovedSql: [[true], [false]],
  setGroupCommentRemovedSql: [[true], [false]],
};
