import { Transform } from 'class-transformer';
import { registerDecorator, ValidationArguments } from 'class-validator';
import { KeepValidated } from '../../common/validation';
import { msg } from '../../i18n';

export const SEARCH_TERM_REQUIRED = msg('Search term is required').message;
export const SEARCH_TERM_MAX_LENGTH = 100;
export const SEARCH_TERM_TOO_LONG = `Search term cannot be longer than ${SEARCH_TERM_MAX_LENGTH} characters`;

/** One rule with one message at a time: a missing term is only "required", never also "too long". */
function IsSearchTerm(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isSearchTerm',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= SEARCH_TERM_MAX_LENGTH,
        defaultMessage: (args?: ValidationArguments) =>
          typeof args?.value === 'string' && args.value.length > SEARCH_TERM_MAX_LENGTH ? SEARCH_TERM_TOO_LONG : SEARCH_TERM_REQUIRED,
      },
    });
}

@KeepValidated()
export class SearchUsersQueryDto {
  /** Part of a user name, matched case-insensitively anywhere in the name (1–100 characters after trimming). */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsSearchTerm()
  query: string;
}

export class UserCodeParamDto {
  /** A member's user code (letters, digits, . _ -; at most 50), matched ignoring case. */
  @IsUserCode()
  userCode: string;
}

/** The user code's shape (auth's profile rule); anything else cannot name a member. */
function IsUserCode(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isUserCode',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: { validate: (value: unknown) => typeof value === 'string' && /^[\p{L}\p{N}._-]{1,50}$/u.test(value) },
      options: { message: msg('Invalid user code').message },
    });
}
