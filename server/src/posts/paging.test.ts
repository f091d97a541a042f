import { BadRequestException } from '@nestjs/common';
import { decodeCursor, encodeCursor } from './cursor';
import { cutPage, pageRequest } from './paging';

describe('pageRequest', () => {
  it('defaults to the first 50', () => {
    expect(pageRequest({})).toEqual({ limit: 50, offset: 0, after: null });
  });

  it('decodes a cursor', () => {
    const cursor = encodeCursor({ createdAt: '2025-01-01T00:00:00.000001Z', id: 7 });
    expect(pageRequest({ cursor, limit: 10 })).toEqual({ limit: 10, offset: 0, after: { createdAt: '2025-01-01T00:00:00.000001Z', id: 7 } });
  });

  it('refuses offset and cursor together, and a cursor it did not make', () => {
    const cursor = encodeCursor({ createdAt: '2025-01-01T00:00:00.000001Z', id: 7 });
    expect(() => pageRequest({ cursor, offset: 5 })).toThrow(new BadRequestException('Use either offset or cursor, not both'));
    expect(() => pageRequest({ cursor: 'abc' })).toThrow(new BadRequestException('Invalid cursor'));
  });
});

describe('cutPage', () => {
  const rows = [1, 2, 3].map((id) => ({ id, cursor_ts: `2025-01-01T00:00:0${id}.000000Z` }));

  it('has no next cursor when the extra row is missing', () => {
    expect(cutPage(rows, 3, (r) => ({ createdAt: r.cursor_ts, id: r.id }))).toEqual({ rows, nextCursor: null });
  });

  it('points the next cursor at the last row kept', () => {
    const page = cutPage(rows, 2, (r) => ({ createdAt: r.cursor_ts, id: r.id }));
    expect(page.rows.map((r) => r.id)).toEqual([1, 2]);
    expect(decodeCursor(page.nextCursor ?? '')).toEqual({ createdAt: '2025-01-01T00:00:02.000000Z', id: 2 });
  });
});
