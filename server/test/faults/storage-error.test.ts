import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Pool } from 'pg';
import { createTestDatabase } from '../support/databases';
import { ffmpeg } from '../media/media-support';
import { Deployment, deployment, memberToken, ownRedis, OwnService, ServerProcess, startServer, stopServer, until } from './support';

const S3rver = require('s3rver') as new (opts: Record<string, unknown>) => { run(): Promise<AddressInfo>; close(): Promise<void> };
const BUCKET = 'pen-media';

/**
 * In front of a real S3 server (s3rver): while `failing`, every write of a published key
 * (`uploads/…`) answers 500 InternalError, as a storage service in trouble does; reads and the
 * originals under `incoming/` pass.
 */
function faultyS3(target: string): Promise<{ url: string; server: Server; set: (failing: boolean) => void; refused: () => number }> {
  let failing = false;
  let refused = 0;
  const server = createServer((req, res) => {
    const writes = req.method === 'PUT' || req.method === 'POST';
    if (failing && writes && (req.url ?? '').startsWith(`/${BUCKET}/uploads/`)) {
      refused++;
      req.resume();
      res.writeHead(500, { 'content-type': 'application/xml' }).end('<?xml version="1.0"?><Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>');
      return;
    }
    const upstream = request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, set: (f) => (failing = f), refused: () => refused }),
    ),
  );
}

describe('faults: object storage (S3) failing while media is stored', () => {
  // A Redis of the test's own: nobody else's restart of the shared one can interfere.
  let redis: OwnService;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let d: Deployment;
  let db: Pool;
  let app: ServerProcess;
  let s3: { run(): Promise<AddressInfo>; close(): Promise<void> };
  let proxy: Awaited<ReturnType<typeof faultyS3>>;
  let s3Url: string;
  const dir = mkdtempSync(join(tmpdir(), 'pen-fault-s3-'));
  const creds = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

  beforeAll(async () => {
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(dir, 's3') });
    s3Url = `http://127.0.0.1:${(await s3.run()).port}`;
    proxy = await faultyS3(s3Url);
    [database, redis] = await Promise.all([createTestDatabase(), ownRedis()]);
    d = await deployment(database.url, redis.url, {
      STORAGE: 's3',
      S3_ENDPOINT: proxy.url,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: creds.accessKeyId,
      S3_SECRET_ACCESS_KEY: creds.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    db = new Pool({ connectionString: database.url, max: 2 });
    await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=640x480', '-frames:v', '1', join(dir, 'photo.jpg')]);
    app = await startServer(d, 'all');
  }, 300_000);

  afterAll(async () => {
    await stopServer(app);
    await db?.end();
    await database?.drop();
    d?.remove();
    await redis?.remove();
    await new Promise((resolve) => proxy?.server.close(resolve));
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const published = async (): Promise<string[]> => {
    const client = new S3Client({ endpoint: s3Url, region: 'us-east-1', forcePathStyle: true, credentials: creds });
    const list = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'uploads/' }));
    client.destroy();
    return (list.Contents ?? []).map((o) => o.Key!);
  };

  it('a storage error while storing the processed file leaves the post failed with nothing served, and the member can upload again', async () => {
    const member = await memberToken(db, app.url);
    const { rows } = await db.query<{ posts_id: number }>(
      `INSERT INTO posts (user_id, content, is_ready, media_state) VALUES ($1, 'photo', false, 'processing') RETURNING posts_id`,
      [member.userId],
    );
    const postId = rows[0].posts_id;
    const uploadPhoto = async () => {
      const form = new FormData();
      form.append('postId', String(postId));
      form.append('files', new Blob([new Uint8Array(readFileSync(join(dir, 'photo.jpg')))], { type: 'image/jpeg' }), 'photo.jpg');
      return (await fetch(`${app.url}/api/media/upload-images`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` }, body: form })).status;
    };
    const state = async () => (await db.query<{ media_state: string; is_ready: boolean }>('SELECT media_state, is_ready FROM posts WHERE posts_id = $1', [postId])).rows[0];

    proxy.set(true);
    expect(await uploadPhoto()).toBe(202);
    const uploadedAt = Date.now();
    await until('the post to show the failed state', async () => ((await state()).media_state === 'failed' ? true : undefined), 60_000);
    console.log(`faults: S3 refusing writes: the post showed the failed state ${((Date.now() - uploadedAt) / 1000).toFixed(1)} s after the upload (3 tries)`);
    expect(proxy.refused()).toBeGreaterThan(0);
    expect(await state()).toEqual({ media_state: 'failed', is_ready: false });
    expect((await db.query('SELECT status, path FROM media WHERE posts_id = $1', [postId])).rows).toEqual([{ status: 'failed', path: null }]);
    // Nothing half-written is published, and the post is not in anyone's feed.
    expect(await published()).toEqual([]);

    proxy.set(false);
    expect(await uploadPhoto()).toBe(202);
    await until('the post to be ready after the retry', async () => ((await state()).is_ready ? true : undefined), 60_000);
    const media = (await db.query<{ status: string; path: string }>('SELECT status, path FROM media WHERE posts_id = $1', [postId])).rows;
    expect(media).toEqual([{ status: 'ready', path: expect.stringMatching(/^uploads\/media\/.+\.jpg$/) }]);
    expect(await published()).toEqual([media[0].path]);
    const served = await fetch(`${app.url}/api/${media[0].path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  }, 300_000);
});
