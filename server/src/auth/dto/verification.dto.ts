import { emailShaped, FieldRules, maxLen, NormalizeEmail, present } from '../field-rules';
import { msg } from '../../i18n';

export class VerifyEmailQueryDto {
  /** The token from the verification link. */
  @FieldRules([present, msg('Verification link is missing or invalid.').message], [maxLen(200), msg('Verification link is missing or invalid.').message])
  token: string;
}

export class EmailDto {
  @NormalizeEmail()
  @FieldRules([present, msg('Email address is mandatory').message], [maxLen(255), msg('Invalid email address').message], [emailShaped, msg('Invalid email address').message])
  email: string;
}

export class CancelEmailChangeDto {
  /** The token from the link mailed to the address in use when the change was asked for. */
  @FieldRules([present, msg('Cancel link is missing or invalid.').message], [maxLen(200), msg('Cancel link is missing or invalid.').message])
  token: string;
}
