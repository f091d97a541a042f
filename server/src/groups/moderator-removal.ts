import { EntityManager } from 'typeorm';
import { ModeratedContent, PREVIEW_LENGTH } from '../common/removable-content';

/**
 * A moderator's removal of a group or a group comment (issue #29, `remove_content`): `removed_at`
 * is set and every group read leaves it out at once (GroupAccessService, the group lists and
 * search, the thread, the reads notifications derive from); the purge job deletes it 30 days
 * later (removed-content-purge.ts), and restoring before that brings it back as it was. Run them
 * inside the moderator's transaction (`m`).
 *
 * groups.comment_count counts the comments shown: a removed comment leaves it and a restored one
 * comes back (kept here, as the thread service keeps it for new and deleted comments), and the
 * purge deletes removed comments without counting them again.
 */

export type GroupsRemovable = 'group' | 'group_comment';

interface Changed {
  author_id: number;
  text: string;
  group_id: number;
}

function rowsOf(result: unknown): Changed[] {
  // UPDATE … RETURNING answers [rows, count] through TypeORM's query.
  return (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as Changed[];
}

async function setRemoved(m: EntityManager, type: GroupsRemovable, id: number, removed: boolean): Promise<ModeratedContent | null> {
  // Only a change counts: removing what is already removed, or restoring what is not, answers null.
  const change = removed ? `removed_at = now() WHERE removed_at IS NULL` : `removed_at = NULL WHERE removed_at IS NOT NULL`;
  let row: Changed | undefined;
  if (type === 'group') {
    [row] = rowsOf(await m.query(`UPDATE groups SET ${change} AND group_id = $1 RETURNING host_user_id AS author_id, title AS text, group_id`, [id]));
  } else {
    // The comment, then its group: the order the thread's deletion takes.
    [row] = rowsOf(await m.query(`UPDATE group_comments SET ${change} AND comment_id = $1 RETURNING user_id AS author_id, content AS text, group_id`, [id]));
    if (row) await m.query(`UPDATE groups SET comment_count = comment_count + $2 WHERE group_id = $1`, [row.group_id, removed ? -1 : 1]);
  }
  if (!row) return null;
  return {
    authorId: row.author_id,
    preview: row.text.slice(0, PREVIEW_LENGTH),
    target: type === 'group' ? { type, groupId: row.group_id } : { type, groupId: row.group_id, commentId: id },
  };
}

/** Hides group or group comment `id` from everyone; null when it does not exist or is already removed. */
export function removeGroupContent(m: EntityManager, type: GroupsRemovable, id: number): Promise<ModeratedContent | null> {
  return setRemoved(m, type, id, true);
}

/** Shows a removed group or group comment again; null when it does not exist (purged) or is not removed. */
export function restoreGroupContent(m: EntityManager, type: GroupsRemovable, id: number): Promise<ModeratedContent | null> {
  return setRemoved(m, type, id, false);
}
