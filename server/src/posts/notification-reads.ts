import { EntityManager } from 'typeorm';

/**
 * Reads of posts, comments and their likes for the notifications module, which tells authors
 * what happened to their content but owns none of these tables. Content a moderator removed is
 * not there: events about it still waiting to be derived notify nobody. Each reads many ids at once, so
 * a batch of events costs a few statements whatever its size.
 */

export interface NotifiedPost {
  posts_id: number;
  user_id: number;
  content: string;
  post_type: string;
}

export interface NotifiedComment {
  comment_id: number;
  user_id: number;
  content: string;
}

/** A new comment on a post, with the post's author and type. */
export interface NewPostComment {
  comment_id: number;
  post_id: number;
  author_id: number;
  post_type: string;
  content: string;
}

/** A post or comment just shown (its media ready): a post has `comment_id` null. */
export interface ShownContent {
  post_id: number;
  comment_id: number | null;
  user_id: number;
  content: string;
}

export function postsByIds(m: EntityManager, ids: number[]): Promise<NotifiedPost[]> {
  return m.query(`SELECT posts_id, user_id, content, post_type FROM posts WHERE posts_id = ANY($1::int[]) AND removed_at IS NULL`, [ids]);
}

export function commentsByIds(m: EntityManager, ids: number[]): Promise<NotifiedComment[]> {
  return m.query(`SELECT comment_id, user_id, content FROM comments WHERE comment_id = ANY($1::int[]) AND removed_at IS NULL`, [ids]);
}

/** Those of these comments that are shown, on shown posts. */
export function shownCommentsWithPost(m: EntityManager, ids: number[]): Promise<NewPostComment[]> {
  return m.query(
    `SELECT c.comment_id, c.post_id, p.user_id AS author_id, p.post_type, c.content FROM comments c JOIN posts p ON p.posts_id = c.post_id
          WHERE c.comment_id = ANY($1::int[]) AND c.is_ready AND p.is_ready AND c.removed_at IS NULL AND p.removed_at IS NULL`,
    [ids],
  );
}

/**
 * Posts `postIds` and comments `commentIds` once shown, and with those posts the comments their
 * author wrote while the post waited (nobody else could comment) that may mention someone.
 */
export function shownContent(m: EntityManager, postIds: number[], commentIds: number[]): Promise<ShownContent[]> {
  return m.query(
    `SELECT p.posts_id AS post_id, NULL::int AS comment_id, p.user_id, p.content FROM posts p
        WHERE p.posts_id = ANY($1::int[]) AND p.is_ready AND p.removed_at IS NULL
       UNION ALL
       SELECT c.post_id, c.comment_id, c.user_id, c.content FROM comments c JOIN posts p ON p.posts_id = c.post_id
        WHERE c.is_ready AND p.is_ready AND c.removed_at IS NULL AND p.removed_at IS NULL AND (c.comment_id = ANY($2::int[])
              OR (c.post_id = ANY($1::int[]) AND c.user_id = p.user_id AND strpos(c.content, '@') > 0))`,
    [postIds, commentIds],
  );
}

/** Post `postId` while shown (and comment `commentId` on it while shown, when given): who may read it. */
export async function shownPostAudience(
  m: EntityManager,
  postId: number,
  commentId: number | null,
): Promise<{ user_id: number; visibility: string; post_type: string } | undefined> {
  const [row]: Array<{ user_id: number; visibility: string; post_type: string }> = await m.query(
    `SELECT p.user_id, p.visibility, p.post_type FROM posts p
        WHERE p.posts_id = $1 AND p.is_ready AND p.removed_at IS NULL
          AND ($2::int IS NULL OR EXISTS (SELECT 1 FROM comments c WHERE c.comment_id = $2 AND c.post_id = p.posts_id AND c.is_ready AND c.removed_at IS NULL))`,
    [postId, commentId],
  );
  return row;
}

async function exists(m: EntityManager, sql: string, params: unknown[]): Promise<boolean> {
  const rows: unknown[] = await m.query(sql, params);
  return rows.length > 0;
}

export function hasCommented(m: EntityManager, postId: number, userId: number): Promise<boolean> {
  return exists(m, `SELECT 1 FROM comments WHERE post_id = $1 AND user_id = $2 LIMIT 1`, [postId, userId]);
}

export function likesPost(m: EntityManager, postId: number, userId: number): Promise<boolean> {
  return exists(m, `SELECT 1 FROM post_likes WHERE posts_id = $1 AND user_id = $2`, [postId, userId]);
}

export function likesComment(m: EntityManager, commentId: number, userId: number): Promise<boolean> {
  return exists(m, `SELECT 1 FROM comment_likes WHERE comment_id = $1 AND user_id = $2`, [commentId, userId]);
}
