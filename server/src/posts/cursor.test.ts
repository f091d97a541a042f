import { decodeCursor, encodeCursor, isoFromEpochMicros, parseTimestampCursor } from './cursor';

describe('keyset cursors', () => {
  it('round-trips a position with microsecond precision', () => {
    const position = { createdAt: '2025-04-21T10:00:00.123456Z', id: 42 };
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(position);
  });

  // Expected values are PostgreSQL's own: to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  // beside (extract(epoch from t) * 1000000)::bigint for the same t.
  it.each([
    ['1795437296123456', '2026-11-23T12:34:56.123456Z'],
    ['1795437296000000', '2026-11-23T12:34:56.000000Z'],
    ['1745229600000001', '2025-04-21T10:00:00.000001Z'],
    ['0', '1970-01-01T00:00:00.000000Z'],
    ['-1', '1969-12-31T23:59:59.999999Z'],
    ['-302486399500000', '1960-06-01T00:00:00.500000Z'],
  ])('renders %s microseconds since 1970 as the cursor timestamp %s', (micros, iso) => {
    expect(isoFromEpochMicros(micros)).toBe(iso);
  });

  it.each([
    ['not base64', '***'],
    ['empty', ''],
    ['no id', Buffer.from('2025-04-21T10:00:00.000000Z').toString('base64url')],
    ['bad date', Buffer.from('yesterday|4').toString('base64url')],
    ['id zero', Buffer.from('2025-04-21T10:00:00.000000Z|0').toString('base64url')],
    ['id too large for int4', Buffer.from('2025-04-21T10:00:00.000000Z|2147483648').toString('base64url')],
    ['extra parts', Buffer.from('2025-04-21T10:00:00.000000Z|4|5').toString('base64url')],
    ['invalid month', Buffer.from('2025-13-21T10:00:00.000000Z|4').toString('base64url')],
    ['a day February does not have', Buffer.from('2025-02-30T10:00:00.000000Z|4').toString('base64url')],
  ])('rejects a cursor that is %s', (_label, cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
  });

  it('accepts the plain created_at form of the comments endpoint', () => {
    expect(parseTimestampCursor('2025-04-21T10:00:00.123Z')).toBe('2025-04-21T10:00:00.123Z');
    expect(parseTimestampCursor('2025-04-21T10:00:00+02:00')).toBe('2025-04-21T10:00:00+02:00');
    expect(parseTimestampCursor('2025-04-21')).toBeNull();
    expect(parseTimestampCursor('2024-02-29T10:00:00Z')).toBe('2024-02-29T10:00:00Z');
    expect(parseTimestampCursor('2025-02-29T10:00:00Z')).toBeNull();
    expect(parseTimestampCursor('2025-04-21T24:00:00Z')).toBeNull();
    expect(parseTimestampCursor('soon')).toBeNull();
  });
});
