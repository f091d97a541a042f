import { EntityManager } from 'typeorm';

/**
 * Reads of one member's own posts, comments and likes for their data export (export/): only rows
 * the member wrote or made, never anyone else's content beyond the ids they point at.
 */

export interface ExportedPost {
  posts_id: number;
  content: string;
  visibility: string;
  post_type: string;
  like_count: number;
  comment_count: number;
  /** Prayer requests (issue #33): how many prayed, the status, and the author's answer. */
  prayer_count: number;
  prayer_status: string | null;
  answered_at: Date | null;
  answer_testimony: string | null;
  created_at: Date;
}

export interface ExportedComment {
  comment_id: number;
  post_id: number;
  content: string;
  like_count: number;
  created_at: Date;
}

export interface ExportedLike {
  kind: 'post' | 'comment';
  target_id: number;
  created_at: Date;
}

export function exportedPosts(m: EntityManager, userId: number): Promise<ExportedPost[]> {
  return m.query(
    `SELECT posts_id, content, visibility, post_type, like_count, comment_count, prayer_count, prayer_status, answered_at, answer_testimony, created_at
       FROM posts WHERE user_id = $1 ORDER BY created_at, posts_id`,
    [userId],
  );
}

export function exportedComments(m: EntityManager, userId: number): Promise<ExportedComment[]> {
  return m.query(
    `SELECT comment_id, post_id, content, like_count, created_at FROM comments WHERE user_id = $1 ORDER BY created_at, comment_id`,
    [userId],
  );
}

/** The member's likes of posts and of post comments, oldest first. */
export function exportedLikes(m: EntityManager, userId: number): Promise<ExportedLike[]> {
  return m.query(
    `SELECT 'post' AS kind, posts_id AS target_id, created_at FROM post_likes WHERE user_id = $1
     UNION ALL
     SELECT 'comment' AS kind, comment_id AS target_id, created_at FROM comment_likes WHERE user_id = $1
     ORDER BY created_at, kind, target_id`,
    [userId],
  );
}
