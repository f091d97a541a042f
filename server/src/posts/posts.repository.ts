import { DataSource, EntityManager } from 'typeorm';
import { queryPrepared } from '../database/prepared';
import { RunSql } from './feed/feed-page';
import { PageRequest } from './paging';
import {
  ADD_COMMENT_SQL, authorPostsQuery, COMMENT_RIGHTS_SQL, COMMENT_BY_ID_SQL, commentsPageQuery, CommentsFrom, DELETE_COMMENT_SQL, DELETE_POST_SQL,
  LIKE_COMMENT_SQL, LIKE_POST_SQL, POST_DETAIL_SQL, SET_COMMENT_POLICY_SQL, SHOWN_AUTHOR_SQL, TOGGLE_AUDIENCE_SQL, UNLIKE_COMMENT_SQL, UNLIKE_POST_SQL,
  VISIBLE_COMMENT_SQL, VISIBLE_POST_LOCKED_SQL, VISIBLE_POST_SQL, groupPrayerRequestsQuery, WRITES_TO_GROUP_SQL,
} from './posts.queries';
import { AuthorRow, CommentRow, PostRow } from './post-rows';
import { CommentPolicy, PostVisibility } from './post.entity';

/** Whether a member may comment on a post they see (COMMENT_RIGHTS_SQL). */
export interface CommentRights {
  comment_policy: CommentPolicy;
  may_comment: boolean;
}
import { rowsOf } from './sql-result';

/**
 * The posts module's statements as members read and write posts, comments and likes (SQL in
 * posts.queries.ts and feed/feed.queries.ts). The hot ones run as prepared statements on the pool
 * (queryPrepared): they take the DataSource and run outside any transaction.
 */

export interface VisiblePost {
  posts_id: number;
  user_id: number;
  visibility: PostVisibility;
}

export interface VisibleComment {
  comment_id: number;
  post_id: number;
  user_id: number;
}

/** Post `postId` if `me` may see it (locked until the transaction ends with `lock`). */
export async function visiblePost(m: EntityManager, me: number, postId: number, lock: boolean): Promise<VisiblePost | undefined> {
  const rows: VisiblePost[] = await m.query(lock ? VISIBLE_POST_LOCKED_SQL : VISIBLE_POST_SQL, [me, postId]);
  return rows[0];
}

export async function visibleComment(m: EntityManager, me: number, commentId: number): Promise<VisibleComment | undefined> {
  const rows: VisibleComment[] = await m.query(VISIBLE_COMMENT_SQL, [me, commentId]);
  return rows[0];
}

/** Runs the feed's statements (feed-page.ts): prepared ones on the pool. */
export function feedRunner(db: DataSource): RunSql {
  return <T>(sql: string, params: unknown[], prepared: boolean) =>
    prepared ? queryPrepared<T & object>(db, sql, params) : db.query<T[]>(sql, params);
}

export async function postDetail(db: DataSource, me: number, postId: number): Promise<PostRow | undefined> {
  const rows = await queryPrepared<PostRow>(db, POST_DETAIL_SQL, [me, postId]);
  return rows[0];
}

/** Member `userId` as `me` may see them, with whether they are friends; undefined otherwise. */
export async function shownAuthor(db: DataSource, me: number, userId: number): Promise<(AuthorRow & { is_friend: boolean }) | undefined> {
  const rows = await queryPrepared<AuthorRow & { is_friend: boolean }>(db, SHOWN_AUTHOR_SQL, [me, userId]);
  return rows[0];
}

/** A page of an author's posts (authorPostsQuery); offset pages are not prepared. */
export function authorPosts(db: DataSource, me: number, authorId: number, page: PageRequest, includeFriendsOnly: boolean, readyOnly: boolean): Promise<PostRow[]> {
  const { sql, params } = authorPostsQuery(me, authorId, page, includeFriendsOnly, readyOnly);
  return page.offset === 0 ? queryPrepared<PostRow>(db, sql, params) : db.query<PostRow[]>(sql, params);
}

/** A page of a post's comments with `visible` (commentsPageQuery). */
export function commentsPage(db: DataSource, me: number, postId: number, limit: number, from: CommentsFrom): Promise<Array<CommentRow & { visible: boolean }>> {
  const { sql, params } = commentsPageQuery(me, postId, limit, from);
  return queryPrepared<CommentRow & { visible: boolean }>(db, sql, params);
}

export async function commentById(db: DataSource, me: number, commentId: number): Promise<CommentRow | undefined> {
  const rows: CommentRow[] = await db.query(COMMENT_BY_ID_SQL, [me, commentId]);
  return rows[0];
}

/** Post `postId`'s comment policy and whether `me` may comment; undefined when `me` may not see it. */
export async function commentRights(db: DataSource, me: number, postId: number): Promise<CommentRights | undefined> {
  const rows = await queryPrepared<CommentRights>(db, COMMENT_RIGHTS_SQL, [me, postId]);
  return rows[0];
}

/** The new comment's id; undefined when the post is not visible to `me` or its comment policy bars them. */
export async function addComment(db: DataSource, me: number, postId: number, content: string, isReady: boolean, held = false): Promise<number | undefined> {
  const rows = await queryPrepared<{ comment_id: number }>(db, ADD_COMMENT_SQL, [me, postId, content, isReady, held]);
  return rows[0]?.comment_id;
}

export async function deleteComment(m: EntityManager, commentId: number): Promise<void> {
  await m.query(DELETE_COMMENT_SQL, [commentId]);
}

/** The post's new audience; undefined when `me` is not its author or it went away. */
export async function toggleAudience(db: DataSource, me: number, postId: number): Promise<PostVisibility | undefined> {
  const rows = rowsOf<{ visibility: PostVisibility }>(await db.query(TOGGLE_AUDIENCE_SQL, [postId, me]));
  return rows[0]?.visibility;
}

/** The post's new comment policy; undefined when `me` is not its author or it went away. */
export async function setCommentPolicy(db: DataSource, me: number, postId: number, policy: CommentPolicy): Promise<CommentPolicy | undefined> {
  const rows = rowsOf<{ comment_policy: CommentPolicy }>(await db.query(SET_COMMENT_POLICY_SQL, [postId, me, policy]));
  return rows[0]?.comment_policy;
}

export async function deletePost(m: EntityManager, postId: number): Promise<void> {
  await m.query(DELETE_POST_SQL, [postId]);
}

export interface CountChange {
  like_count: number;
  changed: number;
  /** Returned by the comment statements only. */
  post_id?: number;
}

const LIKE_SQL = { likePost: LIKE_POST_SQL, unlikePost: UNLIKE_POST_SQL, likeComment: LIKE_COMMENT_SQL, unlikeComment: UNLIKE_COMMENT_SQL };
export type LikeChange = keyof typeof LIKE_SQL;

/** One like change by `me` on post or comment `id`; undefined when the target is not visible to `me`. */
export async function changeLike(db: DataSource, change: LikeChange, me: number, id: number): Promise<CountChange | undefined> {
  const rows = await queryPrepared<CountChange>(db, LIKE_SQL[change], [me, id]);
  return rows[0];
}

/** Whether `me` is an accepted member of group `groupId` (not removed): who may post to it and read its requests. */
export async function writesToGroup(m: EntityManager, me: number, groupId: number): Promise<boolean> {
  const rows: Array<{ member: boolean }> = await m.query(WRITES_TO_GROUP_SQL, [me, groupId]);
  return rows[0]?.member === true;
}

/** A page of a group's prayer requests with `status` (groupPrayerRequestsQuery). */
export async function groupPrayerRequests(db: DataSource, me: number, groupId: number, status: 'open' | 'answered', page: PageRequest): Promise<PostRow[]> {
  const { sql, params } = groupPrayerRequestsQuery(me, groupId, status, page);
  return queryPrepared<PostRow>(db, sql, params);
}
