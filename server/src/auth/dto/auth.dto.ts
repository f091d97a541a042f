import { StandingDto } from './member-standing.dto';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { isLanguage, type Language, LANGUAGES } from '../../i18n';
import { UserDto } from '../../users';
import { DEVICE_ID_RULES, emailShaped, FieldRules, isText, LANGUAGE_MESSAGE, maxLen, mentionsJesus, minLen, NormalizeEmail, notTooLong, present, strongPassword, Trim } from '../field-rules';
import { SECOND_FACTOR_METHODS, type SecondFactorMethod } from './two-factor.dto';
import { msg } from '../../i18n';

export const PASSWORD_STRENGTH_MESSAGE =
  msg('Password must contain at least 8 characters, one uppercase letter, one lowercase letter, one number, and one special character (!@#$%^&*)').message;

export class RegisterDto {
  /** Shown to other members; at most 70 characters. */
  @Trim()
  @FieldRules([present, msg('Username is required').message], [maxLen(70), msg('Username cannot be longer than 70 characters').message])
  user_name: string;

  @NormalizeEmail()
  @FieldRules([present, msg('Email address is required').message], [maxLen(255), msg('Email address cannot be longer than 255 characters').message], [emailShaped, msg('Invalid email address').message])
  email: string;

  /** At least 8 characters with a lowercase and an uppercase letter, a digit and one of !@#$%^&*. */
  @FieldRules([present, msg('Password is required').message], [minLen(8), msg('Password must be at least 8 characters long').message], [strongPassword, PASSWORD_STRENGTH_MESSAGE])
  password: string;

  /** The testimony: at most 700 characters, and it must mention Jesus (e.g. Jesus, Christ, Savior, Lamb of God). */
  @Trim()
  @FieldRules(
    [present, msg('Testimony is required').message],
    [maxLen(700), msg('Testimony cannot be longer than 700 characters').message],
    [(v) => isText(v) && mentionsJesus(v), msg('Description must contain your testimony about Jesus').message],
  )
  bio: string;

  /** The client's device identifier (local storage `deviceId`). */
  @FieldRules(...DEVICE_ID_RULES)
  deviceId: string;

  /**
   * `web` when sent by Pen's register page: such sign-ups are checked for spam (`website` must be
   * empty and `fillMs` at least SIGNUP_MIN_FILL_SECONDS). Other API clients omit the three fields.
   */
  @ApiProperty({ enum: ['web'], required: false })
  @IsOptional()
  @FieldRules([(v) => v === 'web', msg('client must be web when given').message])
  client?: 'web';

  /** The register page's honeypot: a field hidden from people (and screen readers); only robots fill it. */
  @IsOptional()
  @FieldRules([isText, msg('website must be text').message], [maxLen(500), msg('website cannot be longer than 500 characters').message])
  website?: string;

  /** Milliseconds between the register page opening and this request (web sign-ups). */
  @IsOptional()
  @FieldRules([(v) => Number.isSafeInteger(v) && (v as number) >= 0, msg('fillMs must be a whole number of milliseconds').message])
  fillMs?: number;

  /** The language Pen speaks to the new member (`en` or `fi`); without it, the request's Accept-Language, else English. */
  @ApiProperty({ enum: LANGUAGES, required: false })
  @IsOptional()
  @FieldRules([isLanguage, LANGUAGE_MESSAGE])
  language?: Language;

  /**
   * `true` when the newcomer accepted the community rules (`GET /api/rules`), as Pen's register
   * page asks with the terms; stored with the time. Never required: other API clients may omit it.
   */
  @IsOptional()
  @FieldRules([(v) => typeof v === 'boolean', msg('accept_rules must be true or false').message])
  accept_rules?: boolean;
}

export class RegisterResponseDto {
  accessToken: string;
  user_id: number;
  message: string;
}

export class LoginDto {
  @NormalizeEmail()
  @FieldRules([present, msg('Required').message], [maxLen(255), msg('Invalid email address format').message], [emailShaped, msg('Invalid email address format').message])
  email: string;

  @FieldRules([present, msg('Required').message], [notTooLong, msg('Login failed. Check your email and password.').message])
  password: string;

  @FieldRules(...DEVICE_ID_RULES)
  deviceId: string;
}

/**
 * The sign-in answer. For a member with two-factor sign-in, `POST /api/auth/login` answers
 * `{mfa_required: true, mfa_token, methods, message}` instead, without `accessToken` and `user`
 * (nor the cookie): send the mfa_token and a code to `POST /api/auth/login/mfa`, which answers
 * this in full. The MFA fields are optional additions, so clients written before them still compile.
 */
export class LoginResponseDto {
  /** Absent when `mfa_required` is true. */
  accessToken: string;
  /** Absent when `mfa_required` is true. */
  user: UserDto;
  message: string;
  /** True on the member's first sign-in ever (the app greets "Welcome" rather than "Welcome back"). Absent when `mfa_required` is true. */
  @ApiProperty({ required: false })
  first_sign_in?: boolean;
  /** True when a second factor is due: no tokens were issued yet. */
  @ApiProperty({ required: false })
  mfa_required?: boolean;
  /** With `mfa_required`: send it to `POST /api/auth/login/mfa`; it lives 5 minutes and allows 5 tries. */
  mfa_token?: string;
  /** True when the password is common or close to the member's name or e-mail address: ask for a new one (`POST /api/auth/set-new-password`). Sign-in works all the same. With two-factor sign-in on, it comes with the answer to `POST /api/auth/login/mfa`. */
  @ApiProperty({ required: false })
  password_change_suggested?: boolean;
  /** A suspended member's sign-in (a limited session): their standing, as `GET /api/account/standing` answers it. */
  @ApiProperty({ type: StandingDto, required: false })
  standing?: StandingDto;
  /** With `mfa_required`: the second factors this member may use. */
  @ApiProperty({ enum: SECOND_FACTOR_METHODS, isArray: true, required: false })
  methods?: SecondFactorMethod[];
}

export class AccessTokenDto {
  /** A new access token (15 minutes); keep it in session storage. */
  accessToken: string;
}

export class DeviceIdDto {
  @FieldRules(...DEVICE_ID_RULES)
  deviceId: string;
}

export class CheckSessionQueryDto {
  @FieldRules(...DEVICE_ID_RULES)
  deviceId: string;
}

export class CheckSessionDto {
  /** True when this member has a signed-in session for the device. */
  ok: boolean;
}
