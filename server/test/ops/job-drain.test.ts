import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiProcess, startApiProcess } from '../support/api-process';
import { createMember } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { ffmpeg, mediaOf, pendingPost, postState, upload, waitFor } from '../media/media-support';
import { descendants } from './support';

jest.setTimeout(180_000);

/** The command line of a process, or '' once it has ended. */
const commandOf = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};

/**
 * A deploy stops the worker while it processes media. Before, the pool was closed first and every
 * job running at SIGTERM failed at its last write, to be redone. A transcode is now handed back
 * at once (issue 39): ffmpeg stops and the job goes back to waiting, through Redis, before the
 * connections close; the next worker runs it to the end.
 */
describe('graceful shutdown: a running job keeps its database until it ends', () => {
  let t: TestApp;
  let worker: ApiProcess | undefined;
  let dir: string;

  beforeAll(async () => {
    t = await startTestApp();
    dir = mkdtempSync(join(tmpdir(), 'pen-drain-'));
  });
  afterAll(async () => {
    if (worker?.proc.child.exitCode === null) await worker.stop();
    rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  it('SIGTERM during a video transcode: the job is handed back, the process exits 0 without errors, and the next worker makes the post ready', async () => {
    // Long enough that the transcode is still running when the signal comes.
    await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=1920x1080:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', '8', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', join(dir, 'clip.mp4')]);
    const alice = await createMember(t);
    const postId = await pendingPost(t, alice.userId);
    // API and worker in one process, with queues of its own: the test app's worker must not take the job.
    const env = { APP_ROLE: 'all', REDIS_PREFIX: `${t.settings.redisPrefix}-drain`, SMTP_URL: 'smtp://127.0.0.1:1', LOG_LEVEL: 'info' };
    worker = await startApiProcess(t, env);
    const res = await upload(worker, 'upload-video', alice.token, { postId }, [{ name: 'clip.mp4', type: 'video/mp4', data: readFileSync(join(dir, 'clip.mp4')) }]);
    expect(res.status).toBe(202);
    const pid = worker.proc.child.pid!;
    await waitFor(async () => (descendants(pid).some((p) => commandOf(p).includes('ffmpeg')) ? true : undefined), 30_000, 'the transcode to start');

    worker.proc.child.kill('SIGTERM');
    expect(await worker.proc.exit(30_000)).toBe(0);
    const output = worker.proc.stdout() + worker.proc.stderr();
    expect(output).toContain('"msg":"stopped"');
    expect(output).toMatch(/handed back \(this worker is stopping\)/);
    expect(output).not.toMatch(/"level":"error"|Connection terminated|Cannot use a pool/);
    expect(await postState(t, postId)).toEqual({ is_ready: false, media_state: 'processing' });

    worker = await startApiProcess(t, env);
    await waitFor(async () => ((await postState(t, postId)).is_ready ? true : undefined), 120_000, 'the post to be ready');
    expect(await postState(t, postId)).toEqual({ is_ready: true, media_state: 'ready' });
    const [video] = await mediaOf(t, 'posts_id', postId);
    expect(video).toMatchObject({ media_type: 'video', status: 'ready' });
  });
});
