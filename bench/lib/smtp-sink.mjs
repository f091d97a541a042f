// @ts-check
// A mail server that accepts and discards every message, as a working relay would from the app's
// side: notification digests then cost what they cost in production (one SMTP exchange), instead
// of failing and being retried five times against a closed port.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(import.meta.dirname, '..', '..', 'server', 'package.json'));
const { SMTPServer } = require('smtp-server');

/** Starts the sink on a free local port; answers its SMTP_URL, the count of mails taken, and stop(). */
export async function startSmtpSink() {
  let mails = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        mails++;
        callback();
      });
      stream.resume();
    },
  });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  return {
    url: `smtp://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.server.address()).port}`,
    mails: () => mails,
    stop: () => /** @type {Promise<void>} */ (new Promise((resolve) => server.close(resolve))),
  };
}
