import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { createTransport } from 'nodemailer';
import { ADMIN_URL, withAdmin } from '../support/databases';
import { baseEnv, descendants, freePort, isAlive, REPO_ROOT, run, snapshotBuild, waitForHttp } from './support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('npm start (scripts/start.mjs) with DATABASE_URL set', () => {
  const dbName = `pen_ops_start_${randomBytes(4).toString('hex')}`;
  const prefix = `pen-ops-${randomBytes(4).toString('hex')}`;
  let build: Awaited<ReturnType<typeof snapshotBuild>>;
  let dataDir: string;

  // A long limit: a build running elsewhere may hide server/dist for up to a minute.
  beforeAll(async () => {
    build = await snapshotBuild(['server', 'client', 'scripts']);
    dataDir = mkdtempSync(join(tmpdir(), 'pen-ops-start-'));
    // An empty database: the server's migrations create the schema.
    await withAdmin((c) => c.query(`CREATE DATABASE ${dbName}`));
  }, 120000);

  afterAll(async () => {
    await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    build?.remove();
  });

  it('serves API, docs, client and the mail sink on the printed URLs, and Ctrl-C leaves no process behind', async () => {
    const [port, smtpPort, mailPort] = [await freePort(), await freePort(), await freePort()];
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    const start = run(
      process.execPath,
      [join(build.root, 'scripts', 'start.mjs'), '--no-build'],
      baseEnv({
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        REDIS_URL,
        REDIS_PREFIX: prefix,
        MAIL_SINK_SMTP_PORT: String(smtpPort),
        MAIL_SINK_HTTP_PORT: String(mailPort),
      }),
      build.root,
    );
    let children: number[] = [];
    try {
      await start.waitFor(/Press Ctrl-C to stop/, 75000);
      const banner = start.stdout();
      expect(banner).toContain(`App        http://localhost:${port}/`);
      expect(banner).toContain(`API docs   http://localhost:${port}/api/docs`);
      expect(banner).toContain(`Mail       http://127.0.0.1:${mailPort}/`);
      expect(banner).toContain(`Redis      ${REDIS_URL}`);

      const base = `http://127.0.0.1:${port}`;
      expect(await (await fetch(`${base}/api/ping`)).json()).toMatchObject({ status: 'ok' });
      expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok', database: 'up', redis: 'up' });
      expect(await (await fetch(`${base}/api/docs`)).text()).toContain('swagger-ui');
      const page = await fetch(`${base}/login`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');

      // The server was handed the sink as SMTP_URL; mail sent there shows up on the sink's JSON.
      await createTransport(`smtp://127.0.0.1:${smtpPort}`).sendMail({ from: 'a@localhost', to: 'Start@Example.com', subject: 'Sink check', text: 'see https://example.com/x' });
      const mails = (await (await fetch(`http://127.0.0.1:${mailPort}/mails?to=start@example.com`)).json()) as { mails: Array<{ subject: string; links: string[] }> };
      expect(mails.mails).toEqual([expect.objectContaining({ subject: 'Sink check', links: ['https://example.com/x'] })]);
      expect(readdirSync(join(dataDir, 'mail'))).toHaveLength(1);

      // Secrets generated once into DATA_DIR.
      expect(existsSync(join(dataDir, 'secrets.json'))).toBe(true);

      children = descendants(start.child.pid!);
      expect(children.length).toBeGreaterThan(0);
      // The server runs with the app's Node flags (scripts/lib/node-flags.mjs), as the Docker image's does.
      const commandLines = children.map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'));
      const server = commandLines.find((args) => args.some((a) => a.endsWith(join('server', 'dist', 'main.js'))));
      expect(server).toEqual([process.execPath, '--single-threaded-gc', '--no-allocation-site-pretenuring', '--max-semi-space-size=64', join(build.root, 'server', 'dist', 'main.js'), '']);
      // The image starts the app through the same one place (scripts/app.mjs reads lib/node-flags.mjs).
      expect(readFileSync(join(REPO_ROOT, 'docker', 'Dockerfile'), 'utf8')).toContain('CMD ["node", "scripts/app.mjs"]');
      // ... and its malloc setting (APP_ENV), which scripts/app.mjs gives the image's process too.
      const serverPid = children[commandLines.indexOf(server!)];
      // glibc cuts GLIBC_TUNABLES in place at each ':' as it reads it: one string per setting here.
      const environ = readFileSync(`/proc/${serverPid}/environ`, 'utf8').split('\0');
      const tunables = environ.slice(environ.findIndex((e) => e.startsWith('GLIBC_TUNABLES=')));
      expect(tunables.slice(0, 2)).toEqual(['GLIBC_TUNABLES=glibc.malloc.trim_threshold=67108864', 'glibc.malloc.mmap_threshold=33554432']);
    } finally {
      start.child.kill('SIGINT');
      expect(await start.exit(40000)).toBe(0);
    }
    expect(children.filter(isAlive)).toEqual([]);
    expect(await waitForHttp(`http://127.0.0.1:${port}/api/ping`, 200, 500)).toBe(false);
    expect(await waitForHttp(`http://127.0.0.1:${mailPort}/mails`, 200, 500)).toBe(false);
  }, 150000);

  it('stops with a clear message when REDIS_URL is set and nothing answers there, starting nothing', async () => {
    const redisPort = await freePort();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    const start = run(
      process.execPath,
      [join(build.root, 'scripts', 'start.mjs'), '--no-build'],
      baseEnv({ PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: url.toString(), REDIS_URL: `redis://127.0.0.1:${redisPort}`, SMTP_URL: 'smtp://127.0.0.1:2525' }),
      build.root,
    );
    expect(await start.exit(30000)).toBe(1);
    expect(start.stderr().trim()).toBe(
      `Nothing answers at REDIS_URL=redis://127.0.0.1:${redisPort}. Start that Redis, or unset REDIS_URL to let npm start run a local redis-server.`,
    );
  });

  it('starts no Redis with REDIS_SENTINELS, and the server says when no sentinel answers', async () => {
    const sentinelPort = await freePort();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    const start = run(
      process.execPath,
      [join(build.root, 'scripts', 'start.mjs'), '--no-build'],
      baseEnv({
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        // Its host and port are ignored with sentinels: npm start must not look for a Redis there.
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
        REDIS_SENTINELS: `127.0.0.1:${sentinelPort}`,
        REDIS_SENTINEL_NAME: 'pen-primary',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      }),
      build.root,
    );
    expect(await start.exit(60000)).toBe(1);
    expect(start.stderr()).toContain(`Start failed: cannot reach Redis through REDIS_SENTINELS=127.0.0.1:${sentinelPort} (REDIS_SENTINEL_NAME=pen-primary) (`);
    expect(start.stderr()).not.toContain('Nothing answers at REDIS_URL');
  }, 90000);

  it('stops with the setting named when a setting is bad', async () => {
    const start = run(process.execPath, [join(build.root, 'scripts', 'start.mjs'), '--no-build'], baseEnv({ PORT: 'abc', DATA_DIR: dataDir }), build.root);
    expect(await start.exit(30000)).toBe(1);
    expect(start.stderr().trim()).toBe('Invalid setting PORT: "abc" is not a whole number');
  });
});
