import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A generated secrets file that cannot be read (not JSON): the caller names the setting. */
export class SecretsFileError extends Error {}

const LOCK_STALE_MS = 30_000;
const WAIT_MS = 5_000;

/** Blocks the thread for `ms` (settings are read synchronously at start, before anything else runs). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function code(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException).code;
}

/**
 * The file's secrets, or undefined when it does not exist. A process that lost the race to
 * create it may read it between the winner's create and write (empty or partial JSON): that is
 * retried for a moment before the file counts as broken.
 */
function readSecrets(file: string): Record<string, string> | undefined {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      if (code(err) === 'ENOENT') return undefined;
      throw err;
    }
    try {
      return JSON.parse(text) as Record<string, string>;
    } catch {
      if (Date.now() > deadline) throw new SecretsFileError(`${file} is not valid JSON; remove it to generate new secrets`);
      pause(20);
    }
  }
}

/** Runs `fn` holding `file`.lock, created exclusively; a lock older than 30 s is a crashed holder's. */
function withLock<T>(file: string, fn: () => T): T {
  const lock = `${file}.lock`;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx', 0o600));
      break;
    } catch (err) {
      if (code(err) !== 'EEXIST') throw err;
      try {
        if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) rmSync(lock, { force: true });
      } catch {
        // Released meanwhile.
      }
      if (Date.now() > deadline) throw new SecretsFileError(`${lock} is held by another process; remove it if no Pen process is starting`);
      pause(20);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * A secret generated once into DATA_DIR/secrets.json, so a fresh machine needs no configuration
 * and restarts keep sessions valid. Several processes may start together on one DATA_DIR (an API
 * and a worker on a shared volume): the file is created exclusively ('wx'), and the process that
 * loses that race uses the winner's secret instead of writing its own. Adding a key to an
 * existing file (written by an older version) happens under a lock file, re-read inside it.
 */
export function generatedSecret(dataDir: string, key: string, make: () => string): string {
  const file = join(dataDir, 'secrets.json');
  const existing = readSecrets(file);
  if (existing?.[key]) return existing[key];
  mkdirSync(dataDir, { recursive: true });
  if (!existing) {
    try {
      writeFileSync(file, JSON.stringify({ [key]: make() }, null, 2), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if (code(err) !== 'EEXIST') throw err;
    }
    return generatedSecret(dataDir, key, make);
  }
  return withLock(file, () => {
    const stored = readSecrets(file) ?? {};
    if (stored[key]) return stored[key];
    stored[key] = make();
    // Readers see the old file or the whole new one, never a partly written one.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(stored, null, 2), { mode: 0o600 });
    renameSync(tmp, file);
    return stored[key];
  });
}
