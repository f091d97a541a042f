/**
 * What the global setup shares with the test workers. The config and the global setup put these
 * into process.env of the runner; Playwright's workers inherit them.
 */
function need(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run the browser tests through client/playwright.config.ts`);
  return v;
}

export const e2eEnv = {
  /** e.g. http://127.0.0.1:3870 (also the `baseURL` of every page). */
  baseUrl: () => need('E2E_BASE_URL'),
  /** The e2e server's own database (postgres://…/pen_e2e_<random>). */
  databaseUrl: () => need('E2E_DATABASE_URL'),
  /** The JWT_SECRET the e2e server signs access tokens with. */
  jwtSecret: () => need('E2E_JWT_SECRET'),
  /** The mail sink's JSON endpoint (http://127.0.0.1:<port>). */
  mailApi: () => need('E2E_MAIL_API'),
  /** The server's Redis key prefix and the mail sink's SMTP address, for a second server process of the run. */
  redisPrefix: () => need('E2E_REDIS_PREFIX'),
  smtpUrl: () => need('E2E_SMTP_URL'),
};
