import { EntityManager } from 'typeorm';
import { PURGED_MEMBER_PRAYED_POSTS, PURGED_MEMBER_PRAYERS_PER_POST } from '../prayer/prayer.queries';

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
  await m.query(
    `SELECT 1 FROM posts WHERE user_id <> $1 AND posts_id IN (
       SELECT posts_id FROM post_likes WHERE user_id = $1
       UNION ${PURGED_MEMBER_PRAYED_POSTS}
       UNION SELECT post_id FROM comments WHERE user_id = $1
       UNION SELECT c.post_id FROM comment_likes l JOIN comments c ON c.comment_id = l.comment_id WHERE l.user_id = $1)
    ORDER BY posts_id FOR NO KEY UPDATE`,
    [userId],
  );
}

/**
 * Takes off what purged member $1's likes and prayers ("I prayed", issue #33) counted on others'
 * posts and comments: the cascade removes those rows but not their counts. (Comments on others' posts need none: the comments
 * trigger counts the cascade's deletions, migration CountsExact.)
 */
export async function uncountPurgedMemberInPosts(m: EntityManager, userId: number): Promise<void> {
  const params = [userId];
  await m.query(
    `UPDATE posts p SET like_count = p.like_count - x.n, card_rev = p.card_rev + 1
     FROM (SELECT posts_id, count(*)::int AS n FROM post_likes WHERE user_id = $1 GROUP BY posts_id) x
    WHERE p.posts_id = x.posts_id AND p.user_id <> $1`,
    params,
  );
  await m.query(
    `UPDATE posts p SET prayer_count = p.prayer_count - x.n, card_rev = p.card_rev + 1
     FROM (${PURGED_MEMBER_PRAYERS_PER_POST}) x
    WHERE p.posts_id = x.post_id AND p.user_id <> $1`,
    params,
  );
  await m.query(
    `UPDATE comments c SET like_count = c.like_count - x.n
     FROM (SELECT comment_id, count(*)::int AS n FROM comment_likes WHERE user_id = $1 GROUP BY comment_id) x
    WHERE c.comment_id = x.comment_id AND c.user_id <> $1`,
    params,
  );
}

/** The media rows (alias m) under purged member $1's posts and comments, others' comments there included. */
export const PURGED_MEMBER_POST_MEDIA = `m.posts_id IN (SELECT posts_id FROM posts WHERE user_id = $1)
  OR m.comment_id IN (SELECT c.comment_id FROM comments c JOIN posts p ON p.posts_id = c.post_id WHERE c.user_id = $1 OR p.user_id = $1)`;
