import { execFileSync } from 'node:child_process';
import { createServer, Server } from 'node:net';

/**
 * The first port in [from, to] nothing listens on, found synchronously (the Playwright config is
 * evaluated synchronously). A child process tries to bind each port in turn.
 */
export function freePortSync(from: number, to: number): number {
  const script = `
    const net = require('node:net');
    const [from, to] = process.argv.slice(1).map(Number);
    const tryPort = (p) => {
      if (p > to) { process.stdout.write('0'); return; }
      const s = net.createServer();
      s.once('error', () => tryPort(p + 1));
      s.listen(p, '127.0.0.1', () => s.close(() => process.stdout.write(String(p))));
    };
    tryPort(from);`;
  const port = Number(execFileSync(process.execPath, ['-e', script, String(from), String(to)], { encoding: 'utf8' }));
  if (!port) throw new Error(`No free port in ${from}-${to} for the e2e server; set E2E_PORT to a free port.`);
  return port;
}

const HOLD = Symbol.for('pen.e2e.portHold');
type Holder = typeof globalThis & { [HOLD]?: Server };

/**
 * Keeps the chosen port bound from the moment it is chosen until the app is about to listen on
 * it, so a run started meanwhile by someone else sees it taken and picks another.
 */
export function holdPort(port: number): void {
  const server = createServer();
  server.on('error', () => undefined); // taken already: the app's start will say so
  server.listen(port, '127.0.0.1');
  server.unref();
  (globalThis as Holder)[HOLD] = server;
}

export async function releasePort(): Promise<void> {
  const server = (globalThis as Holder)[HOLD];
  if (!server?.listening) return;
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
