// @ts-check
// Starts the production build of the app (server/dist/main.js) as a child process and waits for
// /api/ping; stops it with SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { appNodeFlags, withAppEnv } from '../../scripts/lib/node-flags.mjs';

const root = join(import.meta.dirname, '..', '..');

/**
 * Every bench drives thousands of members from one address at thousands of writes a second, and
 * the media bench queues many files for one member: every request-rate limit and media quota is
 * raised so a bench measures the app (each limited call still makes its Redis round trip), not
 * the limits. Names come from the build, so a new limit is raised too.
 */
function benchLimits() {
  /** @type {typeof import('../../server/src/bench-surface.js')} */
  const { RATE_LIMIT_NAMES } = createRequire(import.meta.url)(join(root, 'server', 'dist', 'bench-surface.js'));
  return {
    RATE_LIMITS: RATE_LIMIT_NAMES.map((name) => `${name}=100000000/1h`).join(','),
    MEDIA_MAX_PENDING_PER_MEMBER: '10000',
    MEDIA_DAILY_UPLOAD_MB: '1000000',
  };
}

export async function waitForHttp(url, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** @param {{ databaseUrl: string, port: number, jwtSecret: string, env?: Record<string, string>, nodeArgs?: string[] }} options */
export async function startApp({ databaseUrl, port, jwtSecret, env = {}, nodeArgs = [] }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pen-bench-'));
  // BENCH_APP_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") reaches every app a bench starts.
  const extraArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...appNodeFlags(process.env), ...extraArgs, ...nodeArgs, join(root, 'server', 'dist', 'main.js')], {
    env: withAppEnv({
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: jwtSecret,
      DATA_DIR: dataDir,
      REDIS_PREFIX: `pen-bench-${port}`,
      SMTP_URL: 'smtp://127.0.0.1:1',
      LOG_LEVEL: 'warn',
      APP_ROLE: 'all',
      ...benchLimits(),
      ...env,
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A worker (APP_ROLE=worker) does not listen: it is up when it has not died within a few seconds.
  const up = env.APP_ROLE === 'worker' ? new Promise((r) => setTimeout(r, 5000)) : waitForHttp(`http://127.0.0.1:${port}/api/ping`);
  try {
    await Promise.race([
      up,
      exited.then((code) => {
        throw new Error(`app exited with ${code} during start`);
      }),
    ]);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
