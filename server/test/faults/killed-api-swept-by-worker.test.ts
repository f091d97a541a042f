import { existsSync } from 'node:fs';
import { Pool } from 'pg';
import { createTestDatabase } from '../support/databases';
import { Deployment, deployment, memberToken, ownRedis, OwnService, ServerProcess, startServer, stopServer } from './support';
import { partialVideoUpload, pendingPost, scratchFiles } from './upload-support';

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

  it("a running worker removes the killed API's partial file within seconds, with no process started again", async () => {
    [api, worker] = await Promise.all([startServer(d, 'api'), startServer(d, 'worker')]);
    const member = await memberToken(db, api.url);
    const postId = await pendingPost(db, member.userId, 'video');
    const { req, partial } = await partialVideoUpload(api.url, member.token, postId, d.dataDir);
    // The worker's sweeps left the live upload alone.
    expect(scratchFiles(d.dataDir)).toEqual([partial]);
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
