import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import sharp from 'sharp';
import { createTestDatabase } from '../support/databases';
import { ffmpeg } from '../media/media-support';
import { Deployment, deployment, memberToken, ownRedis, OwnService, ServerProcess, startServer, stopServer, until } from './support';
import { filesUnder } from './upload-support';

/**
 * Media storage (STORAGE=local) on a disk that is really full: DATA_DIR is a 16 MB tmpfs of the
 * test's own, filled up with a file after the upload was accepted and before a worker runs, so
 * the worker's write of the processed file fails with ENOSPC from the kernel (not a mock).
 * Mounting needs root (as CI runs); elsewhere the test is reported as skipped with that reason.
 */
const canMount = userInfo().uid === 0;
const reason = 'the full-disk test mounts a small tmpfs as DATA_DIR, which needs root (CI runs as root)';
if (!canMount) console.log(`faults/full-disk: SKIPPED, ${reason}`);
const maybe = canMount ? describe : describe.skip;


/** Writes 1 MB blocks to `file` until the file system refuses with ENOSPC; returns the bytes written. */
function fillUp(file: string): number {
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(1024 * 1024, 1);
  let written = 0;
  try {
    for (;;) written += writeSync(fd, block);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    closeSync(fd);
  }
  return written;
}

maybe('faults: the media disk is full while a processed file is stored', () => {
  let redis: OwnService;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let d: Deployment;
  let db: Pool;
  let api: ServerProcess;
  let worker: ServerProcess | undefined;
  let mounted = false;
  const dir = mkdtempSync(join(tmpdir(), 'pen-fault-disk-'));
  const filler = () => join(d.dataDir, 'filler');

  beforeAll(async () => {
    [database, redis] = await Promise.all([createTestDatabase(), ownRedis()]);
    d = await deployment(database.url, redis.url, { STORAGE: 'local' });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m,mode=0755', 'pen-fault-disk', d.dataDir]);
    mounted = true;
    db = new Pool({ connectionString: database.url, max: 2 });
    await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=640x480', '-frames:v', '1', join(dir, 'photo.jpg')]);
    // The API alone first: the upload is accepted and stored, and nothing processes it yet.
    api = await startServer(d, 'api');
  }, 300_000);

  afterAll(async () => {
    await stopServer(worker);
    await stopServer(api);
    await db?.end();
    await database?.drop();
    if (mounted) execFileSync('umount', ['-l', d.dataDir]);
    d?.remove();
    await redis?.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a full disk while storing the processed photo leaves the post failed with nothing half-written served, and the retry works once there is room', async () => {
    const member = await memberToken(db, api.url);
    const { rows } = await db.query<{ posts_id: number }>(
      `INSERT INTO posts (user_id, content, is_ready, media_state) VALUES ($1, 'photo', false, 'processing') RETURNING posts_id`,
      [member.userId],
    );
    const postId = rows[0].posts_id;
    const uploadPhoto = async () => {
      const form = new FormData();
      form.append('postId', String(postId));
      form.append('files', new Blob([new Uint8Array(readFileSync(join(dir, 'photo.jpg')))], { type: 'image/jpeg' }), 'photo.jpg');
      return (await fetch(`${api.url}/api/media/upload-images`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` }, body: form })).status;
    };
    const state = async () => (await db.query<{ media_state: string; is_ready: boolean }>('SELECT media_state, is_ready FROM posts WHERE posts_id = $1', [postId])).rows[0];
    const published = () => filesUnder(join(d.dataDir, 'uploads'));

    expect(await uploadPhoto()).toBe(202);
    // Now the disk fills up: the kernel refuses the next byte anyone writes there.
    const filled = fillUp(filler());
    expect(filled).toBeGreaterThan(0);
    expect(() => fillUp(join(d.dataDir, 'probe'))).not.toThrow();
    expect(statSync(join(d.dataDir, 'probe')).size).toBe(0);

    worker = await startServer(d, 'worker');
    const startedAt = Date.now();
    await until('the post to show the failed state', async () => ((await state()).media_state === 'failed' ? true : undefined), 90_000);
    const tries = (worker.stdout() + worker.stderr()).split('\n').filter((l) => /failed(, will retry| for good)/.test(l));
    console.log(`faults: disk full: the post showed the failed state ${((Date.now() - startedAt) / 1000).toFixed(1)} s after a worker started:\n${tries.join('\n')}`);
    expect(await state()).toEqual({ media_state: 'failed', is_ready: false });
    expect((await db.query('SELECT status, path FROM media WHERE posts_id = $1', [postId])).rows).toEqual([{ status: 'failed', path: null }]);
    // The worker saw the kernel's refusal and took it for a storage error (tried again), not for a
    // bad image; no file (whole or partial) is under the published keys.
    expect(tries.length).toBe(3);
    expect(tries.every((l) => /no space left on device/i.test(l))).toBe(true);
    expect(tries.filter((l) => l.includes('will retry'))).toHaveLength(2);
    expect(published()).toEqual([]);
    expect(filesUnder(join(d.dataDir, 'scratch'))).toEqual([]);

    // Room again: the member's retry (uploading to the same post) replaces the failed file.
    rmSync(filler(), { force: true });
    rmSync(join(d.dataDir, 'probe'), { force: true });
    expect(await uploadPhoto()).toBe(202);
    await until('the post to be ready after the retry', async () => ((await state()).is_ready ? true : undefined), 90_000);
    const media = (await db.query<{ status: string; path: string }>('SELECT status, path FROM media WHERE posts_id = $1', [postId])).rows;
    expect(media).toEqual([{ status: 'ready', path: expect.stringMatching(/^uploads\/media\/.+\.jpg$/) }]);
    expect(published()).toEqual([media[0].path.replace(/^uploads\//, '')]);
    const served = await fetch(`${api.url}/api/${media[0].path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    // A whole image: it decodes to its full size.
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.width).toBeGreaterThan(0);
    expect(meta.height).toBeGreaterThan(0);
  }, 300_000);
});
