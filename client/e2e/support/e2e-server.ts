import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { startFrontServer } from './front-server';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const serverMain = join(repoRoot, 'server', 'dist', 'main.js');
const clientDist = join(repoRoot, 'client', 'dist');

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

/** A free port chosen by the OS (the app's own port; the browser only sees the front port). */
async function ephemeralPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', () => resolve()));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

async function waitUntilUp(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The e2e server stopped during start (exit code ${child.exitCode}); its output is above.`);
    try {
      const res = await fetch(`${baseUrl}/api/ping`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The e2e server did not answer ${baseUrl}/api/ping within ${timeoutMs / 1000} s`);
}

/**
 * Starts the BUILT app (server/dist, API and workers in one process) and, on `port`, the front
 * server the browser talks to: a private copy of client/dist (so a rebuild by someone else
 * during the run changes nothing) and /api passed through to the app.
 */
export async function startE2eServer(opts: {
  port: number;
  databaseUrl: string;
  redisPrefix: string;
  smtpUrl: string;
  jwtSecret: string;
}): Promise<E2eServer> {
  if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: build first (npx nx run-many -t build)`);
  if (!existsSync(join(clientDist, 'index.html'))) throw new Error(`${clientDist}/index.html is missing: build first (npx nx run-many -t build)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'pen-e2e-'));
  const clientDir = join(dataDir, 'client');
  cpSync(clientDist, clientDir, { recursive: true });
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const apiPort = await ephemeralPort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;

  const child = spawn(process.execPath, [serverMain], {
    cwd: dataDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      // The front server serves the client (see front-server.ts); the app serves only /api.
      CLIENT_DIR: join(dataDir, 'no-client'),
      DATABASE_URL: opts.databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: opts.redisPrefix,
      SMTP_URL: opts.smtpUrl,
      MAIL_FROM: 'Pen <no-reply@pen.test>',
      APP_ROLE: 'all',
      JWT_SECRET: opts.jwtSecret,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  });

  let front: { stop: () => Promise<void> } | undefined;
  const stop = async (): Promise<void> => {
    await front?.stop();
    if (child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilUp(apiUrl, child, 90_000);
    front = await startFrontServer({ port: opts.port, clientDir, apiPort });
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, stop };
}
