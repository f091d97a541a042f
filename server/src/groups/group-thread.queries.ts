import { notBlockedBetween } from '../conn/conn.queries';
import { likedBySql } from '../database/liked-by.queries';
import { sqlInt, statementText } from '../database/prepared';
import { groupCommentMediaJson, groupCommentUnreadyMediaJson } from '../media/media.queries';
import { activeMemberCheck, activeMemberJoin } from '../users/users.queries';

/** Statements of the group thread (comments and their likes); run by group-comments.repository.ts. */

/** created_at as PostgreSQL's microsecond text: the cursor must be exact (see comment-cursor.ts). */
const CREATED_AT_TEXT = `to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Comments of members whose account is not active (deleted, waiting for the purge, or suspended) are not shown. */
const AUTHOR = activeMemberJoin('u', 'c.user_id');

/**
 * Columns of a thread comment; the viewer's id is always parameter $2. Media come with each
 * comment as JSON: processed files only (the media module keeps pending and failed rows too).
 */
const GROUP_COMMENT_COLUMNS = `c.comment_id, c.group_id, c.user_id, u.user_name, u.profile_picture, c.content,
  ${CREATED_AT_TEXT} AS created_at, c.like_count, c.is_ready, c.held_at IS NOT NULL AS held,
  ${likedBySql('group_comment_likes', 'comment_id', 'c.comment_id', '$2')} AS is_liked,
  ${groupCommentMediaJson('c.comment_id')} AS media,
  CASE WHEN c.is_ready THEN NULL ELSE ${groupCommentUnreadyMediaJson('c.comment_id')} END AS unready_media`;

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

/** Comment $1 as viewer $2 sees it in the thread's columns (after creating it, for instance). */
export const GROUP_COMMENT_SQL = `SELECT ${GROUP_COMMENT_COLUMNS} FROM group_comments c ${AUTHOR} WHERE c.comment_id = $1`;

/**
 * Comment $1 (not removed, in a group not removed; unless theirs, by an active member not blocked
 * either way with $2) with member $2's status in its group; with `lock`, the comment row is locked.
 */
export function commentFactsSql(lock: boolean): string {
  return `SELECT c.comment_id, c.group_id, c.user_id, c.is_ready, m.status AS viewer_status
         FROM group_comments c
         LEFT JOIN group_members m ON m.group_id = c.group_id AND m.user_id = $2
        WHERE c.comment_id = $1 AND c.removed_at IS NULL
          AND EXISTS (SELECT 1 FROM groups g WHERE g.group_id = c.group_id AND g.removed_at IS NULL)
          AND (c.user_id = $2 OR (${activeMemberCheck('c.user_id')} AND ${notBlockedBetween('$2', 'c.user_id')}))
        ${lock ? 'FOR UPDATE OF c' : ''}`;
}

export const INSERT_LIKE_SQL = `INSERT INTO group_comment_likes (comment_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING comment_id`;

export const DELETE_LIKE_SQL = `DELETE FROM group_comment_likes WHERE comment_id = $1 AND user_id = $2 RETURNING comment_id`;

/** Adds $2 to comment $1's like_count; answers the new count. */
export const BUMP_LIKES_SQL = `UPDATE group_comments SET like_count = like_count + $2 WHERE comment_id = $1 RETURNING like_count`;

/** Comment $1's group and author once it is ready. */
export const READY_COMMENT_SQL = `SELECT group_id, user_id FROM group_comments WHERE comment_id = $1 AND is_ready`;

/** @public Example arguments of each builder, for the statement snapshots (server/queries/). */
export const SQL_EXAMPLES: Record<string, unknown[][]> = {
  groupThreadSql: [
    [51, false],
    [51, true],
  ],
  commentFactsSql: [[false], [true]],
};
