/** Fields that hold a credential wherever they appear in a request body, a DTO or a session. */
const SECRET_FIELDS = ['password', 'oldPassword', 'newPassword', 'token', 'accessToken', 'refreshToken', 'ticket', 'authorization', 'cookie', 'secret'];

/**
 * What pino's `redact` replaces in every log line, in the object logged or one level down (a
 * logged `body`, `dto` or `headers`), and in request and response headers as Fastify and
 * HTTP clients name them. Nothing logs them today; this keeps a careless `log({ body })` or
 * `log({ req })` from writing a member's password or session to the logs.
 */
export const REDACTED_PATHS: readonly string[] = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  // API keys (issue #30).
  'headers["x-api-key"]',
  '*.headers["x-api-key"]',
];
