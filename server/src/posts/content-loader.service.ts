import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CommentDto } from './dto/comment.dto';
import { MediaItemDto } from './dto/media.dto';
import { PostDto } from './dto/post.dto';
import { COMMENT_COLUMNS, CommentRow, groupBy, MediaRow, PostRow, toCommentDto, toMediaDto, toPostDto } from './post-rows';

/** How many of the newest comments a post carries in lists (the card shows them inline). */
export const INLINE_COMMENTS = 3;

const MEDIA_COLUMNS = `m.media_id, m.media_type, m.path, m.poster_path, m.width, m.height, m.duration_s, m.status`;

/**
 * Completes a page of posts or comments with their media and newest comments: one query per
 * kind for the whole page (`= ANY($1)`), never one per post.
 */
@Injectable()
export class ContentLoaderService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async posts(me: number, rows: PostRow[]): Promise<PostDto[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.posts_id);
    const [media, comments] = await Promise.all([this.postMedia(me, ids), this.latestComments(me, ids)]);
    const commentsByPost = groupBy(comments, (c) => c.post_id);
    return rows.map((r) => toPostDto(r, media.get(r.posts_id) ?? [], commentsByPost.get(r.posts_id) ?? []));
  }

  async comments(me: number, rows: CommentRow[]): Promise<CommentDto[]> {
    if (rows.length === 0) return [];
    const media = await this.commentMedia(me, rows.map((r) => r.comment_id));
    return rows.map((r) => toCommentDto(r, media.get(r.comment_id) ?? []));
  }

  /** Ready media of the posts, plus pending and failed files for their uploader (the author). */
  private async postMedia(me: number, postIds: number[]): Promise<Map<number, MediaItemDto[]>> {
    const rows: MediaRow[] = await this.db.query(
      `SELECT m.posts_id AS owner_id, ${MEDIA_COLUMNS} FROM media m
        WHERE m.posts_id = ANY($1::int[]) AND (m.status = 'ready' OR m.user_id = $2)
        ORDER BY m.posts_id, m.position, m.media_id`,
      [postIds, me],
    );
    return this.byOwner(rows);
  }

  private async commentMedia(me: number, commentIds: number[]): Promise<Map<number, MediaItemDto[]>> {
    const rows: MediaRow[] = await this.db.query(
      `SELECT m.comment_id AS owner_id, ${MEDIA_COLUMNS} FROM media m
        WHERE m.comment_id = ANY($1::int[]) AND (m.status = 'ready' OR m.user_id = $2)
        ORDER BY m.comment_id, m.position, m.media_id`,
      [commentIds, me],
    );
    return this.byOwner(rows);
  }

  /** The newest comments of each post (one index range per post via LATERAL), oldest first for display. */
  private async latestComments(me: number, postIds: number[]): Promise<CommentDto[]> {
    const rows: CommentRow[] = await this.db.query(
      `SELECT latest.* FROM unnest($2::int[]) AS ids(post_id)
        CROSS JOIN LATERAL (
          SELECT ${COMMENT_COLUMNS} FROM comments c JOIN users u ON u.user_id = c.user_id AND u.status = 'active'
           WHERE c.post_id = ids.post_id AND (c.is_ready OR c.user_id = $1)
           ORDER BY c.created_at DESC, c.comment_id DESC
           LIMIT ${INLINE_COMMENTS}
        ) latest
        ORDER BY latest.post_id, latest.created_at, latest.comment_id`,
      [me, postIds],
    );
    return this.comments(me, rows);
  }

  private byOwner(rows: MediaRow[]): Map<number, MediaItemDto[]> {
    const result = new Map<number, MediaItemDto[]>();
    for (const [owner, list] of groupBy(rows, (r) => r.owner_id)) result.set(owner, list.map(toMediaDto));
    return result;
  }
}
