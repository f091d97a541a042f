import { BadRequestException } from '@nestjs/common';
import { decodeCursor, encodeCursor, KeysetPosition } from './cursor';
import { PAGE_SIZE } from './dto/paging.dto';
import { msg } from '../i18n';

export const INVALID_CURSOR = msg('Invalid cursor').message;

/** A validated page request: either an offset or a keyset position (never both). */
export interface PageRequest {
  limit: number;
  offset: number;
  after: KeysetPosition | null;
}

export function pageRequest(query: { offset?: number; limit?: number; cursor?: string }): PageRequest {
  if (query.offset !== undefined && query.cursor !== undefined) {
    throw new BadRequestException(msg('Use either offset or cursor, not both'));
  }
  let after: KeysetPosition | null = null;
  if (query.cursor !== undefined && query.cursor !== '') {
    after = decodeCursor(query.cursor);
    if (!after) throw new BadRequestException(INVALID_CURSOR);
  }
  return { limit: query.limit ?? PAGE_SIZE, offset: query.offset ?? 0, after };
}

/**
 * Pages are read with one extra row: when it exists there is a next page, and the cursor is the
 * position of the last row kept (asked of that row only).
 */
export function cutPage<T>(rows: T[], limit: number, positionOf: (row: T) => KeysetPosition): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const kept = rows.slice(0, limit);
  return { rows: kept, nextCursor: encodeCursor(positionOf(kept[kept.length - 1])) };
}
