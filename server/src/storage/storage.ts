import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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
    return mkdtemp(join(root, prefix));
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
    let dirs: string[];
    try {
      dirs = await readdir(root);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw err;
    }
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
