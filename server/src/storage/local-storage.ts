import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteRange } from './range';
import { ObjectStream, Storage, StoredObject } from './storage';
import { contentTypeFor, isSafeKey } from './storage-keys';

/** Files on local disk under a root directory (DATA_DIR), keys as relative paths. */
export class LocalStorage extends Storage {
  constructor(private readonly root: string) {
    super();
  }

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return join(this.root, key);
  }

  async put(key: string, source: Readable | string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    // Write beside the target and rename: a reader (or a crash) never sees half a file.
    const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await pipeline(typeof source === 'string' ? createReadStream(source) : source, createWriteStream(partial));
      await rename(partial, target);
    } finally {
      await rm(partial, { force: true });
    }
  }

  async stat(key: string): Promise<StoredObject | undefined> {
    try {
      const s = await stat(this.pathOf(key));
      return s.isFile() ? { size: s.size, contentType: contentTypeFor(key) } : undefined;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<ObjectStream | undefined> {
    const info = await this.stat(key);
    if (!info) return undefined;
    const r = range ?? { start: 0, end: info.size - 1 };
    const stream = info.size === 0 ? Readable.from([]) : createReadStream(this.pathOf(key), { start: r.start, end: r.end });
    return { ...info, stream, range: r };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  localPath(key: string): string {
    return this.pathOf(key);
  }
}
