import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy, ValidationArguments } from 'class-validator';

/**
 * A required text field, trimmed, of 1 to `max` characters, with one message per failure:
 * `required` when it is missing, not text or blank, `<field> cannot be longer than <max> characters`.
 */
export function RequiredText(field: string, max: number, required: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: 'string', minLength: 1, maxLength: max }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    ValidateBy({
      name: 'requiredText',
      validator: {
        validate: (v: unknown) => typeof v === 'string' && v.length >= 1 && v.length <= max,
        defaultMessage: (args?: ValidationArguments) =>
          typeof args?.value === 'string' && args.value.length > max ? `${field} cannot be longer than ${max} characters` : required,
      },
    }),
  );
}
