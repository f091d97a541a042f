export class TermsDto {
  /** The terms text; line breaks are meaningful. */
  content: string;
  version: number;
  created_at: Date;
}
