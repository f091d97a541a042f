import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteRange } from './range';
import { ObjectStream, Storage, StoredObject } from './storage';
import { contentTypeFor, isSafeKey } from './storage-keys';

/** Under the root, beside the stored files: no key the app makes starts with it. */
const SCRATCH_DIR = 'scratch';

/** Files on local disk under a root directory (DATA_DIR), keys as relative paths. */
export class LocalStorage extends Storage {
  constructor(private readonly root: string) {
    super();
  }

  protected override scratchRoot(): string {
    return join(this.root, SCRATCH_DIR);
  }

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return join(this.root, key);
  }

  async put(key: string, source: Readable): Promise<void> {
    await this.writeBeside(key, (partial) => pipeline(source, createWriteStream(partial)));
  }

  async moveIn(key: string, file: string): Promise<void> {
    const target = await this.prepared(key);
    try {
      await rename(file, target);
      return;
    } catch (err) {
      // Another file system (a temporary directory elsewhere): the kernel copies, then the file goes.
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    }
    await this.writeBeside(key, (partial) => copyFile(file, partial));
    await rm(file, { force: true });
  }

  /** The key's path, its directory created. */
  private async prepared(key: string): Promise<string> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    return target;
  }

  /** Writes beside the target and renames: a reader (or a crash) never sees half a file. */
  private async writeBeside(key: string, write: (partial: string) => Promise<void>): Promise<void> {
    const target = await this.prepared(key);
    const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await write(partial);
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
