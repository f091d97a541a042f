import { EntityManager } from 'typeorm';
import { ModeratedContent, PREVIEW_LENGTH } from '../common/removable-content';
import {
  CHANGE_COMMENT_COUNT_SQL,
  MODERATED_GROUP_COMMENTS_SQL,
  MODERATED_GROUPS_SQL,
  RELEASE_HELD_GROUP_COMMENT_SQL,
  setGroupCommentRemovedSql,
  setGroupRemovedSql,
} from './operator.queries';

/**
 * Groups and group comments as the operators see them (mod/ report queue and resolutions):
 * whatever their state, with their author (a group's host), media and whether members still see them.
 */
export interface ModeratedGroupContent {
  id: number;
  author_id: number;
  author_name: string;
  /** The author's role: a moderator may not act on another operator's content. */
  author_role: string;
  content: string;
  group_id: number;
  group_title: string;
  media: Array<{ media_id: number; media_type: string; media_path: string | null; poster_path: string | null }>;
  visible: boolean;
}

/** The groups or group comments with these ids that still exist, by id. */
export async function groupContentForModeration(m: EntityManager, type: 'group' | 'group_comment', ids: number[]): Promise<Map<number, ModeratedGroupContent>> {
  if (ids.length === 0) return new Map();
  const rows: ModeratedGroupContent[] = await m.query(type === 'group' ? MODERATED_GROUPS_SQL : MODERATED_GROUP_COMMENTS_SQL, [ids]);
  return new Map(rows.map((r) => [r.id, r]));
}

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
  /** A held group comment (issue 42) was never counted in its group. */
  held?: boolean;
}

function rowsOf(result: unknown): Changed[] {
  // UPDATE … RETURNING answers [rows, count] through TypeORM's query.
  return (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as Changed[];
}

async function setRemoved(m: EntityManager, type: GroupsRemovable, id: number, removed: boolean): Promise<ModeratedContent | null> {
  // Only a change counts: removing what is already removed, or restoring what is not, answers null.
  let row: Changed | undefined;
  if (type === 'group') {
    [row] = rowsOf(await m.query(setGroupRemovedSql(removed), [id]));
  } else {
    // The comment, then its group: the order the thread's deletion takes.
    [row] = rowsOf(await m.query(setGroupCommentRemovedSql(removed), [id]));
    if (row && !row.held) await m.query(CHANGE_COMMENT_COUNT_SQL, [row.group_id, removed ? -1 : 1]);
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

/** A group comment a moderator approved: what its announcement needs. */
export interface ReleasedGroupComment {
  author_id: number;
  text: string;
  group_id: number;
  /** Shown now (false while its media are still being processed). */
  is_ready: boolean;
}

/** Shows a group comment held for approval to the group (`approve_content`) and counts it; null when it is not held. */
export async function releaseHeldGroupComment(m: EntityManager, commentId: number): Promise<ReleasedGroupComment | null> {
  const [row] = rowsOf(await m.query(RELEASE_HELD_GROUP_COMMENT_SQL, [commentId])) as unknown as ReleasedGroupComment[];
  if (!row) return null;
  await m.query(CHANGE_COMMENT_COUNT_SQL, [row.group_id, 1]);
  return row;
}
