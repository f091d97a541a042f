import { IsString, MaxLength } from 'class-validator';
import { msg } from '../../i18n';

export class UnsubscribeQueryDto {
  /** The signed token from the e-mail's link. */
  @IsString({ message: msg('This unsubscribe link is not valid').message })
  @MaxLength(100, { message: msg('This unsubscribe link is not valid').message })
  token: string;
}
