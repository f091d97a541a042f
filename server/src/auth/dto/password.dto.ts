import { FieldRules, maxLen, minLen, present, strongPassword } from '../field-rules';
import { msg } from '../../i18n';

export const NEW_PASSWORD_STRENGTH_MESSAGE =
  msg('Password must contain at least one uppercase letter, lowercase letter, number and special character (!@#$%^&*)').message;
const NEW_PASSWORD_RULES = [
  [present, 'New password is required'],
  [minLen(8), 'The password must be at least 8 characters long'],
  [strongPassword, NEW_PASSWORD_STRENGTH_MESSAGE],
] as const;

export class ResetPasswordDto {
  @FieldRules(...NEW_PASSWORD_RULES)
  newPassword: string;

  /** The token from the reset link. */
  @FieldRules([present, 'Invalid or missing token.'], [maxLen(200), 'Invalid or missing token.'])
  token: string;
}

export class SetNewPasswordDto {
  @FieldRules([present, 'Old password is required'], [maxLen(128), 'Old password is incorrect'])
  oldPassword: string;

  @FieldRules(...NEW_PASSWORD_RULES)
  newPassword: string;
}
