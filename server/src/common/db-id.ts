import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/**
 * Largest value of PostgreSQL's int (every id is a `serial`). A larger number can name no row,
 * and sent on to SQL it fails as "out of range", so it must stop here as a 400.
 */
export const DB_ID_MAX = 2147483647;

/** Up to 12 digits: enough to exceed DB_ID_MAX, yet never a number JavaScript rounds. */
const DIGITS = /^\d{1,12}$/;

/** An id given as a number or as digits (query strings, path segments, older clients); anything else stays as it is, for the checks to refuse. */
export function toIdNumber({ value }: { value: unknown }): unknown {
  return typeof value === 'string' && DIGITS.test(value) ? Number(value) : value;
}

/**
 * The one rule for an id in a body, query or path DTO: a whole number from 1 to DB_ID_MAX,
 * else 400 with `message`. `optional` also accepts the field's absence.
 */
export function IsDbId(message: string, { optional = false }: { optional?: boolean } = {}): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: 'integer', minimum: 1, maximum: DB_ID_MAX, required: !optional }),
    ...(optional ? [IsOptional()] : []),
    Transform(toIdNumber),
    IsInt({ message }),
    Min(1, { message }),
    Max(DB_ID_MAX, { message }),
  );
}
