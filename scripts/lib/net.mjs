// Small network and process helpers for scripts/start.mjs (Node built-ins only).
import { createServer, connect } from 'node:net';

/** True when something accepts TCP connections at host:port within `timeoutMs`. */
export function canConnect(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** True when a listener could bind host:port right now. */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** The first free port of `preferred`, else one the system picks. */
export async function freePort(preferred = [], host = '127.0.0.1') {
  for (const p of preferred) if (await isPortFree(p, host)) return p;
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves when `child` has exited (at once when it already has). */
export function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Sends `signal`, waits up to `graceMs` for the exit, then kills. Children run in their own
 * process group (detached) are signalled as a group, so helpers they spawned stop too.
 */
export async function stopChild(child, signal, graceMs, { group = false } = {}) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const send = (sig) => {
    try {
      if (group) process.kill(-child.pid, sig);
      else child.kill(sig);
    } catch {
      // Already gone.
    }
  };
  send(signal);
  const timer = new Promise((resolve) => setTimeout(resolve, graceMs, 'timeout'));
  if ((await Promise.race([exited(child), timer])) === 'timeout') {
    send('SIGKILL');
    await exited(child);
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Detached children (own process group) that must not outlive start.mjs, with their stop signal. */
const tracked = new Map();

export function track(child, signal) {
  tracked.set(child, signal);
  child.once('exit', () => tracked.delete(child));
}

/** Stops every tracked child still running: the safety net behind the orderly shutdown. */
export async function stopTracked(graceMs = 10000) {
  await Promise.all([...tracked].map(([child, signal]) => stopChild(child, signal, graceMs, { group: true })));
}
