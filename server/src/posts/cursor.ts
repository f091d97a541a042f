/**
 * Keyset cursors for newest-first lists ordered by (created_at DESC, id DESC).
 *
 * A cursor is the position of the last item shown: its created_at with full microsecond
 * precision (JSON dates only carry milliseconds, which would skip or repeat items created in
 * the same millisecond) and its id as the tie-breaker. It is handed out base64url-encoded so
 * integrators treat it as opaque.
 */
export interface KeysetPosition {
  /** ISO-8601 UTC timestamp with microseconds, e.g. 2025-04-21T10:00:00.123456Z */
  createdAt: string;
  id: number;
}

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;
const ISO_LOOSE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const MAX_INT4 = 2147483647;

/**
 * True when every calendar and clock field is in range. JavaScript's Date.parse rolls
 * 2025-02-30 over to March, while PostgreSQL rejects it; checking here keeps a bad cursor a 400.
 */
function isRealInstant(text: string): boolean {
  const m = ISO_LOOSE.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => (v === undefined ? 0 : Number(v)));
  if (year < 1 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return false;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day >= 1 && day <= lastDay;
}

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(`${position.createdAt}|${position.id}`, 'utf8').toString('base64url');
}

/** The position in an opaque cursor, or null when it is not one this server made. */
export function decodeCursor(cursor: string): KeysetPosition | null {
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(cursor)) return null;
  const [createdAt, idText, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !createdAt || !idText || !ISO_MICROS.test(createdAt) || !isRealInstant(createdAt)) return null;
  if (!/^\d{1,10}$/.test(idText)) return null;
  const id = Number(idText);
  if (id < 1 || id > MAX_INT4) return null;
  return { createdAt, id };
}

/**
 * The comments endpoint also accepts the spec's plain form: the created_at of the oldest comment
 * shown (an ISO date as the API returned it). Items strictly older than that instant follow.
 */
export function parseTimestampCursor(cursor: string): string | null {
  return isRealInstant(cursor) ? cursor : null;
}

/**
 * SQL expression for a timestamptz column as whole microseconds since 1970 (bigint, exact): a
 * tenth of to_char's cost, for lists that render the cursor of one row only (isoFromEpochMicros).
 */
export function epochMicrosSql(column: string): string {
  return `(extract(epoch from ${column}) * 1000000)::bigint`;
}

/** The cursor's ISO form (UTC, microseconds) of microseconds since 1970, as pg answers a bigint (text). */
export function isoFromEpochMicros(micros: string): string {
  const us = BigInt(micros);
  // Floor division, so that instants before 1970 keep a positive fraction.
  const ms = us >= 0n ? us / 1000n : -((-us + 999n) / 1000n);
  const iso = new Date(Number(ms)).toISOString();
  return `${iso.slice(0, -1)}${String(us - ms * 1000n).padStart(3, '0')}Z`;
}

/** SQL expression that renders a timestamptz column as the cursor's ISO form (UTC, microseconds). */
export function cursorTimestampSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
