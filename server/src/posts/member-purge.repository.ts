import { EntityManager } from 'typeorm';
import {
  LOCK_PURGED_MEMBER_POSTS_SQL, UNCOUNT_PURGED_COMMENT_LIKES_SQL, UNCOUNT_PURGED_POST_LIKES_SQL, UNCOUNT_PURGED_PRAYERS_SQL,
} from './jobs.queries';

/**
 * The posts module's part of a member's purge (auth/account-purge.processor.ts purgeDeleted runs the
 * steps of every owner in one transaction, in this order: groups locked, posts locked, groups
 * handed over, posts uncounted, groups uncounted; then the row goes and ON DELETE CASCADE takes
 * the member's rows).
 */

/**
 * Locks the others' posts whose rows or triggers the purge of member $1 changes, in id order.
 * Changes to comments move their posts (trigger), and a comment like locks the post before the
 * comment, so changing comments before holding their posts could deadlock with one.
 */
export async function lockPurgedMemberPosts(m: EntityManager, userId: number): Promise<void> {
  await m.query(LOCK_PURGED_MEMBER_POSTS_SQL, [userId]);
}

/**
 * Takes off what purged member $1's likes and prayers ("I prayed", issue #33) counted on others'
 * posts and comments: the cascade removes those rows but not their counts. (Comments on others' posts need none: the comments
 * trigger counts the cascade's deletions, migration CountsExact.)
 */
export async function uncountPurgedMemberInPosts(m: EntityManager, userId: number): Promise<void> {
  const params = [userId];
  await m.query(UNCOUNT_PURGED_POST_LIKES_SQL, params);
  await m.query(UNCOUNT_PURGED_PRAYERS_SQL, params);
  await m.query(UNCOUNT_PURGED_COMMENT_LIKES_SQL, params);
}
