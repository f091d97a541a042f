import { EntityManager } from 'typeorm';
import { MODERATED_COMMENTS_SQL, MODERATED_POSTS_SQL, POST_COUNTS_SQL } from './operator.queries';

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
  /** Members see its author as `Anonymous` (an anonymous request, or its author's comment on it): showing them is audited. */
  anonymous: boolean;
}

/** The posts or comments with these ids that still exist, by id. */
export async function contentForModeration(m: EntityManager, type: 'post' | 'comment', ids: number[]): Promise<Map<number, ModeratedPostContent>> {
  if (ids.length === 0) return new Map();
  const rows: ModeratedPostContent[] = await m.query(type === 'post' ? MODERATED_POSTS_SQL : MODERATED_COMMENTS_SQL, [ids]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** How many posts each of these members has (removed ones included: an operator counts what was written). */
export async function postCountsOf(m: EntityManager, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows: Array<{ user_id: number; n: number }> = await m.query(POST_COUNTS_SQL, [userIds]);
  return new Map(rows.map((r) => [r.user_id, r.n]));
}
