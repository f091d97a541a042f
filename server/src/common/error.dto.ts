/** The body of every error answer. */
export class ErrorDto {
  statusCode: number;
  /** The text to show the member (the spec's wording). */
  message: string;
  /** The HTTP reason phrase. */
  error: string;
  /**
   * Only on a 403 of a step-up action (issue 43): the member must confirm their password with
   * `POST /api/auth/reauthenticate` (10 minutes), then send the request again.
   */
  reauth_required?: boolean;
}

/** A plain confirmation. */
export class MessageDto {
  message: string;
}
