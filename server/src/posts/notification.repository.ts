import { EntityManager } from 'typeorm';
import {
  HAS_COMMENTED_SQL, LIKES_COMMENT_SQL, LIKES_POST_SQL, NOTIFIED_COMMENTS_SQL, NOTIFIED_POSTS_SQL, SHOWN_COMMENTS_WITH_POST_SQL,
  SHOWN_CONTENT_SQL, SHOWN_GROUP_REQUEST_SQL, SHOWN_POST_AUDIENCE_SQL,
} from './jobs.queries';

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
  return m.query(NOTIFIED_POSTS_SQL, [ids]);
}

export function commentsByIds(m: EntityManager, ids: number[]): Promise<NotifiedComment[]> {
  return m.query(NOTIFIED_COMMENTS_SQL, [ids]);
}

/** Those of these comments that are shown, on shown posts. */
export function shownCommentsWithPost(m: EntityManager, ids: number[]): Promise<NewPostComment[]> {
  return m.query(SHOWN_COMMENTS_WITH_POST_SQL, [ids]);
}

/**
 * Posts `postIds` and comments `commentIds` once shown, and with those posts the comments their
 * author wrote while the post waited (nobody else could comment) that may mention someone.
 */
export function shownContent(m: EntityManager, postIds: number[], commentIds: number[]): Promise<ShownContent[]> {
  return m.query(SHOWN_CONTENT_SQL, [postIds, commentIds]);
}

/** Who may read a post, and whether its author is anonymous (then named to nobody). */
export interface PostAudience {
  user_id: number;
  visibility: string;
  group_id: number | null;
  post_type: string;
  anonymous: boolean;
}

/** Post `postId` while shown (and comment `commentId` on it while shown, when given): who may read it. */
export async function shownPostAudience(
  m: EntityManager,
  postId: number,
  commentId: number | null,
): Promise<PostAudience | undefined> {
  const [row]: PostAudience[] = await m.query(SHOWN_POST_AUDIENCE_SQL, [postId, commentId]);
  return row;
}

/** A prayer or emergency request for one group's members; an anonymous one names its author to nobody. */
export interface GroupRequest {
  user_id: number;
  group_id: number;
  post_type: string;
  content: string;
  anonymous: boolean;
}

/** A shown prayer or emergency request for one group's members (issue 44), or undefined. */
export async function shownGroupRequest(
  m: EntityManager,
  postId: number,
): Promise<GroupRequest | undefined> {
  const [row]: GroupRequest[] = await m.query(SHOWN_GROUP_REQUEST_SQL, [postId]);
  return row;
}

async function exists(m: EntityManager, sql: string, params: unknown[]): Promise<boolean> {
  const rows: unknown[] = await m.query(sql, params);
  return rows.length > 0;
}

export function hasCommented(m: EntityManager, postId: number, userId: number): Promise<boolean> {
  return exists(m, HAS_COMMENTED_SQL, [postId, userId]);
}

export function likesPost(m: EntityManager, postId: number, userId: number): Promise<boolean> {
  return exists(m, LIKES_POST_SQL, [postId, userId]);
}

export function likesComment(m: EntityManager, commentId: number, userId: number): Promise<boolean> {
  return exists(m, LIKES_COMMENT_SQL, [commentId, userId]);
}
