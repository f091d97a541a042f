import { e2eEnv } from './env';
import { startE2eServer, type E2eServer } from './e2e-server';
import { test as base } from './fixtures';
import { freePortSync } from './free-port';
import { signIn } from './members';
import { consentGiven } from './storage';

/**
 * A free port in 3900-3949 (each parallel worker starts looking at its own place, so two workers
 * do not pick the same one); another run may still take it before the server listens, so a start
 * that fails is tried again on the next free port.
 */
async function startOnFreePort(parallelIndex: number): Promise<E2eServer> {
  let from = 3900 + (parallelIndex % 10) * 5;
  for (let attempt = 1; ; attempt++) {
    const port = freePortSync(from, 3949);
    try {
      return await startE2eServer({
        port,
        publicHost: 'localhost',
        appRole: 'api',
        databaseUrl: e2eEnv.databaseUrl(),
        redisPrefix: e2eEnv.redisPrefix(),
        smtpUrl: e2eEnv.smtpUrl(),
        jwtSecret: e2eEnv.jwtSecret(),
      });
    } catch (err) {
      if (attempt === 3) throw err;
      from = port + 1;
    }
  }
}

/**
 * Passkey journeys: the run's server is at http://127.0.0.1:<port>, and Chromium refuses an IP
 * address as a passkey's relying party. Each worker that runs one starts a second API process of
 * the same run (database, Redis prefix, JWT secret, mail sink; the run's server's workers send its
 * mails) whose PUBLIC_URL is http://localhost:<another port>, and its pages are served from there.
 * The rest of the suite keeps the one server at 127.0.0.1.
 */
export const test = base.extend<{ passkeyBaseUrl: string }, { passkeyServer: E2eServer }>({
  passkeyServer: [
    async ({}, use, workerInfo) => {
      const server = await startOnFreePort(workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    // Starting takes a while on a busy machine; it is done once per worker.
    { scope: 'worker', timeout: 180_000 },
  ],
  passkeyBaseUrl: async ({ passkeyServer }, use) => use(passkeyServer.baseUrl),
  baseURL: async ({ passkeyBaseUrl }, use) => use(passkeyBaseUrl),
  storageState: async ({ passkeyBaseUrl }, use) => use(consentGiven(passkeyBaseUrl)),
  memberPage: async ({ page, member, passkeyBaseUrl }, use) => {
    await signIn(page, member, passkeyBaseUrl);
    await use(page);
  },
});
