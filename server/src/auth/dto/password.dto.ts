import { FieldRules, maxLen, minLen, present, strongPassword } from '../field-rules';
import { msg } from '../../i18n';

export const NEW_PASSWORD_STRENGTH_MESSAGE =
  msg('Password must contain at least one uppercase letter, lowercase letter, number and special character (!@#$%^&*)').message;
const NEW_PASSWORD_RULES = [
  [present, msg('New password is required').message],
  [minLen(8), msg('The password must be at least 8 characters long').message],
  [strongPassword, NEW_PASSWORD_STRENGTH_MESSAGE],
] as const;

export class ResetPasswordDto {
  @FieldRules(...NEW_PASSWORD_RULES)
  newPassword: string;

  /** The token from the reset link. */
  @FieldRules([present, msg('Invalid or missing token.').message], [maxLen(200), msg('Invalid or missing token.').message])
  token: string;
}

export class SetNewPasswordDto {
  @FieldRules([present, msg('Old password is required').message], [maxLen(128), msg('Old password is incorrect').message])
  oldPassword: string;

  @FieldRules(...NEW_PASSWORD_RULES)
  newPassword: string;
}
