import { EntityManager } from 'typeorm';
import { groupCommentMediaJson } from '../media/media.queries';
import { isActiveMember, memberJoin } from '../users/users.queries';

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

const GROUP_SQL = `
  SELECT g.group_id AS id, g.host_user_id AS author_id, a.user_name AS author_name, a.role AS author_role,
         g.title || E'\\n' || g.description AS content, g.group_id, g.title AS group_title, '[]'::json AS media,
         (g.removed_at IS NULL AND g.is_active) AS visible
    FROM groups g ${memberJoin('a', 'g.host_user_id')}
   WHERE g.group_id = ANY($1::int[])`;

const GROUP_COMMENT_SQL = `
  SELECT c.comment_id AS id, c.user_id AS author_id, a.user_name AS author_name, a.role AS author_role, c.content,
         g.group_id, g.title AS group_title, ${groupCommentMediaJson('c.comment_id')} AS media,
         (c.removed_at IS NULL AND c.is_ready AND ${isActiveMember('a')} AND g.removed_at IS NULL AND g.is_active) AS visible
    FROM group_comments c JOIN groups g ON g.group_id = c.group_id ${memberJoin('a', 'c.user_id')}
   WHERE c.comment_id = ANY($1::int[])`;

/** The groups or group comments with these ids that still exist, by id. */
export async function groupContentForModeration(m: EntityManager, type: 'group' | 'group_comment', ids: number[]): Promise<Map<number, ModeratedGroupContent>> {
  if (ids.length === 0) return new Map();
  const rows: ModeratedGroupContent[] = await m.query(type === 'group' ? GROUP_SQL : GROUP_COMMENT_SQL, [ids]);
  return new Map(rows.map((r) => [r.id, r]));
}
