import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ToInt } from './transforms';
import { KeepValidated } from '../../common/validation';
import { msg } from '../../i18n';

/** Page size of the feed, the post lists and the comments (spec: 50 by default). */
export const PAGE_SIZE = 50;
const LIMIT_MESSAGE = `limit must be between 1 and ${PAGE_SIZE}`;
const OFFSET_MESSAGE = msg('offset must be a whole number of 0 or more').message;
/**
 * Deepest offset page: PostgreSQL reads and throws away every skipped row, so deep offsets
 * cost the database in proportion; the cursor reaches any depth at the cost of one page.
 */
export const MAX_OFFSET = 5000;
export const OFFSET_TOO_LARGE = `offset cannot be more than ${MAX_OFFSET}; use cursor paging (nextCursor) to read further`;

/** A page size of 1 to PAGE_SIZE; the bounds are stated for the API description too. */
function PageLimit(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: PAGE_SIZE }),
    ToInt(),
    IsOptional(),
    IsInt({ message: LIMIT_MESSAGE }),
    Min(1, { message: LIMIT_MESSAGE }),
    Max(PAGE_SIZE, { message: LIMIT_MESSAGE }),
  );
}

/** An opaque paging cursor, at most 200 characters. */
function PageCursor(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: 200 }),
    IsOptional(),
    IsString({ message: msg('Invalid cursor').message }),
    MaxLength(200, { message: msg('Invalid cursor').message }),
  );
}

@KeepValidated()
export class PostPageQueryDto {
  /**
   * Offset paging: skip this many posts (newest first). Fine for the first pages; for deep
   * paging use `cursor`, which stays fast at any depth. At most 5000. Not combinable with `cursor`.
   */
  // Stated by decorator as limit and cursor are, so the parameters keep their order (offset first).
  @ApiPropertyOptional({ minimum: 0, maximum: MAX_OFFSET })
  @ToInt()
  @IsOptional()
  @IsInt({ message: OFFSET_MESSAGE })
  @Min(0, { message: OFFSET_MESSAGE })
  @Max(MAX_OFFSET, { message: OFFSET_TOO_LARGE })
  offset?: number;

  /** Posts per page, 1 to 50; 50 by default. */
  @PageLimit()
  limit?: number;

  /** Cursor paging: the `nextCursor` of the previous page (opaque). Not combinable with `offset`. */
  @PageCursor()
  cursor?: string;
}

@KeepValidated()
export class CommentPageQueryDto {
  /** Comments per page, 1 to 50; 50 by default. */
  @PageLimit()
  limit?: number;

  /**
   * Older comments: either the `nextCursor` of the previous page (opaque, exact even for equal
   * timestamps) or, as older clients do, the `created_at` of the oldest comment shown.
   */
  @PageCursor()
  cursor?: string;
}
