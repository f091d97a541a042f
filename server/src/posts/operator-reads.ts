import { EntityManager } from 'typeorm';
import { mediaItemsJson } from '../media/media.queries';
import { activeMemberCheck, isActiveMember, memberJoin } from '../users/users.queries';

/**
 * Posts and comments as the operators see them (mod/ report queue and resolutions): whatever
 * their state, with their author, their processed media and whether members still see them.
 */
export interface ModeratedPostContent {
  id: number;
  author_id: number;
  author_name: string;
  /** The author's role: a moderator may not act on another operator's content. */
  author_role: string;
  content: string;
  post_id: number;
  media: Array<{ media_id: number; type: string; path: string | null; poster_path: string | null }>;
  visible: boolean;
}

const POST_SQL = `
  SELECT p.posts_id AS id, p.user_id AS author_id, a.user_name AS author_name, a.role AS author_role, p.content, p.posts_id AS post_id,
         ${mediaItemsJson('posts_id', 'p.posts_id', '0')} AS media,
         (p.removed_at IS NULL AND p.is_ready AND ${isActiveMember('a')}) AS visible
    FROM posts p ${memberJoin('a', 'p.user_id')}
   WHERE p.posts_id = ANY($1::int[])`;

const COMMENT_SQL = `
  SELECT c.comment_id AS id, c.user_id AS author_id, a.user_name AS author_name, a.role AS author_role, c.content, c.post_id,
         ${mediaItemsJson('comment_id', 'c.comment_id', '0')} AS media,
         (c.removed_at IS NULL AND c.is_ready AND ${isActiveMember('a')} AND p.removed_at IS NULL AND p.is_ready
           AND ${activeMemberCheck('p.user_id')}) AS visible
    FROM comments c JOIN posts p ON p.posts_id = c.post_id ${memberJoin('a', 'c.user_id')}
   WHERE c.comment_id = ANY($1::int[])`;

/** The posts or comments with these ids that still exist, by id. */
export async function contentForModeration(m: EntityManager, type: 'post' | 'comment', ids: number[]): Promise<Map<number, ModeratedPostContent>> {
  if (ids.length === 0) return new Map();
  const rows: ModeratedPostContent[] = await m.query(type === 'post' ? POST_SQL : COMMENT_SQL, [ids]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** How many posts each of these members has (removed ones included: an operator counts what was written). */
export async function postCountsOf(m: EntityManager, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows: Array<{ user_id: number; n: number }> = await m.query(
    `SELECT user_id, count(*)::int AS n FROM posts WHERE user_id = ANY($1::int[]) GROUP BY user_id`,
    [userIds],
  );
  return new Map(rows.map((r) => [r.user_id, r.n]));
}
