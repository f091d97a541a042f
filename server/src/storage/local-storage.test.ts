import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { LocalStorage } from './local-storage';
import { Storage } from './storage';

/** Every file under dir, as paths relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

describe('LocalStorage', () => {
  let root: string;
  let scratch: string;
  // Through the abstract type, as the app uses it.
  let storage: Storage;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'pen-storage-'));
    scratch = mkdtempSync(join(tmpdir(), 'pen-scratch-'));
    storage = new LocalStorage(root);
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  it('moves a file in from the same file system: the object has its bytes and the file is gone', async () => {
    const file = join(scratch, 'out.jpg');
    writeFileSync(file, 'first');
    await storage.moveIn('uploads/media/a.jpg', file, 'image/jpeg');
    expect(existsSync(file)).toBe(false);
    expect(readFileSync(join(root, 'uploads/media/a.jpg'), 'utf8')).toBe('first');
    expect(await storage.stat('uploads/media/a.jpg')).toEqual({ size: 5, contentType: 'image/jpeg' });

    writeFileSync(file, 'second!');
    await storage.moveIn('uploads/media/a.jpg', file, 'image/jpeg');
    expect(readFileSync(join(root, 'uploads/media/a.jpg'), 'utf8')).toBe('second!');
    expect(filesUnder(root)).toEqual(['uploads/media/a.jpg']);
  });

  it('copies a file in from another file system (/dev/shm), then removes it; no partial file is left', async () => {
    const shm = mkdtempSync('/dev/shm/pen-storage-');
    try {
      // The case only means something when the two really are different file systems.
      expect(statSync(shm).dev).not.toBe(statSync(root).dev);
      const file = join(shm, 'out.mp4');
      const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
      writeFileSync(file, bytes);
      await storage.moveIn('uploads/media/v.mp4', file, 'video/mp4');
      expect(existsSync(file)).toBe(false);
      expect(readFileSync(join(root, 'uploads/media/v.mp4')).equals(bytes)).toBe(true);
      expect(filesUnder(root)).toEqual(['uploads/media/v.mp4']);
    } finally {
      rmSync(shm, { recursive: true, force: true });
    }
  });

  it('refuses an unsafe key and leaves the file where it was', async () => {
    const file = join(scratch, 'x');
    writeFileSync(file, 'x');
    await expect(storage.moveIn('../escape', file, 'application/octet-stream')).rejects.toThrow('unsafe storage key');
    expect(existsSync(file)).toBe(true);
  });

  it('stores a stream, replacing an earlier object', async () => {
    await storage.put('incoming/s', Readable.from([Buffer.from('one')]), 'application/octet-stream');
    await storage.put('incoming/s', Readable.from([Buffer.from('two'), Buffer.from('!')]), 'application/octet-stream');
    expect(readFileSync(join(root, 'incoming/s'), 'utf8')).toBe('two!');
    expect(filesUnder(root)).toEqual(['incoming/s']);
  });

  it('makes scratch directories inside its root, from which moving in is a rename (same file, not a copy)', async () => {
    const dir = await storage.makeScratchDir('upload-');
    expect(dir.startsWith(join(root, 'scratch', 'upload-'))).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
    const file = join(dir, 'f0');
    writeFileSync(file, 'bytes');
    const inode = statSync(file).ino;
    await storage.moveIn('incoming/f', file, 'application/octet-stream');
    expect(statSync(join(root, 'incoming/f')).ino).toBe(inode);
    expect(await storage.makeScratchDir('upload-')).not.toBe(dir);
  });

  describe('sweeping scratch directories', () => {
    const DAY = 24 * 60 * 60_000;
    const age = (path: string, ms: number) => utimesSync(path, new Date(Date.now() - ms), new Date(Date.now() - ms));

    it('removes those in which nothing changed for longer than the age given, and keeps the rest', async () => {
      const dead = await storage.makeScratchDir('upload-');
      writeFileSync(join(dead, 'f0'), 'half an upload');
      age(join(dead, 'f0'), 2 * DAY);
      age(dead, 2 * DAY);
      // Created long ago, but a file in it is still being written.
      const busy = await storage.makeScratchDir('upload-');
      writeFileSync(join(busy, 'f0'), 'arriving');
      age(busy, 2 * DAY);
      const fresh = await storage.makeScratchDir('media-');

      expect(await storage.sweepScratch(DAY)).toBe(1);
      expect(existsSync(dead)).toBe(false);
      expect(existsSync(join(busy, 'f0'))).toBe(true);
      expect(existsSync(fresh)).toBe(true);
      expect(await storage.sweepScratch(DAY)).toBe(0);
    });

    it("removes at once the directories of this machine's processes that stopped, and keeps live ones' and other machines'", async () => {
      const mine = await storage.makeScratchDir('upload-');
      const name = basename(mine);
      const host = name.slice(name.indexOf('@') + 1, name.lastIndexOf('-'));
      // A process that ran and ended: its id is free (reused ids are kept, for the age rule).
      const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
      const dead = join(root, 'scratch', `upload-${ended}@${host}-abc123`);
      const elsewhere = join(root, 'scratch', `upload-${ended}@another-machine-abc123`);
      const live = join(root, 'scratch', `media-${process.ppid}@${host}-abc123`);
      for (const dir of [dead, elsewhere, live]) mkdirSync(dir);
      writeFileSync(join(dead, 'f0'), 'half an upload');

      expect(await storage.sweepScratchOfStoppedProcesses()).toBe(1);
      expect([dead, elsewhere, live, mine].map(existsSync)).toEqual([false, true, true, true]);
    });

    it('finds nothing to sweep before the first scratch directory exists, and never touches stored files', async () => {
      await storage.put('uploads/media/old.jpg', Readable.from([Buffer.from('kept')]), 'image/jpeg');
      age(join(root, 'uploads/media/old.jpg'), 30 * DAY);
      expect(await storage.sweepScratch(DAY)).toBe(0);
      mkdirSync(join(root, 'scratch'));
      expect(await storage.sweepScratch(DAY)).toBe(0);
      expect(filesUnder(root)).toEqual(['uploads/media/old.jpg']);
    });
  });
});
