import { EntityManager } from 'typeorm';
import { ModeratedContent, PREVIEW_LENGTH } from '../common/removable-content';
import { LOCK_POST_OF_COMMENT_SQL, RELEASE_HELD_COMMENT_SQL, RELEASE_HELD_POST_SQL, setCommentRemovedSql, setPostRemovedSql } from './operator.queries';
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

async function setRemoved(m: EntityManager, type: PostsRemovable, id: number, removed: boolean): Promise<ModeratedContent | null> {
  // Only a change counts: removing what is already removed, or restoring what is not, answers null.
  let rows: Changed[];
  if (type === 'post') {
    rows = rowsOf<Changed>(await m.query(setPostRemovedSql(removed), [id]));
  } else {
    // The comment's post first: a comment like locks the post, then the comment (LOCK_POST_OF_COMMENT_SQL).
    await m.query(LOCK_POST_OF_COMMENT_SQL, [id]);
    rows = rowsOf<Changed>(await m.query(setCommentRemovedSql(removed), [id]));
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

/** A post or comment a moderator approved: what its announcement (the events its publication would have sent) needs. */
export interface ReleasedPostContent {
  post_id: number;
  /** The comment's id; null for a post. */
  comment_id: number | null;
  author_id: number;
  text: string;
  group_id: number | null;
  /** The post's type; null for a comment. */
  post_type: string | null;
  /** Shown now (false while its media are still being processed: the media worker announces it then). */
  is_ready: boolean;
}

/** Shows a post or comment held for approval (`approve_content`, issue 42); null when it is not held (or removed). */
export async function releaseHeldPostContent(m: EntityManager, type: PostsRemovable, id: number): Promise<ReleasedPostContent | null> {
  if (type === 'comment') await m.query(LOCK_POST_OF_COMMENT_SQL, [id]);
  return rowsOf<ReleasedPostContent>(await m.query(type === 'post' ? RELEASE_HELD_POST_SQL : RELEASE_HELD_COMMENT_SQL, [id]))[0] ?? null;
}
