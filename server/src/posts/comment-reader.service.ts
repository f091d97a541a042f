import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notBlockedBetween } from '../conn/conn.queries';
import { queryPrepared, sqlInt, statementText } from '../database/prepared';
import { activeMemberJoin, memberJoin } from '../users/users.queries';
import { decodeCursor, KeysetPosition, parseTimestampCursor } from './cursor';
import { CommentDto, CommentPageDto } from './dto/comment.dto';
import { PAGE_SIZE } from './dto/paging.dto';
import { COMMENT_NOT_FOUND, POST_NOT_FOUND, POST_VISIBLE_TO_ME } from './post-access.service';
import { ACTIVE_AUTHOR_JOIN, COMMENT_COLUMNS, CommentRow, toCommentDto } from './post-rows';
import { cutPage, INVALID_CURSOR } from './paging';

/** Where a comments page starts: after an opaque position, before an instant, or at the newest. */
export type CommentsFrom = { position: KeysetPosition } | { instant: string } | null;

/**
 * A page of a post's comments as `me` may read them, newest first (limit + 1 rows, for
 * nextCursor), each with its media: one statement that also tells whether `me` may see the post
 * at all (`visible` on the first row; a visible post without comments is one row of NULLs).
 */
export function commentsPageQuery(me: number, postId: number, limit: number, from: CommentsFrom): { sql: string; params: unknown[] } {
  const params: unknown[] = [me, postId];
  let older = '';
  if (from && 'position' in from) {
    params.push(from.position.createdAt, from.position.id);
    older = 'AND (c.created_at, c.comment_id) < ($3::timestamptz, $4::int)';
  } else if (from) {
    params.push(from.instant);
    older = 'AND c.created_at < $3::timestamptz';
  }
  const sql = statementText(`comments:${limit}:${from ? ('position' in from ? 'position' : 'instant') : 'newest'}`, () => `SELECT v.visible, page.* FROM (
      SELECT EXISTS (SELECT 1 FROM posts p ${ACTIVE_AUTHOR_JOIN}
                      WHERE p.posts_id = $2 AND ${POST_VISIBLE_TO_ME}) AS visible) v
    LEFT JOIN LATERAL (
      SELECT ${COMMENT_COLUMNS} FROM comments c ${activeMemberJoin('u', 'c.user_id')}
       WHERE v.visible AND c.post_id = $2 AND c.removed_at IS NULL AND (c.is_ready OR c.user_id = $1) AND ${notBlockedBetween('$1', 'c.user_id')} ${older}
       ORDER BY c.created_at DESC, c.comment_id DESC LIMIT ${sqlInt(limit + 1)}) page ON TRUE
    ORDER BY page.created_at DESC, page.comment_id DESC`);
  return { sql, params };
}

/** Reads of a post's comments, each with its media, in one statement. */
@Injectable()
export class CommentReaderService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The newest comments older than the cursor, returned oldest first for display; 404 when `me`
   * may not see the post. The cursor is either this API's opaque nextCursor (exact for equal
   * timestamps, via (created_at, comment_id)) or the created_at of the oldest comment shown.
   */
  async page(me: number, postId: number, query: { limit?: number; cursor?: string }): Promise<CommentPageDto> {
    const limit = query.limit ?? PAGE_SIZE;
    let from: CommentsFrom = null;
    if (query.cursor) {
      const position = decodeCursor(query.cursor);
      const instant = position ? null : parseTimestampCursor(query.cursor);
      if (position) from = { position };
      else if (instant) from = { instant };
      else throw new BadRequestException(INVALID_CURSOR);
    }
    const { sql, params } = commentsPageQuery(me, postId, limit, from);
    const rows = await queryPrepared<CommentRow & { visible: boolean }>(this.db, sql, params);
    if (!rows[0]?.visible) throw new NotFoundException(POST_NOT_FOUND);
    const comments = rows.filter((r) => r.comment_id !== null);
    const { rows: kept, nextCursor } = cutPage(comments, limit, (r) => ({ createdAt: r.cursor_ts, id: r.comment_id }));
    return { comments: kept.reverse().map(toCommentDto), nextCursor };
  }

  async one(me: number, commentId: number): Promise<CommentDto> {
    const rows: CommentRow[] = await this.db.query(
      `SELECT ${COMMENT_COLUMNS} FROM comments c ${memberJoin('u', 'c.user_id')} WHERE c.comment_id = $2`,
      [me, commentId],
    );
    if (rows.length === 0) throw new NotFoundException(COMMENT_NOT_FOUND);
    return toCommentDto(rows[0]);
  }
}
