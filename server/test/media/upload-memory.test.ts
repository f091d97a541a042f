import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMember } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { mediaOf, pendingPost, waitFor } from './media-support';

jest.setTimeout(120_000);

const MB = 1024 * 1024;

/**
 * The memory bound of uploads: 1 GB streamed as a "video" (generated on the fly, never held)
 * must not raise the process's memory by 100 MB, and the answer (413, over the 1000 MB limit)
 * comes as soon as the limit is passed, not after the whole body. The app runs in this process,
 * so its RSS is what is measured. bench/ can reuse uploadStream for larger runs.
 */
async function uploadStream(t: TestApp, token: string, postId: number, totalBytes: number) {
  const boundary = '----pen-memory-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="postId"\r\n\r\n${postId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const chunk = Buffer.alloc(MB, 0x42);
  chunk.write('\0\0\0\x20ftypisom', 0, 'latin1');
  const url = new URL(`${t.url}/api/media/upload-video`);
  let sent = 0;
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  try {
    return await new Promise<{ status: number; body: string; sentWhenAnswered: number; peakRss: number }>((resolve, reject) => {
      const req = request(
        { method: 'POST', hostname: url.hostname, port: url.port, path: url.pathname, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } },
        (res) => {
          const sentWhenAnswered = sent;
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentWhenAnswered, peakRss }));
        },
      );
      // The server closes the connection after refusing; the writer's EPIPE is expected then.
      req.on('error', (err) => (sent >= totalBytes ? reject(err) : undefined));
      req.write(head);
      const pump = () => {
        while (sent < totalBytes) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
  } finally {
    clearInterval(sampler);
  }
}

describe('media: upload memory bound', () => {
  let t: TestApp;
  let tmp: string;
  const previousTmp = process.env.TMPDIR;

  beforeAll(async () => {
    t = await startTestApp();
    // Uploads of this process go to a directory of their own, so leftovers can be seen.
    tmp = mkdtempSync(join(tmpdir(), 'pen-upload-tmp-'));
    process.env.TMPDIR = tmp;
  });
  afterAll(async () => {
    process.env.TMPDIR = previousTmp;
    rmSync(tmp, { recursive: true, force: true });
    await t.close();
  });

  it('streams a 1 GB upload to disk with less than 100 MB of extra memory, and answers 413 as soon as 1000 MB are passed', async () => {
    const alice = await createMember(t);
    const postId = await pendingPost(t, alice.userId);
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    const res = await uploadStream(t, alice.token, postId, 1100 * MB);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ statusCode: 413, message: 'Video is too large', error: 'Payload Too Large' });
    // Answered right after the limit, not after the 1100 MB that were on their way.
    expect(res.sentWhenAnswered).toBeLessThan(1100 * MB);
    expect(res.sentWhenAnswered).toBeGreaterThanOrEqual(1000 * MB);
    expect(res.peakRss - baseline).toBeLessThan(100 * MB);
    expect(await mediaOf(t, 'posts_id', postId)).toHaveLength(0);
    // The gigabyte written so far is removed right after the answer.
    await waitFor(async () => (readdirSync(tmp).length === 0 ? true : undefined), 10_000, 'temporary files to go');
  });
});
