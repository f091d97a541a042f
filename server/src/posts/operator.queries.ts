import { mediaItemsJson } from '../media/media.queries';
import { activeMemberCheck, isActiveMember, memberJoin } from '../users/users.queries';

/**
 * The posts module's statements for operators (mod/: the report queue, resolutions, removals):
 * posts and comments whatever their state, so exempt from the visibility rules
 * (common/visibility-rules.ts); each says whether members still see the row.
 */

/** Posts $1 (ids) with their author (the real one of an anonymous request: `anonymous`), processed media and whether members see them. */
export const MODERATED_POSTS_SQL = `
  SELECT p.posts_id AS id, p.user_id AS author_id, a.user_name AS author_name, a.role AS author_role, p.content, p.posts_id AS post_id, p.anonymous,
         ${mediaItemsJson('posts_id', 'p.posts_id', '0')} AS media,
         (p.removed_at IS NULL AND p.is_ready AND ${isActiveMember('a')}) AS visible
    FROM posts p ${memberJoin('a', 'p.user_id')}
   WHERE p.posts_id = ANY($1::int[])`;

/** Comments $1 (ids) with their author, processed media and whether members see them. */
export const MODERATED_COMMENTS_SQL = `
  SELECT c.comment_id AS id, c.user_id AS author_id, a.user_name AS author_name, a.role AS author_role, c.content, c.post_id,
         (p.anonymous AND p.user_id = c.user_id) AS anonymous,
         ${mediaItemsJson('comment_id', 'c.comment_id', '0')} AS media,
         (c.removed_at IS NULL AND c.is_ready AND ${isActiveMember('a')} AND p.removed_at IS NULL AND p.is_ready
           AND ${activeMemberCheck('p.user_id')}) AS visible
    FROM comments c JOIN posts p ON p.posts_id = c.post_id ${memberJoin('a', 'c.user_id')}
   WHERE c.comment_id = ANY($1::int[])`;

/** How many posts each of members $1 has (removed ones included: an operator counts what was written). */
export const POST_COUNTS_SQL = `SELECT user_id, count(*)::int AS n FROM posts WHERE user_id = ANY($1::int[]) GROUP BY user_id`;

/**
 * Locks comment $1's post first: a comment like locks the post, then the comment, and the
 * comment's update moves its post (trigger), so taking the comment first could deadlock with one.
 */
export const LOCK_POST_OF_COMMENT_SQL = `SELECT 1 FROM posts WHERE posts_id = (SELECT post_id FROM comments WHERE comment_id = $1) FOR NO KEY UPDATE`;

/** Only a change counts: removing what is already removed, or restoring what is not, changes no row. */
const removedChange = (removed: boolean) => (removed ? `removed_at = now() WHERE removed_at IS NULL` : `removed_at = NULL WHERE removed_at IS NOT NULL`);

/** Removes (or restores) post $1; answers user_id, content, post_id when it changed. */
export const setPostRemovedSql = (removed: boolean) => `UPDATE posts SET ${removedChange(removed)} AND posts_id = $1 RETURNING user_id, content, posts_id AS post_id`;

/** Removes (or restores) comment $1; answers user_id, content, post_id when it changed. */
export const setCommentRemovedSql = (removed: boolean) => `UPDATE comments SET ${removedChange(removed)} AND comment_id = $1 RETURNING user_id, content, post_id`;

/**
 * A moderator approves a post held by a watched word (issue 42): it is no longer held, and ready
 * unless its media are still being processed (the media worker readies it then).
 */
export const RELEASE_HELD_POST_SQL = `UPDATE posts SET held_at = NULL, is_ready = (media_state IN ('none', 'ready'))
   WHERE posts_id = $1 AND held_at IS NOT NULL AND removed_at IS NULL
   RETURNING posts_id AS post_id, NULL::int AS comment_id, user_id AS author_id, content AS text, group_id, post_type, is_ready`;

/**
 * A moderator approves comment $1, held by a watched word: counted on its post (the comments
 * trigger), and shown at once unless its media are still being processed (the media worker readies it then).
 */
export const RELEASE_HELD_COMMENT_SQL = `UPDATE comments SET held_at = NULL, is_ready = NOT media_pending
   WHERE comment_id = $1 AND held_at IS NOT NULL AND removed_at IS NULL
   RETURNING post_id, comment_id, user_id AS author_id, content AS text, NULL::int AS group_id, NULL::text AS post_type, is_ready`;

export const SQL_EXAMPLES = {
  setPostRemovedSql: [[true], [false]],
  setCommentRemovedSql: [[true], [false]],
};
