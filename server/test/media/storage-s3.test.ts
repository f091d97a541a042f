import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { S3Storage } from '../../src/storage/s3-storage';
import { createMember } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { mediaOf, pendingPost, settledPost, upload } from './media-support';

// s3rver has no type declarations; this is the part of its API the test uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (opts: Record<string, unknown>) => { run(): Promise<AddressInfo>; close(): Promise<void> };

describe('media: S3-compatible storage (STORAGE=s3) against a real S3 server', () => {
  let s3dir: string;
  let server: { run(): Promise<AddressInfo>; close(): Promise<void> };
  let endpoint: string;
  let t: TestApp;
  const creds = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

  beforeAll(async () => {
    s3dir = mkdtempSync(join(tmpdir(), 'pen-s3-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir });
    const addr = await server.run();
    endpoint = `http://127.0.0.1:${addr.port}`;
    t = await startTestApp({
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'pen-media',
      S3_ACCESS_KEY_ID: creds.accessKeyId,
      S3_SECRET_ACCESS_KEY: creds.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
    rmSync(s3dir, { recursive: true, force: true });
  });

  const storage = () =>
    new S3Storage({ endpoint, region: 'us-east-1', bucket: 'pen-media', forcePathStyle: true, ...creds });

  it('stores, reads whole and in ranges, and deletes objects (the bucket is created on first use)', async () => {
    const s = storage();
    const data = Buffer.from('0123456789abcdefghij');
    await s.put('uploads/test/range.bin', Readable.from([data]), 'application/octet-stream');
    expect(await s.stat('uploads/test/range.bin')).toEqual({ size: 20, contentType: 'application/octet-stream' });
    const part = await s.get('uploads/test/range.bin', { start: 5, end: 9 });
    const chunks: Buffer[] = [];
    for await (const c of part!.stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('56789');
    await s.delete('uploads/test/range.bin');
    expect(await s.stat('uploads/test/range.bin')).toBeUndefined();
    expect(await s.get('uploads/test/range.bin')).toBeUndefined();
    await expect(s.delete('uploads/test/never-there.bin')).resolves.toBeUndefined();
  });

  it('moves a local file into the bucket: the object has its bytes and the file is gone', async () => {
    const s = storage();
    const dir = mkdtempSync(join(tmpdir(), 'pen-s3-move-'));
    try {
      const file = join(dir, 'out.jpg');
      writeFileSync(file, 'processed bytes');
      await s.moveIn('uploads/test/moved.jpg', file, 'image/jpeg');
      expect(existsSync(file)).toBe(false);
      expect(await s.stat('uploads/test/moved.jpg')).toEqual({ size: 15, contentType: 'image/jpeg' });
      const got = await s.get('uploads/test/moved.jpg');
      const chunks: Buffer[] = [];
      for await (const c of got!.stream) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe('processed bytes');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs the whole pipeline through the bucket: upload, processing, serving with ranges; the original is removed', async () => {
    const alice = await createMember(t);
    const postId = await pendingPost(t, alice.userId);
    const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#884422' } }).jpeg().toBuffer();
    const res = await upload(t, 'upload-images', alice.token, { postId }, [{ name: 'p.jpg', type: 'image/jpeg', data: jpeg }]);
    expect(res.status).toBe(202);
    expect(await settledPost(t, postId)).toEqual({ is_ready: true, media_state: 'ready' });
    const [m] = await mediaOf(t, 'posts_id', postId);

    const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: creds });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'pen-media' }));
    const keys = (listed.Contents ?? []).map((o) => o.Key);
    expect(keys).toContain(m.path);
    expect(keys.filter((k) => k?.startsWith('incoming/'))).toEqual([]);

    const whole = await fetch(`${t.url}/api/${m.path}`);
    expect(whole.status).toBe(200);
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(1280);
    const part = await fetch(`${t.url}/api/${m.path}`, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 10))).toBe(true);
  });
});
