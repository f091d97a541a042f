/**
 * The opaque cursor of the group thread: the position (created_at, comment_id) of the oldest
 * comment already shown. created_at is kept as PostgreSQL's microsecond text, not a JS Date,
 * because a millisecond Date would skip or repeat comments created within the same millisecond.
 */
export interface CommentPosition {
  createdAt: string;
  commentId: number;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCommentCursor(p: CommentPosition): string {
  return Buffer.from(`${p.createdAt}|${p.commentId}`, 'utf8').toString('base64url');
}

/** The position in a cursor, or null when the text is not a cursor this server made. */
export function decodeCommentCursor(cursor: string): CommentPosition | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length || !createdAt || !id || !TIMESTAMP.test(createdAt) || !/^\d{1,10}$/.test(id)) return null;
  const commentId = Number(id);
  if (commentId < 1 || commentId > 2147483647 || Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt, commentId };
}
