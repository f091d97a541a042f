// Redis for `npm start`: use what answers at REDIS_URL; when REDIS_URL is the default and nothing
// answers, start the machine's redis-server with its data in DATA_DIR/redis.
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canConnect, exited, sleep, stopChild, track } from './net.mjs';
import { StartError } from './start-error.mjs';

export const INSTALL_HINT =
  'Install Redis (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis; or docker run -p 6379:6379 redis:7) and run npm start again, or set REDIS_URL to a running Redis.';

/** The path of `name` on PATH, or undefined. */
export function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(':').filter(Boolean)) {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      // Not in this directory.
    }
  }
  return undefined;
}

function hostPort(url) {
  const u = new URL(url);
  return { host: u.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1', port: Number(u.port || 6379) };
}

/** Sends PING over a raw socket; true on +PONG (or an auth demand, which is still a Redis). */
async function answersPing(host, port) {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let data = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      data += chunk.toString();
      if (data.includes('\r\n')) done(data.startsWith('+PONG') || data.includes('NOAUTH'));
    });
  });
}

/**
 * Makes sure a Redis answers for `url`. `mayStart` is true only when REDIS_URL was not given.
 * Returns {url, started, stop()}.
 */
export async function ensureRedis({ url, mayStart, dataDir }) {
  const { host, port } = hostPort(url);
  if (await canConnect(host, port)) return { url, started: false, stop: async () => undefined };
  if (!mayStart) throw new StartError(`Nothing answers at REDIS_URL=${url}. Start that Redis, or unset REDIS_URL to let npm start run a local redis-server.`);
  const binary = onPath('redis-server');
  if (!binary) throw new StartError(`Pen needs Redis and nothing answers at ${url}. ${INSTALL_HINT}`);
  if (!['127.0.0.1', 'localhost', '::1'].includes(host)) throw new StartError(`Nothing answers at ${url}; npm start only starts a local Redis. ${INSTALL_HINT}`);

  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  mkdirSync(join(dataDir, 'logs'), { recursive: true });
  const logFile = join(dataDir, 'logs', 'redis.log');
  const log = openSync(logFile, 'a');
  // appendonly keeps queued jobs across restarts; noeviction is what BullMQ requires.
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', host === 'localhost' ? '127.0.0.1' : host, '--dir', dir, '--appendonly', 'yes', '--maxmemory-policy', 'noeviction', '--daemonize', 'no', '--save', '60 1'],
    { stdio: ['ignore', log, log], detached: true },
  );
  track(child, 'SIGTERM');
  const stop = () => stopChild(child, 'SIGTERM', 10000, { group: true });
  const deadline = Date.now() + 15000;
  while (!(await answersPing(host, port))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop();
      const last = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-8).join('\n');
      throw new StartError(`redis-server did not start on ${host}:${port}. Log ${logFile}:\n${last}`);
    }
    await sleep(100);
  }
  return { url, started: true, dir, child, stop, exited: () => exited(child) };
}
