import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { JobsService } from '../../src/jobs/jobs.service';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { mediaOf, pendingComment, pendingGroupComment, pendingPost, readyPost, settledPost, upload, waitFor } from './media-support';

async function photo(width = 2000, height = 1500): Promise<Buffer> {
  // A phone photo: EXIF with the camera and a GPS position.
  return sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .withExif({
      IFD0: { Make: 'PenPhone', Model: 'Pocket 7' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '60/1 10/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 56/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** True when a TIFF/EXIF block holds the GPS IFD pointer (tag 0x8825). */
const hasGps = (exif: Buffer): boolean => exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A 50 000 × 50 000 PNG header with a little pixel data: a decompression bomb's shape. */
function bombPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('media: image uploads', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let alice: Member;
  let bob: Member;
  let jpeg: Buffer;
  let dir: string;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    alice = await createMember(t, { userName: 'Alice' });
    bob = await createMember(t, { userName: 'Bob' });
    jpeg = await photo();
    dir = mkdtempSync(join(tmpdir(), 'pen-media-test-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  const img = (data: Buffer, name = 'photo.jpg', type = 'image/jpeg') => ({ name, type, data });

  it('accepts a phone photo at once (202), then publishes it upright, 1280 wide, as a JPEG without EXIF or GPS', async () => {
    expect(hasGps((await sharp(jpeg).metadata()).exif!)).toBe(true);
    const postId = await pendingPost(t, alice.userId);
    const res = await upload(t, 'upload-images', alice.token, { postId }, [img(jpeg)]);
    expect(res.status).toBe(202);
    expect(res.body.message).toBe('Upload received. Your media is being processed.');
    expect(res.body.media).toEqual([{ media_id: expect.any(Number), media_type: 'image', status: 'pending' }]);

    expect(await settledPost(t, postId)).toEqual({ is_ready: true, media_state: 'ready' });
    const [m] = await mediaOf(t, 'posts_id', postId);
    expect(m).toMatchObject({ status: 'ready', media_type: 'image', width: 1280, height: 960, source_key: null });
    expect(m.path).toMatch(/^uploads\/media\/[A-Za-z0-9_-]{22}\.jpg$/);

    const served = await fetch(`${t.url}/api/${m.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('accept-ranges')).toBe('bytes');
    const out = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1280, height: 960 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(out.includes(Buffer.from('PenPhone'))).toBe(false);
    // The upload was received and processed in the storage's scratch root (moved in by rename), and nothing is left there.
    expect(readdirSync(join(t.settings.dataDir, 'scratch'))).toEqual([]);
  });

  it('processes up to 4 images of one upload and keeps their order', async () => {
    const postId = await pendingPost(t, alice.userId);
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ff000080' } }).png().toBuffer();
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#00ff00' } }).gif().toBuffer();
    const webp = await sharp({ create: { width: 50, height: 60, channels: 3, background: '#0000ff' } }).webp().toBuffer();
    const res = await upload(t, 'upload-images', alice.token, { postId }, [img(jpeg), img(small, 'a.png', 'image/png'), img(gif, 'b.gif', 'image/gif'), img(webp, 'c.webp', 'image/webp')]);
    expect(res.status).toBe(202);
    expect(await settledPost(t, postId)).toEqual({ is_ready: true, media_state: 'ready' });
    const rows = await mediaOf(t, 'posts_id', postId);
    expect(rows.map((r) => [r.width, r.height])).toEqual([
      [1280, 960],
      [300, 200],
      [40, 40],
      [50, 60],
    ]);
    expect(rows.every((r) => r.path?.endsWith('.jpg'))).toBe(true);
  });

  it('refuses a fifth image, in one call or across calls', async () => {
    const postId = await pendingPost(t, alice.userId);
    const five = await upload(t, 'upload-images', alice.token, { postId }, [1, 2, 3, 4, 5].map(() => img(jpeg)));
    expect(five).toMatchObject({ status: 400, body: { message: 'Maximum 4 images allowed.' } });
    expect(await mediaOf(t, 'posts_id', postId)).toHaveLength(0);

    expect((await upload(t, 'upload-images', alice.token, { postId }, [img(jpeg), img(jpeg), img(jpeg)])).status).toBe(202);
    const more = await upload(t, 'upload-images', alice.token, { postId }, [img(jpeg), img(jpeg)]);
    // Either the first three are still processing (the 4-image rule), or the post is ready already.
    expect(more.status).toBe(400);
    expect(['Maximum 4 images allowed.', 'Media can only be added while the post is being created.']).toContain(more.body.message);
  });

  it('decides the type from the bytes: a video among images breaks the one-type rule, text named .jpg is invalid', async () => {
    const postId = await pendingPost(t, alice.userId);
    const mp4Head = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(200)]);
    const mixed = await upload(t, 'upload-images', alice.token, { postId }, [img(jpeg), img(mp4Head, 'clip.jpg', 'image/jpeg')]);
    expect(mixed).toMatchObject({ status: 400, body: { message: 'You can only upload one media type at a time.' } });
    const text = await upload(t, 'upload-images', alice.token, { postId }, [img(Buffer.from('hello, not a picture'), 'x.jpg')]);
    expect(text).toMatchObject({ status: 400, body: { message: 'Invalid image file. Use JPEG, PNG, GIF or WebP.' } });
  });

  it('refuses a 50 000 × 50 000 PNG by its header, before decoding a pixel', async () => {
    const postId = await pendingPost(t, alice.userId);
    const before = process.memoryUsage().rss;
    const res = await upload(t, 'upload-images', alice.token, { postId }, [img(bombPng(), 'bomb.png', 'image/png')]);
    expect(res).toMatchObject({ status: 400, body: { message: 'Image dimensions are too large (maximum 100 megapixels).' } });
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    expect((await call('GET', '/api/health')).status).toBe(200);
  });

  it('refuses a truncated JPEG', async () => {
    const postId = await pendingPost(t, alice.userId);
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const res = await upload(t, 'upload-images', alice.token, { postId }, [img(truncated)]);
    expect(res).toMatchObject({ status: 400, body: { message: 'Invalid image file. Use JPEG, PNG, GIF or WebP.' } });
    expect(await mediaOf(t, 'posts_id', postId)).toHaveLength(0);
  });

  it('answers 413 for an image over 20 MB', async () => {
    const postId = await pendingPost(t, alice.userId);
    const big = Buffer.concat([jpeg, Buffer.alloc(21 * 1024 * 1024)]);
    const res = await upload(t, 'upload-images', alice.token, { postId }, [img(big)]);
    expect(res).toMatchObject({ status: 413, body: { statusCode: 413, message: 'Image is too large (maximum 20 MB).' } });
  });

  it('lets only the owner attach media, only while the target is not ready', async () => {
    const postId = await pendingPost(t, alice.userId);
    expect(await upload(t, 'upload-images', bob.token, { postId }, [img(jpeg)])).toMatchObject({
      status: 403,
      body: { message: 'You can only add media to your own posts and comments.' },
    });
    expect(await upload(t, 'upload-images', alice.token, { postId: 999999 }, [img(jpeg)])).toMatchObject({ status: 404, body: { message: 'Post not found' } });
    const published = await readyPost(t, alice.userId);
    expect(await upload(t, 'upload-images', alice.token, { postId: published }, [img(jpeg)])).toMatchObject({
      status: 400,
      body: { message: 'Media can only be added while the post is being created.' },
    });
    expect(await upload(t, 'upload-images', undefined, { postId }, [img(jpeg)])).toMatchObject({ status: 401 });
    expect(await upload(t, 'upload-images', alice.token, {}, [img(jpeg)])).toMatchObject({ status: 400, body: { message: 'postId or commentId is required' } });
    expect(await upload(t, 'upload-images', alice.token, { postId: 'abc' }, [img(jpeg)])).toMatchObject({
      status: 400,
      body: { message: 'postId must be a positive whole number' },
    });
    expect(await upload(t, 'upload-images', alice.token, { postId }, [])).toMatchObject({ status: 400, body: { message: 'No file was uploaded.' } });
    const notMultipart = await call('POST', '/api/media/upload-images', { token: alice.token, body: { postId } });
    expect(notMultipart).toMatchObject({ status: 400, body: { message: 'Send the files as multipart/form-data.' } });
  });

  it('attaches images to a post comment and to a group comment (commentId resolved by ownership), which then become ready', async () => {
    const postId = await readyPost(t, bob.userId);
    const commentId = await pendingComment(t, alice.userId, postId);
    expect((await upload(t, 'upload-images', alice.token, { commentId }, [img(jpeg)])).status).toBe(202);
    await waitFor(async () => ((await t.db.query('SELECT is_ready FROM comments WHERE comment_id = $1', [commentId])).rows[0].is_ready ? true : undefined));

    const groupCommentId = await pendingGroupComment(t, alice.userId);
    expect((await upload(t, 'upload-images', alice.token, { commentId: groupCommentId, target: 'group_comment' }, [img(jpeg)])).status).toBe(202);
    await waitFor(async () =>
      (await t.db.query('SELECT is_ready FROM group_comments WHERE comment_id = $1', [groupCommentId])).rows[0].is_ready ? true : undefined,
    );
    expect((await mediaOf(t, 'group_comment_id', groupCommentId))[0]).toMatchObject({ status: 'ready', media_type: 'image' });
  });

  it('marks the post failed (still hidden) when processing cannot succeed, and serves nothing for it', async () => {
    const postId = await pendingPost(t, alice.userId);
    // An original that passed the upload checks but is corrupt further in (e.g. damaged in storage).
    const bad = Buffer.concat([jpeg.subarray(0, 600), Buffer.alloc(5000, 0x55)]);
    const key = 'incoming/corrupt-original-for-test';
    const { Storage } = await import('../../src/storage/storage');
    await t.app.get(Storage).put(key, (await import('node:stream')).Readable.from([bad]), 'application/octet-stream');
    const { rows } = await t.db.query<{ media_id: number }>(
      `INSERT INTO media (posts_id, user_id, media_type, source_key) VALUES ($1, $2, 'image', $3) RETURNING media_id`,
      [postId, alice.userId, key],
    );
    await t.app.get(JobsService).add('media.process', { mediaId: rows[0].media_id }, { attempts: 1 });
    expect(await settledPost(t, postId)).toEqual({ is_ready: false, media_state: 'failed' });
    expect((await mediaOf(t, 'posts_id', postId))[0]).toMatchObject({ status: 'failed', path: null });
    expect(await t.app.get(Storage).stat(key)).toBeUndefined();
    // Nothing of the failed attempt is left in the worker's scratch root either.
    await waitFor(async () => (readdirSync(join(t.settings.dataDir, 'scratch')).length === 0 ? true : undefined));
  });

  it('serves only keys under uploads/, never originals or paths outside', async () => {
    for (const path of ['/api/uploads/../secrets.json', '/api/uploads/%2e%2e/secrets.json', '/api/uploads/media/nothing-here.jpg', '/api/incoming/x']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status).toBe(404);
    }
  });
});
