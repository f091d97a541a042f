import { EntityManager } from 'typeorm';
import { ModeratedContent, PREVIEW_LENGTH } from '../common/removable-content';
import { rowsOf } from './sql-result';

/**
 * A moderator's removal of a post or a comment (issue #29, `remove_content`): `removed_at` is set
 * and every read leaves the row out at once, its author's included (POST_VISIBLE_TO_ME, the feed,
 * comment reads, the reads notifications derive from). The purge job deletes it 30 days later
 * (removed-content-purge.ts); restoring before that brings it back as it was. Run them inside the
 * moderator's transaction (`m`).
 *
 * Counts stay honest: a removed comment leaves its post's comment_count and a restored one comes
 * back to it (the comments trigger, migration ContentRemoval); likes of removed content are kept,
 * and nobody can add or take one while it is removed (404).
 */

export type PostsRemovable = 'post' | 'comment';

interface Changed {
  user_id: number;
  content: string;
  post_id: number;
}

const preview = (text: string) => text.slice(0, PREVIEW_LENGTH);

/**
 * Locks the comment's post first: a comment like locks the post, then the comment, and the
 * comment's update moves its post (trigger), so taking the comment first could deadlock with one.
 */
async function lockPostOfComment(m: EntityManager, commentId: number): Promise<void> {
  await m.query(`SELECT 1 FROM posts WHERE posts_id = (SELECT post_id FROM comments WHERE comment_id = $1) FOR NO KEY UPDATE`, [commentId]);
}

async function setRemoved(m: EntityManager, type: PostsRemovable, id: number, removed: boolean): Promise<ModeratedContent | null> {
  // Only a change counts: removing what is already removed, or restoring what is not, answers null.
  const change = removed ? `removed_at = now() WHERE removed_at IS NULL` : `removed_at = NULL WHERE removed_at IS NOT NULL`;
  let rows: Changed[];
  if (type === 'post') {
    rows = rowsOf<Changed>(await m.query(`UPDATE posts SET ${change} AND posts_id = $1 RETURNING user_id, content, posts_id AS post_id`, [id]));
  } else {
    await lockPostOfComment(m, id);
    rows = rowsOf<Changed>(await m.query(`UPDATE comments SET ${change} AND comment_id = $1 RETURNING user_id, content, post_id`, [id]));
  }
  const [row] = rows;
  if (!row) return null;
  return {
    authorId: row.user_id,
    preview: preview(row.content),
    target: type === 'post' ? { type, postId: row.post_id } : { type, postId: row.post_id, commentId: id },
  };
}

/** Hides post or comment `id` from everyone; null when it does not exist or is already removed. */
export function removePostContent(m: EntityManager, type: PostsRemovable, id: number): Promise<ModeratedContent | null> {
  return setRemoved(m, type, id, true);
}

/** Shows a removed post or comment again; null when it does not exist (purged) or is not removed. */
export function restorePostContent(m: EntityManager, type: PostsRemovable, id: number): Promise<ModeratedContent | null> {
  return setRemoved(m, type, id, false);
}
