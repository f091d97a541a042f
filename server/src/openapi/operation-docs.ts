/**
 * Per-operation facts the code does not carry as metadata, keyed by operation id (the controller
 * method name). Everything else in an operation's description is derived by finish-document.ts:
 * its JSDoc comment (what it does), who may call it (from its security), paging (from its
 * parameters) and its limits (from @RateLimit).
 */

/**
 * Descriptions that replace the JSDoc comment, for operations whose comment speaks to Pen's
 * developers rather than to integrators. An operation with neither fails finish-document.test.ts.
 */
export const OPERATION_DESCRIPTIONS: Record<string, string> = {};

/** Public operations that read the refresh cookie instead of an access token. */
export const REFRESH_COOKIE_OPERATIONS = new Set(['refreshToken', 'removeCookie']);

/** Public operations whose credential is something other than a token (said instead of "Public"). */
export const PUBLIC_CREDENTIALS: Record<string, string> = {
  notificationStream:
    'Opened with a single-use ticket from `POST /api/noti/stream-ticket` in the URL (browsers\' EventSource cannot send headers), so no token appears in logs.',
  downloadExport: 'No sign-in: the signed link from the e-mail is the credential.',
  unsubscribePage: 'No sign-in: the token from the e-mail\'s unsubscribe link is the credential.',
  unsubscribe: 'No sign-in: the token from the e-mail\'s unsubscribe link is the credential.',
  verifyEmail: 'No sign-in: the token from the verification e-mail is the credential.',
  resetPassword: 'No sign-in: the token from the reset e-mail is the credential.',
  cancelEmailChange: 'No sign-in: the token from the e-mail sent to the address in use is the credential.',
};
