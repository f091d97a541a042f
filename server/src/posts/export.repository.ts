import { EntityManager } from 'typeorm';
import { EXPORTED_COMMENTS_SQL, EXPORTED_LIKES_SQL, EXPORTED_POSTS_SQL } from './export.queries';

/**
 * Reads of one member's own posts, comments and likes for their data export (export/): only rows
 * the member wrote or made, never anyone else's content beyond the ids they point at.
 */

export interface ExportedPost {
  posts_id: number;
  content: string;
  visibility: string;
  /** The group whose members alone see it (visibility group), or null. */
  group_id: number | null;
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
  return m.query(EXPORTED_POSTS_SQL, [userId]);
}

export function exportedComments(m: EntityManager, userId: number): Promise<ExportedComment[]> {
  return m.query(EXPORTED_COMMENTS_SQL, [userId]);
}

/** The member's likes of posts and of post comments, oldest first. */
export function exportedLikes(m: EntityManager, userId: number): Promise<ExportedLike[]> {
  return m.query(EXPORTED_LIKES_SQL, [userId]);
}
