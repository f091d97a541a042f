import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ByteRange } from './range';

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

  /** Where makeScratchDir creates its directories. */
  protected scratchRoot(): string {
    return tmpdir();
  }

  /**
   * Removes scratch directories left behind by a process that died (nothing else removes
   * them) once nothing in them has changed for `maxAgeMs`; answers how many went. Only where
   * the storage owns its scratch root: never in the shared system temporary directory.
   */
  async sweepScratch(_maxAgeMs: number): Promise<number> {
    return 0;
  }

  /** The path the client appends to the API base (`/api/` + key), as stored in `media.path`. */
  publicPath(key: string): string {
    return key;
  }
}
