/**
 * The posts module's statements for a member's data export (export/): only rows member $1
 * wrote or made, theirs to take whatever members may see now, so exempt from the visibility
 * rules (common/visibility-rules.ts).
 */

export const EXPORTED_POSTS_SQL = `SELECT posts_id, content, visibility, group_id, post_type, like_count, comment_count, prayer_count, prayer_status, answered_at, answer_testimony, created_at
       FROM posts WHERE user_id = $1 ORDER BY created_at, posts_id`;

export const EXPORTED_COMMENTS_SQL = `SELECT comment_id, post_id, content, like_count, created_at FROM comments WHERE user_id = $1 ORDER BY created_at, comment_id`;

/** The member's likes of posts and of post comments, oldest first. */
export const EXPORTED_LIKES_SQL = `SELECT 'post' AS kind, posts_id AS target_id, created_at FROM post_likes WHERE user_id = $1
     UNION ALL
     SELECT 'comment' AS kind, comment_id AS target_id, created_at FROM comment_likes WHERE user_id = $1
     ORDER BY created_at, kind, target_id`;
