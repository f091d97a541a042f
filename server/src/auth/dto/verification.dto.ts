import { emailShaped, FieldRules, maxLen, NormalizeEmail, present } from '../field-rules';

export class VerifyEmailQueryDto {
  /** The token from the verification link. */
  @FieldRules([present, 'Verification link is missing or invalid.'], [maxLen(200), 'Verification link is missing or invalid.'])
  token: string;
}

export class EmailDto {
  @NormalizeEmail()
  @FieldRules([present, 'Email address is mandatory'], [maxLen(255), 'Invalid email address'], [emailShaped, 'Invalid email address'])
  email: string;
}

export class CancelEmailChangeDto {
  /** The token from the link mailed to the address in use when the change was asked for. */
  @FieldRules([present, 'Cancel link is missing or invalid.'], [maxLen(200), 'Cancel link is missing or invalid.'])
  token: string;
}
