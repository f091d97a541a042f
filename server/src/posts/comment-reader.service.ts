import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decodeCursor, parseTimestampCursor } from './cursor';
import { CommentDto, CommentPageDto } from './dto/comment.dto';
import { PAGE_SIZE } from './dto/paging.dto';
import { COMMENT_NOT_FOUND, POST_NOT_FOUND } from './post-access.service';
import { toCommentDto } from './post-rows';
import type { CommentsFrom } from './posts.queries';
import * as posts from './posts.repository';
import { cutPage, INVALID_CURSOR } from './paging';

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
    const rows = await posts.commentsPage(this.db, me, postId, limit, from);
    if (!rows[0]?.visible) throw new NotFoundException(POST_NOT_FOUND);
    const comments = rows.filter((r) => r.comment_id !== null);
    const { rows: kept, nextCursor } = cutPage(comments, limit, (r) => ({ createdAt: r.cursor_ts, id: r.comment_id }));
    return { comments: kept.reverse().map(toCommentDto), nextCursor };
  }

  async one(me: number, commentId: number): Promise<CommentDto> {
    const row = await posts.commentById(this.db, me, commentId);
    if (!row) throw new NotFoundException(COMMENT_NOT_FOUND);
    return toCommentDto(row);
  }
}
