import { IsString, Length } from 'class-validator';

/** The token of a mailed download link. */
export class ExportTokenParamDto {
  /** `<export id>.<expiry>.<signature>`, as in the mailed link. */
  @IsString()
  @Length(1, 200)
  token: string;
}
