import { decodeCommentCursor, encodeCommentCursor } from './comment-cursor';

describe('group comment cursor', () => {
  const position = { createdAt: '2025-04-21T10:15:30.123456Z', commentId: 42 };

  it('round-trips a position with microseconds', () => {
    expect(decodeCommentCursor(encodeCommentCursor(position))).toEqual(position);
  });

  it('is opaque url-safe text', () => {
    expect(encodeCommentCursor(position)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['empty', ''],
    ['garbage', 'not a cursor!'],
    ['a bare number', Buffer.from('17').toString('base64url')],
    ['a date without id', Buffer.from('2025-04-21T10:15:30.123456Z|').toString('base64url')],
    ['a millisecond date', Buffer.from('2025-04-21T10:15:30.123Z|5').toString('base64url')],
    ['an id out of range', Buffer.from('2025-04-21T10:15:30.123456Z|9999999999').toString('base64url')],
    ['an impossible date', Buffer.from('2025-13-45T10:15:30.123456Z|5').toString('base64url')],
    ['a day the month does not have', Buffer.from('2024-02-30T00:00:00.000000Z|5').toString('base64url')],
    ['year 0', Buffer.from('0000-01-01T00:00:00.000000Z|5').toString('base64url')],
    ['hour 24', Buffer.from('2024-01-01T24:00:00.000000Z|5').toString('base64url')],
    ['extra parts', Buffer.from('2025-04-21T10:15:30.123456Z|5|6').toString('base64url')],
  ])('rejects %s', (_label, text) => {
    expect(decodeCommentCursor(text)).toBeNull();
  });
});
