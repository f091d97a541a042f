import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Job, Queue } from 'bullmq';
import Redis from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { createTestDatabase } from '../support/databases';
import { Mailbox } from '../support/mailbox';
import { baseEnv, freePort, run, sleep, snapshotBuild, waitForHttp } from './support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('server process: settings, start failures, roles and graceful shutdown', () => {
  let build: Awaited<ReturnType<typeof snapshotBuild>>;
  let main: string;
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const prefix = `pen-ops-${randomBytes(4).toString('hex')}`;
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const mailQueue = new Queue('mail', { connection: redis, prefix: `${prefix}:bull` });

  /** Env of a process that can start: its database, Redis prefix and data directory. */
  const env = (extra: Record<string, string | undefined> = {}) =>
    baseEnv({ DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: prefix, DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(40), ...extra });

  // A long limit: a build running elsewhere may hide server/dist for up to a minute.
  beforeAll(async () => {
    build = await snapshotBuild(['server']);
    main = join(build.root, 'server', 'dist', 'main.js');
    dataDir = mkdtempSync(join(tmpdir(), 'pen-ops-'));
    database = await createTestDatabase();
  }, 120000);

  afterAll(async () => {
    await mailQueue.obliterate({ force: true }).catch(() => undefined);
    await mailQueue.close();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    build?.remove();
  });

  it('a bad setting stops the start with one line naming it (exit 2), never a stack trace', async () => {
    const cases: Array<[Record<string, string | undefined>, string]> = [
      [{ PORT: 'abc' }, 'Invalid setting PORT: "abc" is not a whole number'],
      [{ APP_ROLE: 'foo' }, 'Invalid setting APP_ROLE: "foo" is not one of api, worker, all'],
      [{ REDIS_URL: 'http://x' }, 'Invalid setting REDIS_URL: "http://x" must start with redis:// or rediss://'],
      [{ DATABASE_URL: undefined }, 'Invalid setting DATABASE_URL: not set. Use `npm start`, which starts an embedded PostgreSQL, or set DATABASE_URL'],
      [{ APP_ROLE: 'worker', SMTP_URL: undefined }, 'Invalid setting SMTP_URL: not set; APP_ROLE=worker runs the mail worker, which sends through it.'],
    ];
    // Started together: each is a whole Node process, and they are independent.
    const procs = cases.map(([extra]) => run(process.execPath, [main], env({ SMTP_URL: 'smtp://127.0.0.1:2525', ...extra })));
    const codes = await Promise.all(procs.map((p) => p.exit()));
    cases.forEach(([, message], i) => {
      const p = procs[i];
      expect({ setting: message, code: codes[i] }).toEqual({ setting: message, code: 2 });
      expect(p.stderr().trim().split('\n')).toHaveLength(1);
      expect(p.stderr()).toContain(message);
      expect(p.stderr() + p.stdout()).not.toMatch(/\n\s+at /);
    });
  });

  describe('a start failure prints one clear line (exit 1), never a stack trace', () => {
    it('names DATABASE_URL when the database cannot be reached, without its password', async () => {
      const port = await freePort();
      const p = run(process.execPath, [main], env({ DATABASE_URL: `postgres://pen:hunter2@127.0.0.1:${port}/pen`, APP_ROLE: 'api' }));
      expect(await p.exit()).toBe(1);
      expect(p.stderr().trim()).toBe(
        `Start failed: cannot use the database at DATABASE_URL=postgres://pen:***@127.0.0.1:${port}/pen (connection refused: connect ECONNREFUSED 127.0.0.1:${port}).`,
      );
      expect(p.stdout() + p.stderr()).not.toContain('hunter2');
    });

    it('says when the database does not exist', async () => {
      const url = new URL(database.url);
      url.pathname = '/pen_ops_missing_db';
      const p = run(process.execPath, [main], env({ DATABASE_URL: url.toString(), APP_ROLE: 'api' }));
      expect(await p.exit()).toBe(1);
      expect(p.stderr()).toContain('(database does not exist: database "pen_ops_missing_db" does not exist)');
    });

    it('names REDIS_URL when Redis cannot be reached', async () => {
      const port = await freePort();
      const p = run(process.execPath, [main], env({ REDIS_URL: `redis://127.0.0.1:${port}`, APP_ROLE: 'api' }));
      expect(await p.exit()).toBe(1);
      expect(p.stderr().trim()).toBe(`Start failed: cannot reach Redis at REDIS_URL=redis://127.0.0.1:${port} (connection refused: connect ECONNREFUSED 127.0.0.1:${port}).`);
    });

    it('says the port is taken', async () => {
      const blocker = createServer();
      const port = await new Promise<number>((resolve) => blocker.listen(0, '0.0.0.0', () => resolve((blocker.address() as { port: number }).port)));
      try {
        const p = run(process.execPath, [main], env({ PORT: String(port), APP_ROLE: 'api' }));
        // The whole app is built before listening: slow on a busy machine.
        expect(await p.exit(75000)).toBe(1);
        expect(p.stderr().trim()).toBe(`Start failed: port ${port} is already in use; stop what uses it or set PORT to another port.`);
      } finally {
        blocker.close();
      }
    }, 90000);
  });

  it('APP_ROLE=api serves HTTP without processing jobs; APP_ROLE=worker processes them without listening; both stop on SIGTERM with exit 0', async () => {
    const mailbox = new Mailbox();
    const smtpUrl = await mailbox.start();
    const apiPort = await freePort();
    const workerPort = await freePort();
    // No SMTP_URL: the API role does not send mail, so it needs none.
    const api = run(process.execPath, [main], env({ APP_ROLE: 'api', PORT: String(apiPort) }));
    let worker: ReturnType<typeof run> | undefined;
    try {
      expect(await waitForHttp(`http://127.0.0.1:${apiPort}/api/ping`, 200, 60000)).toBe(true);
      const job = await mailQueue.add('mail.send', { to: 'role@example.com', subject: 'Role check', text: 'hello', html: '<p>hello</p>' });
      await sleep(2500);
      expect(await job.getState()).toBe('waiting');
      expect(mailbox.mails).toHaveLength(0);

      worker = run(process.execPath, [main], env({ APP_ROLE: 'worker', PORT: String(workerPort), SMTP_URL: smtpUrl }));
      const mail = await mailbox.waitFor('role@example.com', (m) => m.subject === 'Role check', 60000);
      expect(mail.text.trim()).toBe('hello');
      expect(await worker.stdout()).toContain('worker started');
      await expect(fetch(`http://127.0.0.1:${workerPort}/api/ping`)).rejects.toThrow();
    } finally {
      api.child.kill('SIGTERM');
      worker?.child.kill('SIGTERM');
      const codes = await Promise.all([api.exit(10000), worker?.exit(10000)]);
      await mailbox.stop();
      expect(codes).toEqual([0, worker ? 0 : undefined]);
    }
    expect(api.stdout()).toContain('"msg":"stopped"');
    await expect(fetch(`http://127.0.0.1:${apiPort}/api/ping`)).rejects.toThrow();
  }, 150000);

  it('SIGTERM lets a running job finish (workers drain) before exiting 0', async () => {
    // An SMTP server that holds each message for 2 s: the mail job is mid-delivery when SIGTERM arrives.
    let dataStarted = false;
    const received: string[] = [];
    const slowSmtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        dataStarted = true;
        stream.resume();
        stream.on('end', () =>
          setTimeout(() => {
            received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
            callback();
          }, 2000),
        );
      },
    });
    const smtpPort = await new Promise<number>((resolve) => slowSmtp.listen(0, '127.0.0.1', () => resolve((slowSmtp.server.address() as { port: number }).port)));
    const port = await freePort();
    const proc = run(process.execPath, [main], env({ APP_ROLE: 'all', PORT: String(port), SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }));
    try {
      expect(await waitForHttp(`http://127.0.0.1:${port}/api/ping`, 200, 60000)).toBe(true);
      const job = await mailQueue.add('mail.send', { to: 'drain@example.com', subject: 'Drain', text: 'x', html: '<p>x</p>' });
      for (let i = 0; !dataStarted; i++) {
        if (i > 150) throw new Error('the mail job never reached the SMTP server');
        await sleep(100);
      }
      const signalled = Date.now();
      proc.child.kill('SIGTERM');
      expect(await proc.exit(15000)).toBe(0);
      // It waited for the delivery (about 2 s), and the job ended completed, not stalled or failed.
      expect(Date.now() - signalled).toBeGreaterThan(1000);
      expect(received).toEqual(['drain@example.com']);
      expect(await (await Job.fromId(mailQueue, job.id!))!.getState()).toBe('completed');
    } finally {
      if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
      await new Promise<void>((resolve) => slowSmtp.close(() => resolve()));
    }
  }, 120000);
});
