import { Transform } from 'class-transformer';
import { registerDecorator, ValidationArguments } from 'class-validator';

/** Largest id PostgreSQL's int columns hold; larger numbers are rejected before they reach SQL. */
export { DB_ID_MAX as MAX_ID } from '../../common/db-id';

/**
 * Accepts an integer given as a number or a digit string (query strings, older clients that
 * send ids as text) and leaves anything else untouched for the validators to reject.
 */
export const ToInt = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^-?\d{1,12}$/.test(value) ? Number(value) : value));

/**
 * A string of at most `max` characters, with one message per failure: a number gets only
 * `typeMessage`, not also a misleading length message as IsString + MaxLength would give.
 */
export function IsText(max: number, typeMessage: string, lengthMessage: string): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isText',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [max],
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.length <= max,
        defaultMessage: (args?: ValidationArguments) => (typeof args?.value === 'string' ? lengthMessage : typeMessage),
      },
    });
  };
}
