import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { isLanguage, type Language, LANGUAGES } from '../../i18n';
import { USER_MODES, UserDto } from '../../users';
import { emailShaped, FieldRules, isText, LANGUAGE_MESSAGE, maxLen, minLen, NormalizeEmail, notTooLong, present, Trim } from '../field-rules';
import { msg } from '../../i18n';

/** null means what an empty string means (no user code, mode none, no bio): the columns are NOT NULL. */
const nullToEmpty = ({ value }: { value: unknown }) => (value === null ? '' : value);

export class UpdateProfileDto {
  /** 2–100 characters. */
  @Trim()
  @FieldRules([present, msg('Username is required').message], [minLen(2), msg('Name too short').message], [maxLen(100), msg('Name too long').message])
  user_name: string;

  /**
   * For a verified account a new address stays pending until the link mailed to it is followed
   * (the address in use gets a link that cancels); an unverified account's address is replaced at
   * once, every session ends and the new address gets a verification mail.
   */
  @NormalizeEmail()
  @FieldRules([present, msg('Email is required').message], [maxLen(255), msg('Email too long').message], [emailShaped, msg('Invalid email').message])
  email: string;

  /** The current password, required to save. */
  @FieldRules([present, msg('Password is required').message], [minLen(8), msg('Password must be at least 8 characters long').message], [notTooLong, msg('Incorrect password').message])
  password: string;

  /** The testimony; at most 700 characters. Omit to keep it. */
  @IsOptional()
  @Transform(nullToEmpty)
  @Trim()
  @FieldRules([isText, msg('Bio must be text').message], [maxLen(700), msg('Bio too long').message])
  bio?: string;

  /** One of none, single, in_relationship, engaged, married, community; empty means none. Omit to keep it. */
  @IsOptional()
  @Transform(nullToEmpty)
  @Trim()
  @FieldRules([(v) => isText(v) && (v === '' || (USER_MODES as readonly string[]).includes(v)), `Mode must be one of ${USER_MODES.join(', ')}`])
  mode?: string;

  /** Optional public handle (letters, digits, . _ -; at most 50), unique ignoring case; empty removes it. Omit to keep it. */
  @IsOptional()
  @Transform(nullToEmpty)
  @Trim()
  @FieldRules([(v) => isText(v) && /^[\p{L}\p{N}._-]{0,50}$/u.test(v), msg('User code may contain only letters, numbers, dots, dashes and underscores (at most 50)').message])
  user_code?: string;
}

export class UpdateProfileResponseDto {
  user: UserDto;
  message: string;
  /** True when every session ended (an unverified account's address was replaced): verify the new address, then sign in again. */
  signedOut: boolean;
}

export class EmailNotificationsDto {
  @FieldRules([(v) => typeof v === 'boolean', msg('receive_email_notifications must be true or false').message])
  receive_email_notifications: boolean;
}

export class UpdateLanguageDto {
  /** `en` (English) or `fi` (Finnish). */
  @ApiProperty({ enum: LANGUAGES })
  @FieldRules([isLanguage, LANGUAGE_MESSAGE])
  language: Language;
}

export class DeleteAccountDto {
  @FieldRules([present, msg('Password is required').message], [notTooLong, msg('Incorrect password').message])
  password: string;

  /** Accepted for compatibility with the spec's payload; the account is always the token's. */
  @IsOptional()
  @FieldRules([isText, msg('email must be text').message])
  email?: string;

  /** Accepted for compatibility with the spec's payload; the account is always the token's. */
  @IsOptional()
  @FieldRules([(v) => typeof v === 'number' || typeof v === 'string', msg('user_id must be a number').message])
  user_id?: number | string;
}
