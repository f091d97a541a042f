/**
 * The opaque cursor of the group thread: the position (created_at, comment_id) of the oldest
 * comment already shown. created_at is kept as PostgreSQL's microsecond text, not a JS Date,
 * because a millisecond Date would skip or repeat comments created within the same millisecond.
 */
export interface CommentPosition {
  createdAt: string;
  commentId: number;
}

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

/**
 * True when every calendar and clock field is in range. Date.parse accepts 2024-02-30 (rolling
 * it over to March) and year 0, which PostgreSQL refuses: such a cursor must be a 400, not a 500.
 */
function isRealInstant(text: string): boolean {
  const m = TIMESTAMP.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number);
  if (year < 1 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return false;
  return day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function encodeCommentCursor(p: CommentPosition): string {
  return Buffer.from(`${p.createdAt}|${p.commentId}`, 'utf8').toString('base64url');
}

/** The position in a cursor, or null when the text is not a cursor this server made. */
export function decodeCommentCursor(cursor: string): CommentPosition | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length || !createdAt || !id || !isRealInstant(createdAt) || !/^\d{1,10}$/.test(id)) return null;
  const commentId = Number(id);
  if (commentId < 1 || commentId > 2147483647) return null;
  return { createdAt, commentId };
}
