import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy, ValidationArguments } from 'class-validator';
import { IsDbId } from '../../common/db-id';

/** A required numeric id (`groupId`, `userId`, `commentId` …) with a clear 400 message. */
export function IdField(name: string, what: string): PropertyDecorator {
  return IsDbId(`${name} must be a ${what} id`);
}

/** Trims strings so that the length and emptiness rules apply to what is stored. */
export function trimmed({ value }: { value: unknown }): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * Required text up to `max` characters (after trimming), with one clear message: `required`
 * when missing or blank, `tooLong` past the limit (never both at once).
 */
export function RequiredText(max: number, required: string, tooLong: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: 'string', minLength: 1, maxLength: max }),
    Transform(trimmed),
    ValidateBy({
      name: 'requiredText',
      validator: {
        validate: (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= max,
        defaultMessage: (args?: ValidationArguments) => (typeof args?.value === 'string' && args.value.length > max ? tooLong : required),
      },
    }),
  );
}

/** Text up to `max` characters (after trimming), with one message per problem. Combine with IsOptional. */
export function Text(max: number, notText: string, tooLong: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: 'string', maxLength: max, required: false }),
    Transform(trimmed),
    ValidateBy({
      name: 'text',
      validator: {
        validate: (v: unknown) => typeof v === 'string' && v.length <= max,
        defaultMessage: (args?: ValidationArguments) => (typeof args?.value === 'string' ? tooLong : notText),
      },
    }),
  );
}
