import { execFileSync } from 'node:child_process';

/**
 * The first port in [from, to] nothing listens on, found synchronously (the Playwright config is
 * evaluated synchronously). A child process tries to bind each port in turn, so two suites
 * started at the same time by different engineers end up on different ports.
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
