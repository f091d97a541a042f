import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { hash } from 'argon2';
import { Pool } from 'pg';
import { baseEnv, freePort, Proc, run, snapshotBuild, waitForHttp } from '../ops/support';

/**
 * Real parts for the fault tests: a Redis and a PostgreSQL of the test's own (so they can be
 * stopped and started again without touching anyone else's), and API and worker processes from
 * a snapshot of server/dist, as they run in production.
 */

export interface OwnService {
  url: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  remove: () => Promise<void>;
}

/** A redis-server on a free port with append-only persistence in a temporary directory, as in Compose. */
export async function ownRedis(): Promise<OwnService> {
  const dir = mkdtempSync(join(tmpdir(), 'pen-fault-redis-'));
  const port = await freePort();
  let proc: Proc | undefined;
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', '', '--maxmemory-policy', 'noeviction'];
    proc = run('redis-server', args, baseEnv({}), dir);
    await proc.waitFor(/Ready to accept connections/, 15_000);
  };
  const stop = async () => {
    if (!proc || proc.child.exitCode !== null) return;
    proc.child.kill('SIGTERM');
    await proc.exit(15_000);
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, remove: async () => (await stop(), rmSync(dir, { recursive: true, force: true })) };
}

/**
 * A PostgreSQL cluster of its own (the machine's PostgreSQL binaries, initdb/pg_ctl) on a free
 * port, run as the `postgres` user when the tests run as root (PostgreSQL refuses root).
 */
export async function ownPostgres(): Promise<OwnService> {
  const { dir, port, pg, ctl, data } = await pgCluster('pen-fault-pg-');
  const init = pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  if ((await init.exit(60_000)) !== 0) throw new Error(`initdb failed:\n${init.stdout()}\n${init.stderr()}`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const start = () => ctl(['-l', join(dir, 'log'), '-o', options, 'start']);
  // A fast shutdown, as `docker restart` does (SIGTERM): sessions are ended, nothing committed is lost.
  const stop = () => ctl(['-m', 'fast', 'stop']);
  await start();
  const admin = new Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`, max: 1 });
  await admin.query('CREATE DATABASE pen');
  await admin.end();
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/pen`,
    start: async () => ((stopped = false), await start()),
    stop: async () => ((stopped = true), await stop()),
    remove: async () => {
      if (!stopped) await ctl(['-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A streaming replica of `primaryUrl` (one of ownPostgres: initdb's defaults already have
 * wal_level=replica, WAL senders and trust for replication connections from 127.0.0.1), copied
 * with `pg_basebackup -R` and started on a port of its own. `stop` ends it at once, as a crash
 * or a lost machine does (immediate shutdown: no checkpoint, every connection cut).
 * `applyDelayMs` holds each transaction back that long before the replica shows it
 * (recovery_min_apply_delay), as a replica under load lags.
 */
export async function ownReplica(primaryUrl: string, applyDelayMs = 0): Promise<OwnService & { freeze: () => Promise<void>; thaw: () => Promise<void> }> {
  const { dir, port, pg, ctl, data } = await pgCluster('pen-fault-replica-');
  const primary = new URL(primaryUrl);
  const copy = pg('pg_basebackup', ['-D', data, '-R', '-X', 'stream', '-c', 'fast', '-h', primary.hostname, '-p', primary.port, '-U', 'postgres', '--no-sync']);
  if ((await copy.exit(120_000)) !== 0) throw new Error(`pg_basebackup failed:\n${copy.stdout()}\n${copy.stderr()}`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60 -c hot_standby=on -c recovery_min_apply_delay=${applyDelayMs}`;
  const start = () => ctl(['-l', join(dir, 'log'), '-o', options, 'start']);
  let stopped = false;
  await start();
  // The cluster's processes: the postmaster (first line of postmaster.pid) and its children.
  const processes = () => {
    const postmaster = readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0].trim();
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', postmaster]).toString().split('\n').map((l) => l.trim()).filter(Boolean);
    return [postmaster, ...children];
  };
  const signal = async (sig: 'STOP' | 'CONT') => {
    const p = pg('kill', [`-${sig}`, ...processes()]);
    if ((await p.exit(10_000)) !== 0) throw new Error(`kill -${sig} failed: ${p.stderr()}`);
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/pen`,
    /** Every process of the replica stops (SIGSTOP), as on a frozen machine: connections stay open and nothing answers. */
    freeze: () => signal('STOP'),
    thaw: () => signal('CONT'),
    start: async () => ((stopped = false), await start()),
    stop: async () => ((stopped = true), await ctl(['-m', 'immediate', 'stop'])),
    remove: async () => {
      if (!stopped) await ctl(['-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A temporary directory and free port for a cluster, and runners of PostgreSQL's tools in it (as `postgres` when run as root). */
async function pgCluster(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const port = await freePort();
  const asRoot = userInfo().uid === 0;
  if (asRoot) chownSync(dir, pgIds().uid, pgIds().gid);
  const pg = (command: string, args: string[]) =>
    asRoot ? run('setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args], baseEnv({}), dir) : run(command, args, baseEnv({}), dir);
  const data = join(dir, 'data');
  const ctl = async (args: string[]) => {
    const p = pg('pg_ctl', ['-D', data, '-w', '-t', '60', ...args]);
    if ((await p.exit(70_000)) !== 0) throw new Error(`pg_ctl ${args.join(' ')} failed:\n${p.stdout()}\n${p.stderr()}`);
  };
  return { dir, port, pg, ctl, data };
}

let ids: { uid: number; gid: number } | undefined;
function pgIds(): { uid: number; gid: number } {
  if (ids) return ids;
  ids = { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) };
  return ids;
}

export interface ServerProcess extends Proc {
  url: string;
  /** JSON log lines (LOG_LEVEL info) parsed, in order. */
  logLines: () => Array<Record<string, unknown>>;
}

/** The settings every process of one test shares: database, Redis, prefix, secret, data directory. */
export interface Deployment {
  env: Record<string, string>;
  dataDir: string;
  main: string;
  remove: () => void;
}

export async function deployment(databaseUrl: string, redisUrl: string, extra: Record<string, string> = {}): Promise<Deployment> {
  const build = await snapshotBuild(['server']);
  const dataDir = mkdtempSync(join(tmpdir(), 'pen-fault-data-'));
  mkdirSync(dataDir, { recursive: true });
  return {
    env: {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `pen-fault-${randomBytes(4).toString('hex')}`,
      JWT_SECRET: randomBytes(24).toString('hex'),
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://127.0.0.1:1',
      LOG_LEVEL: 'info',
      RATE_LIMITS: 'posts=100000/1h,writes-ip=100000/1h,uploads=100000/1h,login-ip=100000/1h',
      ...extra,
    },
    dataDir,
    main: join(build.root, 'server', 'dist', 'main.js'),
    remove: () => {
      build.remove();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Server processes still running. A test whose `Promise.all` of two starts failed holds no handle
 * to the one that did start; left running, it kept Jest from exiting until CI's time ran out. This
 * hook, at the file's top level, runs after the file's own describe-level cleanup.
 */
const running = new Set<ServerProcess>();
afterAll(async () => {
  await Promise.all([...running].map((p) => stopServer(p)));
});

/**
 * Starts an API (waits for /api/ping) or a worker (waits for "workers started") process; ends it
 * if it does not start. It counts as running from its spawn, so the cleanup above also ends one
 * still starting when its test gave up.
 */
export async function startServer(d: Deployment, role: 'api' | 'worker' | 'all', env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const proc = run(process.execPath, [d.main], baseEnv({ ...d.env, APP_ROLE: role, PORT: String(port), ...env }));
  const url = `http://127.0.0.1:${port}`;
  const logLines = () =>
    proc
      .stdout()
      .split('\n')
      .flatMap((l) => {
        try {
          return [JSON.parse(l) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
  const server = { ...proc, url, logLines };
  running.add(server);
  proc.child.once('exit', () => running.delete(server));
  const alive = () => proc.child.exitCode === null && proc.child.signalCode === null;
  try {
    // Long limits: on a machine shared by many test runs a Nest start has taken over 90 s.
    if (role === 'worker') await proc.waitFor(/workers started/, 150_000);
    else if (!(await waitForHttp(`${url}/api/ping`, 200, 150_000, alive))) throw new Error(`${role} did not start:\n${proc.stdout()}\n${proc.stderr()}`);
  } catch (err) {
    await stopServer(server);
    throw err;
  }
  return server;
}

/** Ends a process (SIGTERM, then SIGKILL after 15 s) and waits for it. */
export async function stopServer(p: ServerProcess | undefined): Promise<void> {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  await p.exit(15_000).catch(async () => {
    p.child.kill('SIGKILL');
    await p.exit(5_000);
  });
}

/** A verified member created in the database; signs in through the API for a token. */
export async function memberToken(db: Pool, apiUrl: string, logs?: () => string): Promise<{ userId: number; token: string; email: string; password: string }> {
  const password = 'Passw0rd!';
  const email = `fault-${randomBytes(4).toString('hex')}@example.test`;
  const { rows } = await db.query<{ user_id: number }>(
    `INSERT INTO users (email, password_hash, user_name, verified, status, bio, mode) VALUES ($1, $2, 'Fault Tester', 1, 'active', 'x', 'none') RETURNING user_id`,
    [email, await hash(password, { type: 2 })],
  );
  const token = await signIn(apiUrl, email, password);
  if (typeof token !== 'string') throw new Error(`sign-in answered ${token}\n${logs?.().split('\n').filter((l) => /"(error|warn)"/.test(l)).join('\n') ?? ''}`);
  return { userId: rows[0].user_id, token, email, password };
}

/** The access token, or the status of a refused sign-in. */
export async function signIn(apiUrl: string, email: string, password: string, timeoutMs = 10_000): Promise<string | number> {
  const res = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, deviceId: `fault-${randomBytes(3).toString('hex')}` }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) return res.status;
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Polls `check` every 100 ms until it returns a value other than undefined; throws after `ms`. */
export async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out (${ms} ms) waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
