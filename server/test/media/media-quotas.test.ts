import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import sharp from 'sharp';
import { createMember, Member } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { ffmpeg, mediaOf, pendingPost, settledPost, UploadFile } from './media-support';

jest.setTimeout(180_000);

/** A PNG of random pixels: it cannot be compressed, so its size is about width × height × 3 bytes. */
const noisePng = (side: number): Promise<Buffer> => sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png().toBuffer();

async function uploadRaw(t: TestApp, route: string, token: string, postId: number, file: UploadFile) {
  const form = new FormData();
  form.append('postId', String(postId));
  form.append('files', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const res = await fetch(`${t.url}/api/media/${route}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, unknown> };
}

describe('media quotas and caps (default settings)', () => {
  let t: TestApp;
  let dir: string;
  let photo: Buffer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pen-quota-test-'));
    await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=640x480', '-frames:v', '1', join(dir, 'photo.jpg')]);
    // One frame above 4K (DCI 4096 wide), and a second at 120 frames per second.
    await ffmpeg(['-f', 'lavfi', '-i', 'color=c=blue:s=4096x2160:r=1', '-frames:v', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', join(dir, 'dci4k.mp4')]);
    await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=120', '-t', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', join(dir, 'fast.mp4')]);
    photo = readFileSync(join(dir, 'photo.jpg'));
    t = await startTestApp();
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('answers 429 with Retry-After to a member with 20 files still waiting for processing', async () => {
    const busy = await createMember(t, { userName: 'Busy' });
    const waiting = await pendingPost(t, busy.userId);
    for (let i = 0; i < 20; i++) {
      await t.db.query(`INSERT INTO media (posts_id, user_id, media_type, source_key, position) VALUES ($1, $2, 'image', 'incoming/waiting', 0)`, [waiting, busy.userId]);
    }
    const res = await uploadRaw(t, 'upload-images', busy.token, await pendingPost(t, busy.userId), { name: 'p.jpg', type: 'image/jpeg', data: photo });
    expect(res).toEqual({
      status: 429,
      retryAfter: '60',
      body: { statusCode: 429, message: 'Too many of your uploads are still being processed. Try again when they are done.', error: 'Too Many Requests' },
    });
    // Another member is not affected.
    const other = await createMember(t, { userName: 'Other' });
    expect((await uploadRaw(t, 'upload-images', other.token, await pendingPost(t, other.userId), { name: 'p.jpg', type: 'image/jpeg', data: photo })).status).toBe(202);
  });

  it('refuses a video above 3840×2160 or above 60 frames per second with a clear 400', async () => {
    const member = await createMember(t, { userName: 'Filmer' });
    const postId = await pendingPost(t, member.userId);
    const big = await uploadRaw(t, 'upload-video', member.token, postId, { name: 'dci.mp4', type: 'video/mp4', data: readFileSync(join(dir, 'dci4k.mp4')) });
    expect(big).toMatchObject({ status: 400, body: { statusCode: 400, message: 'Video resolution is too high (maximum 3840×2160).', error: 'Bad Request' } });
    const fast = await uploadRaw(t, 'upload-video', member.token, postId, { name: 'fast.mp4', type: 'video/mp4', data: readFileSync(join(dir, 'fast.mp4')) });
    expect(fast).toMatchObject({ status: 400, body: { statusCode: 400, message: 'Video frame rate is too high (maximum 60 fps).', error: 'Bad Request' } });
    expect(await mediaOf(t, 'posts_id', postId)).toHaveLength(0);
  });
});

describe('media quotas (3 MB a day, transcodes of at most 1 s)', () => {
  let t: TestApp;
  let dir: string;
  let slowClip: Buffer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pen-quota-test-'));
    // Small on disk (high CRF) but ten seconds of 1080p to decode and encode: more than a second of work.
    await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=1920x1080:rate=25', '-t', '10', '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '45', '-pix_fmt', 'yuv420p', join(dir, 'slow.mp4')]);
    slowClip = readFileSync(join(dir, 'slow.mp4'));
    t = await startTestApp({ MEDIA_DAILY_UPLOAD_MB: '3', MEDIA_TRANSCODE_TIMEOUT_SECONDS: '1' });
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('answers 413 once a member has uploaded the bytes of the day', async () => {
    const member = await createMember(t, { userName: 'Photographer' });
    const png = await noisePng(730); // about 1.6 MB
    expect(png.length).toBeGreaterThan(1.5 * 1024 * 1024);
    const first = await uploadRaw(t, 'upload-images', member.token, await pendingPost(t, member.userId), { name: 'a.png', type: 'image/png', data: png });
    expect(first.status).toBe(202);
    const refused = { status: 413, body: { statusCode: 413, message: 'Daily upload limit reached (3 MB per day). Try again tomorrow.', error: 'Payload Too Large' } };
    const postId = await pendingPost(t, member.userId);
    expect(await uploadRaw(t, 'upload-images', member.token, postId, { name: 'b.png', type: 'image/png', data: png })).toMatchObject(refused);
    expect(await mediaOf(t, 'posts_id', postId)).toHaveLength(0);
    // A refused upload does not count: a small photo still fits.
    const small = await noisePng(300);
    expect((await uploadRaw(t, 'upload-images', member.token, postId, { name: 'c.png', type: 'image/png', data: small })).status).toBe(202);
  });

  it('fails a video whose transcode runs out of time at the first attempt, without retrying it', async () => {
    const member = await createMember(t, { userName: 'Director' });
    const postId = await pendingPost(t, member.userId);
    const res = await uploadRaw(t, 'upload-video', member.token, postId, { name: 'slow.mp4', type: 'video/mp4', data: slowClip });
    expect(res.status).toBe(202);
    expect(await settledPost(t, postId, 60_000)).toEqual({ is_ready: false, media_state: 'failed' });
    const connection = new Redis(t.settings.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue('media-av', { connection, prefix: `${t.settings.redisPrefix}:bull` });
    try {
      const failed = await queue.getJobs(['failed']);
      const mediaId = (res.body.media as Array<{ media_id: number }>)[0].media_id;
      const job = failed.find((j) => (j.data as { mediaId: number }).mediaId === mediaId);
      expect(job?.attemptsMade).toBe(1);
      expect(job?.failedReason).toMatch(/took longer than 1 s/);
    } finally {
      await queue.close();
      await connection.quit();
    }
  });
});
