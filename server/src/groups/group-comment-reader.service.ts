import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CommentPosition } from './comment-cursor';
import { GroupCommentDto } from './dto/group.dto';
import { GroupCommentRow, threadComment, threadPage } from './group-comments.repository';

/** Only a comment that is not ready (listed to its author alone) costs the look at its unprocessed files. */
function toDto({ unready_media, ...row }: GroupCommentRow): GroupCommentDto {
  // A held comment is not ready either; without files still to come, its media are as they are.
  if (row.is_ready || (row.held && !unready_media)) return { ...row, media_state: row.media.length > 0 ? 'ready' : 'none', failed_media_type: null };
  const failed = unready_media?.status === 'failed';
  return { ...row, media_state: failed ? 'failed' : 'processing', failed_media_type: failed ? unready_media.media_type : null };
}

/**
 * Reads the thread: pages walk group_comments_group_idx newest first, keyed on
 * (created_at, comment_id) so every comment appears exactly once across pages. A comment
 * waiting for its media is listed to its author only (with is_ready false), so they see it
 * being processed and can delete it if its media fails.
 */
@Injectable()
export class GroupCommentReaderService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async page(
    groupId: number,
    viewerId: number,
    limit: number,
    before: CommentPosition | null,
  ): Promise<{ comments: GroupCommentDto[]; next: CommentPosition | null }> {
    const rows = await threadPage(this.ds, groupId, viewerId, limit + 1, before);
    const more = rows.length > limit;
    const shown = (more ? rows.slice(0, limit) : rows).map(toDto);
    const last = shown[shown.length - 1];
    return {
      comments: shown,
      next: more && last ? { createdAt: last.created_at, commentId: last.comment_id } : null,
    };
  }

  /** One comment as `viewerId` sees it (after creating it, for instance). */
  async one(commentId: number, viewerId: number): Promise<GroupCommentDto | null> {
    const row = await threadComment(this.ds, commentId, viewerId);
    return row ? toDto(row) : null;
  }
}
