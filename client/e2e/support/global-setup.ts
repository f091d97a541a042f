import { randomBytes } from 'node:crypto';
import { clearRedisPrefix, createDatabase, dropDatabase, startE2eServer } from './e2e-server';
import { MailSink } from './mail-sink';

/**
 * Starts what the browser tests run against: a fresh database, a mail sink and the built app on
 * E2E_PORT (chosen by playwright.config.ts). Shares the addresses with the test workers through
 * process.env (see env.ts) and answers the teardown that undoes all of it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_PORT);
  const jwtSecret = randomBytes(32).toString('hex');
  const redisPrefix = `e2e_${randomBytes(5).toString('hex')}`;
  const db = await createDatabase();
  const sink = new MailSink();
  const mail = await sink.start();
  let server;
  try {
    server = await startE2eServer({ port, databaseUrl: db.url, redisPrefix, smtpUrl: mail.smtpUrl, jwtSecret });
  } catch (err) {
    await sink.stop();
    await dropDatabase(db.name);
    await clearRedisPrefix(redisPrefix).catch(() => undefined);
    throw err;
  }

  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATABASE_URL = db.url;
  process.env.E2E_JWT_SECRET = jwtSecret;
  process.env.E2E_MAIL_API = mail.apiUrl;
  // For a second server process beside this one (support/passkey-server.ts).
  process.env.E2E_REDIS_PREFIX = redisPrefix;
  process.env.E2E_SMTP_URL = mail.smtpUrl;

  return async () => {
    await server.stop();
    await sink.stop();
    await dropDatabase(db.name);
    await clearRedisPrefix(redisPrefix).catch(() => undefined);
  };
}
