import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notBlockedBetween } from '../conn/conn.queries';
import { likedBySql } from '../database/liked-by.queries';
import { queryPrepared, sqlInt, statementText } from '../database/prepared';
import { MediaType } from '../media';
import { groupCommentMediaJson, groupCommentUnreadyMediaJson } from '../media/media.queries';
import { activeMemberJoin } from '../users/users.queries';
import { CommentPosition } from './comment-cursor';
import { GroupCommentDto } from './dto/group.dto';

/** created_at as PostgreSQL's microsecond text: the cursor must be exact (see comment-cursor.ts). */
const CREATED_AT_TEXT = `to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Comments of members whose account is not active (deleted, waiting for the purge, or suspended) are not shown. */
const AUTHOR = activeMemberJoin('u', 'c.user_id');

/**
 * Columns of a thread comment; the viewer's id is always parameter $2. Media come with each
 * comment as JSON: processed files only (the media module keeps pending and failed rows too).
 */
const GROUP_COMMENT_COLUMNS = `c.comment_id, c.group_id, c.user_id, u.user_name, u.profile_picture, c.content,
  ${CREATED_AT_TEXT} AS created_at, c.like_count, c.is_ready,
  ${likedBySql('group_comment_likes', 'comment_id', 'c.comment_id', '$2')} AS is_liked,
  ${groupCommentMediaJson('c.comment_id')} AS media,
  CASE WHEN c.is_ready THEN NULL ELSE ${groupCommentUnreadyMediaJson('c.comment_id')} END AS unready_media`;

/** A row of GROUP_COMMENT_COLUMNS: the DTO's fields, with the state of a comment still waiting for its files. */
interface GroupCommentRow extends Omit<GroupCommentDto, 'media_state' | 'failed_media_type'> {
  unready_media: { status: 'pending' | 'failed'; media_type: MediaType } | null;
}

/** Only a comment that is not ready (listed to its author alone) costs the look at its unprocessed files. */
function toDto({ unready_media, ...row }: GroupCommentRow): GroupCommentDto {
  if (row.is_ready) return { ...row, media_state: row.media.length > 0 ? 'ready' : 'none', failed_media_type: null };
  const failed = unready_media?.status === 'failed';
  return { ...row, media_state: failed ? 'failed' : 'processing', failed_media_type: failed ? unready_media.media_type : null };
}

/**
 * A page of group $1's thread as viewer $2 sees it (none by a member blocked either way, none removed), newest first, `rows` rows; with `older`, only
 * comments before the position ($3 created_at, $4 comment_id).
 */
export function groupThreadSql(rows: number, older: boolean): string {
  return statementText(`group-thread:${rows}:${older}`, () => `SELECT ${GROUP_COMMENT_COLUMNS}
     FROM group_comments c ${AUTHOR}
    WHERE c.group_id = $1 AND c.removed_at IS NULL AND (c.is_ready OR c.user_id = $2) AND ${notBlockedBetween('$2', 'c.user_id')}
      ${older ? 'AND (c.created_at, c.comment_id) < ($3::timestamptz, $4::int)' : ''}
    ORDER BY c.created_at DESC, c.comment_id DESC
    LIMIT ${sqlInt(rows)}`);
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
    const params: unknown[] = [groupId, viewerId];
    if (before) params.push(before.createdAt, before.commentId);
    const rows = await queryPrepared<GroupCommentRow>(this.ds, groupThreadSql(limit + 1, before !== null), params);
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
    const rows = await this.ds.query<GroupCommentRow[]>(
      `SELECT ${GROUP_COMMENT_COLUMNS} FROM group_comments c ${AUTHOR} WHERE c.comment_id = $1`,
      [commentId, viewerId],
    );
    return rows[0] ? toDto(rows[0]) : null;
  }
}
