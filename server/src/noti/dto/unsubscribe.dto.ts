import { IsString, MaxLength } from 'class-validator';

export class UnsubscribeQueryDto {
  /** The signed token from the e-mail's link. */
  @IsString({ message: 'This unsubscribe link is not valid' })
  @MaxLength(100, { message: 'This unsubscribe link is not valid' })
  token: string;
}
