import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { createTestDatabase } from '../support/databases';
import { ffmpeg } from '../media/media-support';
import { Deployment, deployment, memberToken, ownRedis, OwnService, ServerProcess, startServer, stopServer, until } from './support';
import { partialVideoUpload, pendingPost } from './upload-support';

describe('faults: the API killed in the middle of an upload', () => {
  // A Redis of the test's own: nobody else's restart of the shared one can interfere.
  let redis: OwnService;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let d: Deployment;
  let db: Pool;
  let api: ServerProcess | undefined;
  const fixtures = mkdtempSync(join(tmpdir(), 'pen-fault-img-'));

  beforeAll(async () => {
    [database, redis] = await Promise.all([createTestDatabase(), ownRedis()]);
    d = await deployment(database.url, redis.url);
    db = new Pool({ connectionString: database.url, max: 2 });
    await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=640x480', '-frames:v', '1', join(fixtures, 'photo.jpg')]);
  }, 120_000);

  afterAll(async () => {
    await stopServer(api);
    await db?.end();
    await database?.drop();
    d?.remove();
    await redis?.remove();
    rmSync(fixtures, { recursive: true, force: true });
  });

  it('publishes nothing, removes its partial file at the next start (not after a day), and the member can upload again', async () => {
    api = await startServer(d, 'all');
    const member = await memberToken(db, api.url);
    const postId = await pendingPost(db, member.userId, 'photo');
    const { req, partial } = await partialVideoUpload(api.url, member.token, postId, d.dataDir);
    api.child.kill('SIGKILL');
    await api.exit(10_000);
    req.destroy();

    // Nothing published: no media row, nothing stored; only the partial file is left.
    expect((await db.query('SELECT media_id FROM media WHERE posts_id = $1', [postId])).rows).toEqual([]);
    expect(existsSync(join(d.dataDir, 'uploads'))).toBe(false);
    expect(existsSync(join(d.dataDir, 'incoming'))).toBe(false);
    expect(existsSync(partial)).toBe(true);

    const restartAt = Date.now();
    api = await startServer(d, 'all');
    await api.waitFor(/removed 1 scratch directory of a stopped process/, 30_000);
    console.log(`faults: API killed mid-upload: its partial file was removed ${((Date.now() - restartAt) / 1000).toFixed(1)} s after the restart began`);
    expect(existsSync(partial)).toBe(false);

    // The member's retry works.
    const form = new FormData();
    form.append('postId', String(postId));
    form.append('files', new Blob([new Uint8Array(readFileSync(join(fixtures, 'photo.jpg')))], { type: 'image/jpeg' }), 'photo.jpg');
    const res = await fetch(`${api.url}/api/media/upload-images`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` }, body: form });
    expect(res.status).toBe(202);
    await until('the post to be ready', async () => ((await db.query('SELECT is_ready FROM posts WHERE posts_id = $1', [postId])).rows[0].is_ready ? true : undefined), 60_000);
  }, 300_000);
});
