import { FieldRules, maxLen, present } from '../field-rules';

export class SecureAccountDto {
  /** The token from the "New sign-in" mail's link. */
  @FieldRules([present, 'Invalid or missing token.'], [maxLen(200), 'Invalid or missing token.'])
  token: string;
}

export class SecureAccountResponseDto {
  message: string;
  /** A password-reset token (one hour, once): open `/reset-password?token=…` with it, or send it to `POST /api/auth/reset-password`. */
  reset_token: string;
}
