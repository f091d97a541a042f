import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { queryPrepared } from '../database/prepared';
import { MediaType } from '../media';
import { CommentPosition } from './comment-cursor';
import { GroupCommentDto } from './dto/group.dto';
import { GroupCommentEntity, GroupEntity } from './group.entity';
import {
  BUMP_LIKES_SQL,
  commentFactsSql,
  DELETE_LIKE_SQL,
  GROUP_COMMENT_SQL,
  groupThreadSql,
  INSERT_LIKE_SQL,
  READY_COMMENT_SQL,
} from './group-thread.queries';

/** A row of the thread's columns: the DTO's fields, with the state of a comment still waiting for its files. */
export interface GroupCommentRow extends Omit<GroupCommentDto, 'media_state' | 'failed_media_type'> {
  unready_media: { status: 'pending' | 'failed'; media_type: MediaType } | null;
}

/** A page of the group's thread as the viewer sees it, `rows` rows, older than `before` if given (group-thread.queries.ts); a prepared statement. */
export function threadPage(db: DataSource, groupId: number, viewerId: number, rows: number, before: CommentPosition | null): Promise<GroupCommentRow[]> {
  const params: unknown[] = [groupId, viewerId];
  if (before) params.push(before.createdAt, before.commentId);
  return queryPrepared<GroupCommentRow>(db, groupThreadSql(rows, before !== null), params);
}

/** One comment in the thread's columns as the viewer sees them; undefined when it does not exist (or its author is not active). */
export async function threadComment(db: DataSource, commentId: number, viewerId: number): Promise<GroupCommentRow | undefined> {
  const rows = await db.query<GroupCommentRow[]>(GROUP_COMMENT_SQL, [commentId, viewerId]);
  return rows[0];
}

/** A thread comment and the viewer's member status in its group. */
export interface CommentFacts {
  comment_id: number;
  group_id: number;
  user_id: number;
  is_ready: boolean;
  /** The caller's member status in the comment's group, null when none. */
  viewer_status: string | null;
}

/** The comment's facts for member `userId` (group-thread.queries.ts: commentFactsSql); null when out of their sight. */
export async function commentFacts(m: EntityManager, commentId: number, userId: number, lock: boolean): Promise<CommentFacts | null> {
  const rows = await m.query<CommentFacts[]>(commentFactsSql(lock), [commentId, userId]);
  return rows[0] ?? null;
}

/** Inserts the comment and counts it in its group; answers its id. */
export async function insertComment(m: EntityManager, c: { group_id: number; user_id: number; content: string; is_ready: boolean; held_at: Date | null; media_pending?: boolean }): Promise<number> {
  const saved = await m.save(m.create(GroupCommentEntity, c));
  // A held comment (issue 42) is counted once a moderator approves it.
  if (!c.held_at) await m.increment(GroupEntity, { group_id: c.group_id }, 'comment_count', 1);
  return saved.comment_id;
}

/** Deletes the comment (its likes and media rows go by cascade) and uncounts it in its group. */
export async function deleteComment(m: EntityManager, commentId: number, groupId: number): Promise<void> {
  const held = await m.exists(GroupCommentEntity, { where: { comment_id: commentId, held_at: Not(IsNull()) } });
  await m.delete(GroupCommentEntity, { comment_id: commentId });
  // A held comment was never counted (insertComment).
  if (!held) await m.decrement(GroupEntity, { group_id: groupId }, 'comment_count', 1);
}

/** Adds the member's like; answers whether it is new. */
export async function insertLike(m: EntityManager, commentId: number, userId: number): Promise<boolean> {
  const inserted = await m.query<unknown[]>(INSERT_LIKE_SQL, [commentId, userId]);
  return inserted.length > 0;
}

/** Removes the member's like; answers how many went (0 or 1). */
export async function deleteLike(m: EntityManager, commentId: number, userId: number): Promise<number> {
  const removed = await m.query<[unknown[], number]>(DELETE_LIKE_SQL, [commentId, userId]);
  return removed[1];
}

/** Applies the change to like_count and answers the new count. */
export async function bumpLikes(m: EntityManager, commentId: number, delta: number): Promise<number> {
  const rows = await m.query<[Array<{ like_count: number }>, number]>(BUMP_LIKES_SQL, [commentId, delta]);
  return rows[0][0]?.like_count ?? 0;
}

/** The comment's group and author once it is ready; undefined before (or when gone). */
export async function readyComment(m: EntityManager, commentId: number): Promise<{ group_id: number; user_id: number } | undefined> {
  const rows = await m.query<Array<{ group_id: number; user_id: number }>>(READY_COMMENT_SQL, [commentId]);
  return rows[0];
}
