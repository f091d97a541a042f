import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { ApiProcess, startApiProcess } from '../support/api-process';
import { createMember } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { mediaOf, pendingPost, waitFor } from './media-support';

jest.setTimeout(120_000);

const MB = 1024 * 1024;

/** A line of /proc/<pid>/status in bytes (VmRSS: resident now; VmHWM: the peak since the last reset). */
function procMemory(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!kb) throw new Error(`no ${field} for process ${pid}`);
  return Number(kb[1]) * 1024;
}

/**
 * The memory bound of uploads: 1 GB streamed as a "video" (generated on the fly, never held)
 * must not raise the API process's peak memory by 100 MB, and the answer (413, over the 1000 MB
 * limit) comes as soon as the limit is passed, not after the whole body. The API runs as a
 * process of its own, as deployed: measured inside a jest worker, the figure also held the
 * garbage of every earlier test file's heap (a long marking pass let 300 MB of read buffers wait).
 * bench/ can reuse uploadStream for larger runs.
 */
async function uploadStream(apiUrl: string, token: string, postId: number, totalBytes: number) {
  const boundary = '----pen-memory-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="postId"\r\n\r\n${postId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const chunk = Buffer.alloc(MB, 0x42);
  chunk.write('\0\0\0\x20ftypisom', 0, 'latin1');
  const url = new URL(`${apiUrl}/api/media/upload-video`);
  let sent = 0;
  return new Promise<{ status: number; body: string; sentWhenAnswered: number }>((resolve, reject) => {
      const req = request(
        { method: 'POST', hostname: url.hostname, port: url.port, path: url.pathname, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } },
        (res) => {
          const sentWhenAnswered = sent;
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentWhenAnswered }));
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
}

describe('media: upload memory bound', () => {
  let t: TestApp;
  let api: ApiProcess;
  /** Where the API process receives uploads: the storage's scratch root in DATA_DIR. */
  let scratch: string;

  beforeAll(async () => {
    t = await startTestApp();
    scratch = join(t.settings.dataDir, 'scratch');
    api = await startApiProcess(t);
  });
  afterAll(async () => {
    await api?.stop();
    await t?.close();
  });

  it('streams a 1 GB upload to disk with less than 100 MB of extra memory, and answers 413 as soon as 1000 MB are passed', async () => {
    const alice = await createMember(t);
    const postId = await pendingPost(t, alice.userId);
    const pid = api.proc.child.pid!;
    // Warm: the request path compiled and the session remembered, as in a running server.
    expect((await fetch(`${api.url}/api/posts/feed?limit=1`, { headers: { authorization: `Bearer ${alice.token}` } })).status).toBe(200);
    writeFileSync(`/proc/${pid}/clear_refs`, '5'); // the peak (VmHWM) starts again from now
    const baseline = procMemory(pid, 'VmRSS');
    const res = await uploadStream(api.url, alice.token, postId, 1100 * MB);
    const peak = procMemory(pid, 'VmHWM');
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ statusCode: 413, message: 'Video is too large', error: 'Payload Too Large' });
    // Answered right after the limit, not after the 1100 MB that were on their way.
    expect(res.sentWhenAnswered).toBeLessThan(1100 * MB);
    expect(res.sentWhenAnswered).toBeGreaterThanOrEqual(1000 * MB);
    expect(peak - baseline).toBeLessThan(100 * MB);
    expect(await mediaOf(t, 'posts_id', postId)).toHaveLength(0);
    // The gigabyte written so far is removed right after the answer.
    await waitFor(async () => (readdirSync(scratch).length === 0 ? true : undefined), 10_000, 'temporary files to go');
  });
});
