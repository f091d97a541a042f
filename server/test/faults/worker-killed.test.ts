import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { createTestDatabase } from '../support/databases';
import { ffmpeg } from '../media/media-support';
import { descendants, isAlive } from '../ops/support';
import { Deployment, deployment, memberToken, ownRedis, OwnService, ServerProcess, startServer, stopServer, until } from './support';

/** The ffmpeg processes (not ffprobe) under a worker process. */
function ffmpegsUnder(pid: number): number[] {
  return descendants(pid).filter((p) => {
    try {
      return /(^|\/)ffmpeg$/.test(readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0')[0]);
    } catch {
      return false;
    }
  });
}

describe('faults: a worker killed during a video transcode', () => {
  // A Redis of the test's own: nobody else's restart of the shared one can interfere.
  let redis: OwnService;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let d: Deployment;
  let db: Pool;
  let api: ServerProcess;
  const workers: ServerProcess[] = [];
  let member: { userId: number; token: string };
  let clip: Buffer;
  const clipDir = mkdtempSync(join(tmpdir(), 'pen-fault-clip-'));

  beforeAll(async () => {
    [database, redis] = await Promise.all([createTestDatabase(), ownRedis()]);
    d = await deployment(database.url, redis.url);
    db = new Pool({ connectionString: database.url, max: 2 });
    [api] = await Promise.all([startServer(d, 'api'), ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=1920x1080:rate=30', '-t', '8', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', join(clipDir, 'clip.mp4')])]);
    clip = readFileSync(join(clipDir, 'clip.mp4'));
    workers.push(...(await Promise.all([startServer(d, 'worker'), startServer(d, 'worker')])));
    member = await memberToken(db, api.url);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([api, ...workers].map(stopServer));
    await db?.end();
    await database?.drop();
    d?.remove();
    await redis?.remove();
    rmSync(clipDir, { recursive: true, force: true });
  });

  const pendingPost = async (): Promise<number> =>
    (await db.query<{ posts_id: number }>(`INSERT INTO posts (user_id, content, is_ready, media_state) VALUES ($1, 'video', false, 'processing') RETURNING posts_id`, [member.userId]))
      .rows[0].posts_id;

  const uploadVideo = async (postId: number): Promise<number | string> => {
    const form = new FormData();
    form.append('postId', String(postId));
    form.append('files', new Blob([new Uint8Array(clip)], { type: 'video/mp4' }), 'clip.mp4');
    const res = await fetch(`${api.url}/api/media/upload-video`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` }, body: form });
    // The body and the API's warnings with an unexpected answer, so a failure says why.
    return res.status === 202 ? 202 : `${res.status} ${await res.text()}\n${api.stdout().split('\n').filter((l) => /"(warn|error)"/.test(l)).join('\n')}`;
  };

  const mediaState = async (postId: number) =>
    (await db.query<{ media_state: string; is_ready: boolean }>('SELECT media_state, is_ready FROM posts WHERE posts_id = $1', [postId])).rows[0];

  const live = () => workers.filter((w) => !w.child.killed && w.child.exitCode === null && w.child.signalCode === null);

  /** The live worker running ffmpeg for a job, with its ffmpeg processes. */
  const transcoding = (ms = 60_000) =>
    until(
      'a worker running ffmpeg',
      () => {
        for (const w of live()) {
          const ff = ffmpegsUnder(w.child.pid!);
          if (ff.length > 0) return { worker: w, ffmpegs: ff };
        }
        return undefined;
      },
      ms,
    );

  const storedFiles = (dir: string): string[] => {
    try {
      return readdirSync(join(d.dataDir, dir)).sort();
    } catch {
      return [];
    }
  };

  it('no ffmpeg outlives its SIGKILLed worker; another worker resumes the job within 30 s and the post becomes ready once, with one set of files', async () => {
    const postId = await pendingPost();
    expect(await uploadVideo(postId)).toBe(202);
    const first = await transcoding();
    first.worker.child.kill('SIGKILL');
    const killedAt = Date.now();
    await until('the killed worker’s ffmpeg to end', () => (first.ffmpegs.every((p) => !isAlive(p)) ? true : undefined), 3_000);
    const resumed = await transcoding(30_000);
    const resumedAfterMs = Date.now() - killedAt;
    expect(resumed.worker).not.toBe(first.worker);
    expect(resumedAfterMs).toBeLessThan(30_000);
    console.log(`faults: worker SIGKILLed mid-transcode: its ffmpeg ended at once, another worker resumed the job after ${(resumedAfterMs / 1000).toFixed(1)} s`);

    await until('the post to be ready', async () => ((await mediaState(postId)).is_ready ? true : undefined), 120_000);
    expect(await mediaState(postId)).toEqual({ media_state: 'ready', is_ready: true });
    const media = (await db.query('SELECT status, path, poster_path FROM media WHERE posts_id = $1', [postId])).rows;
    expect(media).toEqual([{ status: 'ready', path: expect.stringMatching(/^uploads\/media\/.+\.mp4$/), poster_path: expect.stringMatching(/\.poster\.jpg$/) }]);
    // One video and its poster, the original gone: the resumed job wrote the same keys, nothing twice.
    expect(storedFiles('uploads/media')).toEqual([media[0].path.slice('uploads/media/'.length), media[0].poster_path.slice('uploads/media/'.length)].sort());
    expect(storedFiles('incoming')).toEqual([]);
    // Ready once: the surviving worker completed the job once, nobody failed it.
    expect(resumed.worker.stdout().match(/failed for good/g)).toBeNull();
    // Two more workers for the next test, which kills two of them.
    workers.push(...(await Promise.all([startServer(d, 'worker'), startServer(d, 'worker')])));
  }, 240_000);

  it('a job whose workers are killed twice is given up by BullMQ and leaves its post failed, and uploading the video again makes the post ready', async () => {
    const postId = await pendingPost();
    expect(await uploadVideo(postId)).toBe(202);
    const first = await transcoding();
    first.worker.child.kill('SIGKILL');
    const second = await transcoding(30_000);
    second.worker.child.kill('SIGKILL');
    const killedAt = Date.now();
    // The last worker finds the job stalled a second time and BullMQ fails it.
    expect(live()).toHaveLength(1);
    await until('the post to show the failed state', async () => ((await mediaState(postId)).media_state === 'failed' ? true : undefined), 40_000);
    console.log(`faults: a job stalled twice: its post failed ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the second kill`);
    expect(await mediaState(postId)).toEqual({ media_state: 'failed', is_ready: false });
    expect((await db.query('SELECT status FROM media WHERE posts_id = $1', [postId])).rows).toEqual([{ status: 'failed' }]);
    expect([...first.ffmpegs, ...second.ffmpegs].filter(isAlive)).toEqual([]);

    // The member's retry: the same upload to the same post (a failed video no longer blocks it).
    expect(await uploadVideo(postId)).toBe(202);
    await until('the post to be ready after the retry', async () => ((await mediaState(postId)).is_ready ? true : undefined), 120_000);
    expect((await db.query('SELECT status FROM media WHERE posts_id = $1', [postId])).rows).toEqual([{ status: 'ready' }]);
  }, 240_000);
});
