/** The body of every error answer. */
export class ErrorDto {
  statusCode: number;
  /** The text to show the member (the spec's wording). */
  message: string;
  /** The HTTP reason phrase. */
  error: string;
}

/** A plain confirmation. */
export class MessageDto {
  message: string;
}
