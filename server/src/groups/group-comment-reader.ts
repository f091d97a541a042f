import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MediaReadService } from '../media/media-read.service';
import { CommentPosition } from './comment-cursor';
import { GroupCommentDto, GroupCommentMediaDto } from './dto/group.dto';

/** created_at as PostgreSQL's microsecond text: the cursor must be exact (see comment-cursor.ts). */
const CREATED_AT_TEXT = `to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type CommentRow = Omit<GroupCommentDto, 'media'>;

/**
 * Reads the thread: pages walk group_comments_group_idx newest first, keyed on
 * (created_at, comment_id) so every comment appears exactly once across pages. A comment
 * waiting for its media is listed to its author only (with is_ready false), so they see it
 * being processed and can delete it if its media fails.
 */
@Injectable()
export class GroupCommentReader {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly media: MediaReadService,
  ) {}

  async page(
    groupId: number,
    viewerId: number,
    limit: number,
    before: CommentPosition | null,
  ): Promise<{ comments: GroupCommentDto[]; next: CommentPosition | null }> {
    const params: unknown[] = [groupId, viewerId, limit + 1];
    let older = '';
    if (before) {
      params.push(before.createdAt, before.commentId);
      older = `AND (c.created_at, c.comment_id) < ($4::timestamptz, $5::int)`;
    }
    const rows = await this.ds.query<CommentRow[]>(
      `SELECT ${this.columns()}
         FROM group_comments c JOIN users u ON u.user_id = c.user_id
        WHERE c.group_id = $1 AND (c.is_ready OR c.user_id = $2) ${older}
        ORDER BY c.created_at DESC, c.comment_id DESC
        LIMIT $3`,
      params,
    );
    const more = rows.length > limit;
    const shown = more ? rows.slice(0, limit) : rows;
    const last = shown[shown.length - 1];
    return {
      comments: await this.withMedia(shown),
      next: more && last ? { createdAt: last.created_at, commentId: last.comment_id } : null,
    };
  }

  /** One comment as `viewerId` sees it (after creating it, for instance). */
  async one(commentId: number, viewerId: number): Promise<GroupCommentDto | null> {
    const rows = await this.ds.query<CommentRow[]>(
      `SELECT ${this.columns()} FROM group_comments c JOIN users u ON u.user_id = c.user_id WHERE c.comment_id = $1`,
      [commentId, viewerId],
    );
    const [comment] = await this.withMedia(rows);
    return comment ?? null;
  }

  /** Column list; the viewer's id is always parameter $2. */
  private columns(): string {
    return `c.comment_id, c.group_id, c.user_id, u.user_name, u.profile_picture, c.content,
            ${CREATED_AT_TEXT} AS created_at, c.like_count, c.is_ready,
            EXISTS (SELECT 1 FROM group_comment_likes l WHERE l.comment_id = c.comment_id AND l.user_id = $2) AS is_liked`;
  }

  /** Processed images and videos only: the media module keeps pending and failed rows too. */
  private async withMedia(rows: CommentRow[]): Promise<GroupCommentDto[]> {
    if (!rows.length) return [];
    const byComment = await this.media.forTargets('group_comment', rows.map((r) => r.comment_id));
    return rows.map((r) => ({
      ...r,
      media: (byComment.get(r.comment_id) ?? []).flatMap((m): GroupCommentMediaDto[] =>
        m.status === 'ready' && m.path ? [{ media_id: m.media_id, media_type: m.type, media_path: m.path, poster_path: m.poster_path }] : [],
      ),
    }));
  }
}
