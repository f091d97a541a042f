import { ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const REPO_ROOT = join(__dirname, '..', '..', '..');

/**
 * Other engineers rebuild server/dist (which deletes it first) while these tests run, so each
 * test file runs a snapshot of the builds. The snapshot lives inside the repository so that
 * Node finds node_modules by walking up from it. Layout as in the repository: server/dist,
 * client/dist and scripts/.
 */
export async function snapshotBuild(parts: Array<'server' | 'client' | 'scripts'> = ['server']): Promise<{ root: string; remove: () => void }> {
  const runs = join(__dirname, '.runs');
  mkdirSync(runs, { recursive: true });
  const root = mkdtempSync(join(runs, 'run-'));
  const sources: Record<string, { from: string; to: string; marker: string }> = {
    server: { from: join(REPO_ROOT, 'server', 'dist'), to: join(root, 'server', 'dist'), marker: 'main.js' },
    client: { from: join(REPO_ROOT, 'client', 'dist'), to: join(root, 'client', 'dist'), marker: 'index.html' },
    scripts: { from: join(REPO_ROOT, 'scripts'), to: join(root, 'scripts'), marker: 'start.mjs' },
  };
  for (const part of parts) {
    const { from, to, marker } = sources[part];
    // A build in progress removes dist for a few seconds: wait for it to come back.
    for (let i = 0; !existsSync(join(from, marker)); i++) {
      if (i > 240) throw new Error(`${from}/${marker} is missing: build first (npx nx run-many -t build)`);
      await sleep(250);
    }
    cpSync(from, to, { recursive: true });
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Proc {
  child: ChildProcess;
  /** Everything written so far to stdout / stderr. */
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (or signal name); rejects after `ms`. */
  exit: (ms?: number) => Promise<number | string>;
  /** Waits until stdout+stderr match `pattern`; rejects when the process ends first or after `ms`. */
  waitFor: (pattern: RegExp, ms?: number) => Promise<void>;
}

/** `detached`: in a process group of its own, as a terminal's foreground job (signal it all with kill(-pid)). */
export function run(command: string, args: string[], env: Record<string, string | undefined>, cwd = REPO_ROOT, detached = false): Proc {
  const child = spawn(command, args, { cwd, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'], detached });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  // Its output can still be in the pipes when 'exit' comes (CI once read a process's as empty): wait
  // for 'close' too, for at most 2 s, as a process's own children can hold the pipes open.
  const ended = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      const result = code ?? signal ?? -1;
      const timer = setTimeout(() => resolve(result), 2000);
      child.once('close', () => {
        clearTimeout(timer);
        resolve(result);
      });
    }),
  );
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exit: (ms = 30000) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${command} ${args.join(' ')} still runs after ${ms} ms.\nstdout:\n${out}\nstderr:\n${err}`)), ms);
      });
      return Promise.race([ended, late]).finally(() => clearTimeout(timer));
    },
    waitFor: async (pattern, ms = 30000) => {
      const deadline = Date.now() + ms;
      while (!pattern.test(out + err)) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`process ended before ${pattern}:\nstdout:\n${out}\nstderr:\n${err}`);
        if (Date.now() > deadline) throw new Error(`no ${pattern} within ${ms} ms:\nstdout:\n${out}\nstderr:\n${err}`);
        await sleep(100);
      }
    },
  };
}

/** The environment a server process starts from: only what the test sets, plus PATH. */
export function baseEnv(extra: Record<string, string | undefined>): Record<string, string | undefined> {
  return { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', ...extra };
}

/** Polls `url` until it answers `status`; false after `ms`, or as soon as `alive` says the server has ended. */
export async function waitForHttp(url: string, status = 200, ms = 30000, alive: () => boolean = () => true): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && alive()) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status === status) return true;
    } catch {
      // Not up yet.
    }
    await sleep(200);
  }
  return false;
}

/** Every process whose parent chain leads to `pid` (from /proc), including detached ones. */
export function descendants(pid: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4 is the parent pid; the command name (field 2) may hold spaces, so split after ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parent.set(Number(entry), ppid);
    } catch {
      // The process ended meanwhile.
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const p = queue.shift()!;
    for (const [child, ppid] of parent) if (ppid === p) (found.push(child), queue.push(child));
  }
  return found;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // A zombie still answers kill(0) until its parent reaps it; it runs no code any more.
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
