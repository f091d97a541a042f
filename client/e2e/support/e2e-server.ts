import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { releasePort } from './free-port';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const serverDist = join(repoRoot, 'server', 'dist');
const clientDist = join(repoRoot, 'client', 'dist');
/**
 * Snapshots of the builds live inside the server workspace, so the server copy resolves packages
 * as server/dist does: server/node_modules first (where the server's own versions sit when they
 * differ from the root's, e.g. lru-cache), then the root's.
 */
const runsDir = join(repoRoot, 'server', '.e2e-runs');

/** The local PostgreSQL (trust auth), as the server's integration tests use it. */
const ADMIN_URL = process.env.E2E_ADMIN_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

function databaseUrl(name: string): string {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Build copies of runs that were killed before their teardown (older than 12 hours). */
function removeStaleRuns(): void {
  for (const name of readdirSync(runsDir)) {
    const dir = join(runsDir, name);
    if (Date.now() - statSync(dir).mtimeMs > 12 * 3600_000) rmSync(dir, { recursive: true, force: true });
  }
}

/** A fresh, empty database; the app runs its migrations on start. */
export async function createDatabase(): Promise<{ name: string; url: string }> {
  const name = `pen_e2e_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  return { name, url: databaseUrl(name) };
}

export async function dropDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** Removes every Redis key of this run (queues, rate limits, sessions) so runs leave nothing behind. */
export async function clearRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export interface E2eServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

function newestChange(dir: string): number {
  return readdirSync(dir, { recursive: true }).reduce<number>((max, f) => Math.max(max, statSync(join(dir, String(f))).mtimeMs), 0);
}

/**
 * Waits for a finished build: `marker` exists and nothing in `dir` changed for 3 s (another
 * engineer may be rebuilding in the shared tree right now), then copies it to `to`.
 */
async function snapshotBuild(dir: string, marker: string, to: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = existsSync(join(dir, marker)) && Date.now() - newestChange(dir) > 3000;
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`${join(dir, marker)} is missing or still changing: build first (npx nx run-many -t build)`);
    await new Promise((r) => setTimeout(r, 500));
  }
  cpSync(dir, to, { recursive: true });
  if (!existsSync(join(to, marker))) throw new Error(`${dir} changed while it was copied; run the tests again`);
}

async function waitUntilUp(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The e2e server stopped during start (exit code ${child.exitCode}); its output is above.`);
    try {
      const res = await fetch(`${baseUrl}/api/ping`);
      // Answered, and by this run's server: another process on the port would leave ours dead.
      if (res.ok) {
        await new Promise((r) => setTimeout(r, 300));
        if (child.exitCode !== null) throw new Error(`The e2e server stopped during start (exit code ${child.exitCode}); its output is above.`);
        return;
      }
    } catch (err) {
      if (child.exitCode !== null) throw err;
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The e2e server did not answer ${baseUrl}/api/ping within ${timeoutMs / 1000} s`);
}

/**
 * Starts the BUILT app on `port`: API, workers and the web client in one process, as `npm start`
 * runs it. It runs from private copies of server/dist and client/dist, so a rebuild by someone
 * else during the run changes nothing.
 */
export async function startE2eServer(opts: {
  port: number;
  databaseUrl: string;
  redisPrefix: string;
  smtpUrl: string;
  jwtSecret: string;
  /**
   * The host name of its PUBLIC_URL (default 127.0.0.1); it always listens on 127.0.0.1, which
   * `localhost` reaches too. Passkeys need a name: Chromium refuses an IP address as relying party.
   */
  publicHost?: string;
  /** `api`: a second process beside the run's server, whose workers send its mails (default `all`). */
  appRole?: 'all' | 'api';
}): Promise<E2eServer> {
  mkdirSync(runsDir, { recursive: true });
  removeStaleRuns();
  const runDir = mkdtempSync(join(runsDir, 'run-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'pen-e2e-'));
  const clientDir = join(runDir, 'client');
  const serverMain = join(runDir, 'server', 'dist', 'main.js');
  const cleanup = () => {
    rmSync(runDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await snapshotBuild(serverDist, 'main.js', join(runDir, 'server', 'dist'));
    // The server build is CommonJS; the client package around the copy says "type": "module".
    writeFileSync(join(runDir, 'server', 'package.json'), JSON.stringify({ type: 'commonjs' }));
    await snapshotBuild(clientDist, 'index.html', clientDir);
  } catch (err) {
    cleanup();
    throw err;
  }
  const baseUrl = `http://${opts.publicHost ?? '127.0.0.1'}:${opts.port}`;

  await releasePort();
  const child = spawn(process.execPath, [serverMain], {
    cwd: dataDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      DATABASE_URL: opts.databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: opts.redisPrefix,
      SMTP_URL: opts.smtpUrl,
      MAIL_FROM: 'Pen <no-reply@pen.test>',
      APP_ROLE: opts.appRole ?? 'all',
      JWT_SECRET: opts.jwtSecret,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // As in production (the default): operators need two-factor sign-in; the moderation browser
      // tests turn it on for theirs (support/two-factor.ts).
      REQUIRE_2FA_FOR_OPERATORS: process.env.E2E_REQUIRE_2FA_FOR_OPERATORS ?? 'true',
      // The webhooks test's receiver is in the Playwright process, on 127.0.0.1 (issue 45).
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    },
  });

  const stop = async (): Promise<void> => {
    if (child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    cleanup();
  };

  try {
    await waitUntilUp(baseUrl, child, 90_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, stop };
}
