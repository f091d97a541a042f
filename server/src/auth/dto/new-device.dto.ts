import { FieldRules, maxLen, present } from '../field-rules';
import { msg } from '../../i18n';

export class SecureAccountDto {
  /** The token from the "New sign-in" mail's link. */
  @FieldRules([present, msg('Invalid or missing token.').message], [maxLen(200), msg('Invalid or missing token.').message])
  token: string;
}

export class SecureAccountResponseDto {
  message: string;
  /** A password-reset token (one hour, once): open `/reset-password?token=…` with it, or send it to `POST /api/auth/reset-password`. */
  reset_token: string;
}
