import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ContentLoaderService } from './content-loader.service';
import { decodeCursor, parseTimestampCursor } from './cursor';
import { CommentDto, CommentPageDto } from './dto/comment.dto';
import { PAGE_SIZE } from './dto/paging.dto';
import { COMMENT_NOT_FOUND } from './post-access.service';
import { COMMENT_COLUMNS, CommentRow } from './post-rows';
import { cutPage, INVALID_CURSOR } from './paging';

/** Reads of a post's comments (the caller has checked that the post is visible). */
@Injectable()
export class CommentReaderService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly loader: ContentLoaderService,
  ) {}

  /**
   * The newest comments older than the cursor, returned oldest first for display. The cursor is
   * either this API's opaque nextCursor (exact for equal timestamps, via (created_at, comment_id))
   * or the created_at of the oldest comment shown.
   */
  async page(me: number, postId: number, query: { limit?: number; cursor?: string }): Promise<CommentPageDto> {
    const limit = query.limit ?? PAGE_SIZE;
    const params: unknown[] = [me, postId, limit + 1];
    let older = '';
    if (query.cursor) {
      const position = decodeCursor(query.cursor);
      const instant = position ? null : parseTimestampCursor(query.cursor);
      if (position) {
        params.push(position.createdAt, position.id);
        older = 'AND (c.created_at, c.comment_id) < ($4::timestamptz, $5::int)';
      } else if (instant) {
        params.push(instant);
        older = 'AND c.created_at < $4::timestamptz';
      } else {
        throw new BadRequestException(INVALID_CURSOR);
      }
    }
    const rows: CommentRow[] = await this.db.query(
      `SELECT ${COMMENT_COLUMNS} FROM comments c JOIN users u ON u.user_id = c.user_id AND u.status = 'active'
        WHERE c.post_id = $2 AND (c.is_ready OR c.user_id = $1) ${older}
        ORDER BY c.created_at DESC, c.comment_id DESC LIMIT $3`,
      params,
    );
    const { rows: kept, nextCursor } = cutPage(rows, limit, (r) => r.comment_id);
    return { comments: await this.loader.comments(me, kept.reverse()), nextCursor };
  }

  async one(me: number, commentId: number): Promise<CommentDto> {
    const rows: CommentRow[] = await this.db.query(
      `SELECT ${COMMENT_COLUMNS} FROM comments c JOIN users u ON u.user_id = c.user_id WHERE c.comment_id = $2`,
      [me, commentId],
    );
    if (rows.length === 0) throw new NotFoundException(COMMENT_NOT_FOUND);
    const [comment] = await this.loader.comments(me, rows);
    return comment;
  }
}
