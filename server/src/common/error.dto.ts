/** The body of every error answer. */
export class ErrorDto {
  statusCode: number;
  /** The text to show the member (the spec's wording). */
  message: string;
  /** The HTTP reason phrase. */
  error: string;
  /**
   * Only on a 400 of the validation of the request (its body, query or path): each failed rule's
   * message, in English (the spec's wording, stable for programs); `message` joins them, in the
   * request's language, to show.
   */
  errors?: string[];
  /**
   * Only on a 403 of a step-up action (issue 43): the member must confirm their password with
   * `POST /api/auth/reauthenticate` (10 minutes), then send the request again.
   */
  reauth_required?: boolean;
  /**
   * Only on a 401 of `POST /api/auth/login/mfa` (issue 41): the mfa_token is unknown, older than 5
   * minutes or out of tries, so the sign-in starts again with the password (a wrong code has no such field).
   */
  mfa_expired?: boolean;
}

/** A plain confirmation. */
export class MessageDto {
  message: string;
}
