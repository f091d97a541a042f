import { ApiProperty } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { CREDENTIAL_INVALID, isCredentialJson, webauthnJson } from './passkeys.dto';
import { FieldRules, isText, maxLen, notTooLong, present } from '../field-rules';
import { msg } from '../../i18n';

export const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** `POST /api/auth/login` for a member with two-factor sign-in: no tokens yet, a second step is due. */
export interface MfaRequired {
  mfa_required: true;
  mfa_token: string;
  methods: SecondFactorMethod[];
  message: string;
}

const codeRules = [[isText, msg('code must be text').message], [maxLen(20), msg('Invalid code').message]] as const;

export class LoginMfaDto {
  @FieldRules([present, msg('mfa_token is required').message], [maxLen(100), msg('Your sign-in has expired. Sign in again.').message])
  mfa_token: string;

  /** The 6-digit code of the authenticator app. Give it or `recovery_code`. */
  @IsOptional()
  @FieldRules(...codeRules)
  code?: string;

  /** One of the member's recovery codes (`xxxxx-xxxxx`); each works once. */
  @IsOptional()
  @FieldRules([isText, msg('recovery_code must be text').message], [maxLen(40), msg('Invalid code').message])
  recovery_code?: string;

  /** The answer of `startAuthentication` with options from `POST /api/auth/passkeys/sign-in/options`, signed by one of the member's passkeys. */
  @IsOptional()
  @ApiProperty(webauthnJson('c2Vjb25kLWZhY3Rvcg'))
  @FieldRules([isCredentialJson, CREDENTIAL_INVALID])
  passkey?: AuthenticationResponseJSON;
}

export class TotpCodeDto {
  /** The 6-digit code the authenticator app shows now. */
  @FieldRules([present, msg('code is required').message], ...codeRules)
  code: string;
}

export class TotpSetupDto {
  /** The secret in base32, for typing into an authenticator app by hand. Shown only now. */
  secret: string;
  /** The `otpauth://totp/…` address the QR code holds. */
  otpauth_url: string;
  /** The QR code as an SVG document, to show for the app to scan. */
  qr_svg: string;
}

export class RecoveryCodesDto {
  /** 10 single-use codes for signing in without the authenticator; shown only now, keep them safe. */
  recovery_codes: string[];
}

export class TwoFactorStatusDto {
  /** True when sign-in asks for an authenticator code. */
  totp: boolean;
  /** Recovery codes not used yet. */
  recovery_codes_left: number;
}

/** The password, or a passkey's answer (options from `POST /api/auth/passkeys/sign-in/options`): one of the two. */
export class ReauthenticateDto {
  @IsOptional()
  @FieldRules([present, msg('Password is required').message], [notTooLong, msg('Incorrect password').message])
  password?: string;

  @IsOptional()
  @ApiProperty(webauthnJson('cmVhdXRoZW50aWNhdGU'))
  @FieldRules([isCredentialJson, CREDENTIAL_INVALID])
  passkey?: AuthenticationResponseJSON;
}

export class ReauthenticatedDto {
  message: string;
  /** Until when sensitive actions are allowed without asking again (10 minutes). */
  valid_until: string;
}
