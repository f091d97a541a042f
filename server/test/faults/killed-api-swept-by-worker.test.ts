import { existsSync, readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { Pool } from 'pg';
import { createTestDatabase } from '../support/databases';
import { Deployment, deployment, memberToken, ownRedis, OwnService, ServerProcess, startServer, stopServer, until } from './support';

/**
 * An API killed mid-upload that nobody restarts (its machine keeps running a worker): the
 * worker's periodic sweep (every SCRATCH_SWEEP_SECONDS, here 2) removes the partial file, instead
 * of it waiting for a process to start on that machine again.
 */
describe('faults: the API killed mid-upload and not restarted', () => {
  let redis: OwnService;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let d: Deployment;
  let db: Pool;
  let api: ServerProcess | undefined;
  let worker: ServerProcess | undefined;

  beforeAll(async () => {
    [database, redis] = await Promise.all([createTestDatabase(), ownRedis()]);
    d = await deployment(database.url, redis.url, { SCRATCH_SWEEP_SECONDS: '2' });
    db = new Pool({ connectionString: database.url, max: 2 });
  }, 120_000);

  afterAll(async () => {
    await stopServer(api);
    await stopServer(worker);
    await db?.end();
    await database?.drop();
    d?.remove();
    await redis?.remove();
  });

  const scratchFiles = (): string[] => {
    const root = join(d.dataDir, 'scratch');
    if (!existsSync(root)) return [];
    return readdirSync(root).flatMap((dir) => readdirSync(join(root, dir)).map((f) => join(root, dir, f)));
  };

  it("a running worker removes the killed API's partial file within seconds, with no process started again", async () => {
    [api, worker] = await Promise.all([startServer(d, 'api'), startServer(d, 'worker')]);
    const member = await memberToken(db, api.url);
    const { rows } = await db.query<{ posts_id: number }>(
      `INSERT INTO posts (user_id, content, is_ready, media_state) VALUES ($1, 'video', false, 'processing') RETURNING posts_id`,
      [member.userId],
    );
    const postId = rows[0].posts_id;

    // A large video arriving slowly: the head of the body, then a megabyte at a time, never the end.
    const boundary = 'faultboundary';
    const req = request(`${api.url}/api/media/upload-video`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(300 * 1024 * 1024) },
    });
    req.on('error', () => undefined); // the server dies under it
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="postId"\r\n\r\n${postId}\r\n`);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const writing = setInterval(() => req.write(chunk), 50);
    try {
      await until('part of the upload in the scratch space', () => scratchFiles().find((f) => statSync(f).size > 2 * 1024 * 1024), 30_000);
    } finally {
      clearInterval(writing);
    }
    // The worker's sweeps left the live upload alone.
    const [partial] = scratchFiles();
    expect(worker.stdout()).not.toMatch(/scratch director/);
    api.child.kill('SIGKILL');
    await api.exit(10_000);
    req.destroy();
    const killedAt = Date.now();

    await worker.waitFor(/removed 1 scratch directory of a stopped process/, 30_000);
    console.log(`faults: API killed mid-upload, not restarted: a running worker removed its partial file ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`);
    expect(existsSync(partial)).toBe(false);
    expect((await db.query('SELECT media_id FROM media WHERE posts_id = $1', [postId])).rows).toEqual([]);
  }, 300_000);
});
