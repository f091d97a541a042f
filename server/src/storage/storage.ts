import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ByteRange } from './range';

/** When a directory or file was last changed; 0 when it is gone. */
async function changedAt(path: string): Promise<number> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Who made a scratch directory: this process's id and its machine's name, in the directory's
 * name, so that a process starting later on the same machine can tell a dead process's
 * leftovers from a live one's work (API replicas and workers may share one DATA_DIR).
 */
const safeHost = hostname().replace(/[^A-Za-z0-9._-]/g, '_') || 'host';
const SCRATCH_OWNER = `${process.pid}@${safeHost}`;
const OWNED = /^[a-z]+-(\d+)@(.+)-[^-]+$/;

/** When this process started (ms since the epoch). */
const STARTED_AT = Date.now() - process.uptime() * 1000;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface StoredObject {
  /** Total size of the object in bytes. */
  size: number;
  contentType: string;
}

export interface ObjectStream extends StoredObject {
  stream: Readable;
  /** The bytes actually sent (the whole object when no range was asked). */
  range: ByteRange;
}

/**
 * Where uploaded and processed files live: local disk (default) or S3-compatible object storage.
 * Keys are relative paths like `uploads/media/<random>.jpg`; everything under `uploads/` is served
 * publicly at `/api/<key>` (the spec's "API base plus the stored path"), other prefixes
 * (e.g. `incoming/` originals waiting for processing) are never served.
 */
export abstract class Storage {
  /** Stores a stream under `key`, replacing any previous object. */
  abstract put(key: string, source: Readable, contentType: string): Promise<void>;

  /**
   * Takes over a local file (a finished upload or a worker's output) as `key`, replacing any
   * previous object: afterwards nothing is left at `file`. On local disk this is a rename when
   * the file is on the same file system, so its bytes are never read or written again.
   */
  abstract moveIn(key: string, file: string, contentType: string): Promise<void>;

  /** Size and type, or undefined when the key does not exist. */
  abstract stat(key: string): Promise<StoredObject | undefined>;

  /** A stream of the object, or of the given byte range of it; undefined when the key does not exist. */
  abstract get(key: string, range?: ByteRange): Promise<ObjectStream | undefined>;

  /** Removes the object; removing a missing key is not an error. */
  abstract delete(key: string): Promise<void>;

  /**
   * A path on this machine where the object can be read in place (local disk), or undefined
   * when it must be downloaded first (S3). Readers must not change or remove the file.
   */
  abstract localPath(key: string): string | undefined;

  /**
   * A new empty directory for temporary files that end in moveIn (uploads being received, a
   * worker's outputs); the caller removes it. Local disk keeps it on its own file system, so
   * moveIn is a rename there whatever TMPDIR is.
   */
  async makeScratchDir(prefix: string): Promise<string> {
    const root = this.scratchRoot();
    await mkdir(root, { recursive: true });
    return mkdtemp(join(root, `${prefix}${SCRATCH_OWNER}-`));
  }

  /**
   * Removes at once the scratch directories of processes on this machine that are no longer
   * running (killed mid-upload or mid-job), instead of after a day: their owner's process id is
   * gone, or it is this process's own id on a directory older than this process (a container
   * restarted with the same id). Others' (other machines' or live processes') stay for the age
   * rule of sweepScratch. Answers how many went.
   */
  async sweepScratchOfStoppedProcesses(): Promise<number> {
    let swept = 0;
    for (const name of await this.scratchEntries()) {
      const owner = OWNED.exec(name);
      if (!owner || owner[2] !== safeHost) continue;
      const pid = Number(owner[1]);
      const dir = join(this.scratchRoot(), name);
      const stale = pid === process.pid ? (await changedAt(dir)) < STARTED_AT : !processAlive(pid);
      if (!stale) continue;
      await rm(dir, { recursive: true, force: true });
      swept++;
    }
    return swept;
  }

  private async scratchEntries(): Promise<string[]> {
    try {
      return await readdir(this.scratchRoot());
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  }

  /** Where makeScratchDir creates its directories: one of the app's own, never shared with other programs. */
  protected scratchRoot(): string {
    return join(tmpdir(), 'pen-scratch');
  }

  /**
   * Removes scratch directories that a process killed mid-upload or mid-job left behind (nothing
   * else would), once nothing in them has changed for `maxAgeMs`; answers how many went.
   */
  async sweepScratch(maxAgeMs: number): Promise<number> {
    const root = this.scratchRoot();
    const dirs = await this.scratchEntries();
    const before = Date.now() - maxAgeMs;
    let swept = 0;
    for (const name of dirs) {
      const dir = join(root, name);
      // An upload in progress keeps writing its file, so the newest change inside counts.
      const inside = await readdir(dir).catch(() => [] as string[]);
      const times = await Promise.all([dir, ...inside.map((f) => join(dir, f))].map(changedAt));
      if (Math.max(...times) < before) {
        await rm(dir, { recursive: true, force: true });
        swept++;
      }
    }
    return swept;
  }

  /** The path the client appends to the API base (`/api/` + key), as stored in `media.path`. */
  publicPath(key: string): string {
    return key;
  }
}
