import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMember, Member } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { ffmpeg, pendingPost, settledPost, upload, waitFor } from './media-support';

jest.setTimeout(240_000);

describe('media: fair queues and job ids', () => {
  let t: TestApp;
  let xavier: Member;
  let yvonne: Member;
  let dir: string;
  let clip: Buffer;
  let photo: Buffer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pen-queue-test-'));
    // Six seconds of 720p: each takes the worker a few seconds, as a long video takes it minutes.
    await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25', '-t', '6', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', join(dir, 'clip.mp4')]);
    await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=640x480', '-frames:v', '1', join(dir, 'photo.jpg')]);
    [clip, photo] = ['clip.mp4', 'photo.jpg'].map((f) => readFileSync(join(dir, f)));
    t = await startTestApp();
    xavier = await createMember(t, { userName: 'Xavier' });
    yvonne = await createMember(t, { userName: 'Yvonne' });
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  const readyCount = async (userId: number, type: string): Promise<number> => {
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM media WHERE user_id = $1 AND media_type = $2 AND status = 'ready'`, [userId, type]);
    return rows[0].n;
  };
  const mediaStatus = async (mediaId: number): Promise<string> => (await t.db.query<{ status: string }>('SELECT status FROM media WHERE media_id = $1', [mediaId])).rows[0].status;
  const uploadPhoto = async (member: Member): Promise<{ postId: number; mediaId: number }> => {
    const postId = await pendingPost(t, member.userId);
    const res = await upload(t, 'upload-images', member.token, { postId }, [{ name: 'photo.jpg', type: 'image/jpeg', data: photo }]);
    expect(res.status).toBe(202);
    return { postId, mediaId: res.body.media![0].media_id };
  };

  it('processes a new file whose row id a restored database gave out again', async () => {
    const first = await uploadPhoto(yvonne);
    expect(await settledPost(t, first.postId, 20_000)).toEqual({ is_ready: true, media_state: 'ready' });
    // A restore from a backup taken before that upload: the row is gone and its id is handed out again,
    // while Redis still holds the finished job of the first row.
    await t.db.query('DELETE FROM posts WHERE posts_id = $1', [first.postId]);
    await t.db.query(`SELECT setval('media_media_id_seq', $1, false)`, [first.mediaId]);
    const again = await uploadPhoto(yvonne);
    expect(again.mediaId).toBe(first.mediaId);
    expect(await settledPost(t, again.postId, 20_000)).toEqual({ is_ready: true, media_state: 'ready' });
  });

  it("one member's five videos hold up another member's photo and video by at most one job", async () => {
    const videos: number[] = [];
    for (let i = 0; i < 5; i++) {
      const postId = await pendingPost(t, xavier.userId);
      const res = await upload(t, 'upload-video', xavier.token, { postId }, [{ name: `sermon-${i}.mp4`, type: 'video/mp4', data: clip }]);
      expect(res.status).toBe(202);
      videos.push(res.body.media![0].media_id);
    }
    const yPhoto = await uploadPhoto(yvonne);
    // Two more of her photos wait on the images' queue, as they do when that worker is behind: they
    // must not push her video back on the other queue.
    const waitingPhotos = await pendingPost(t, yvonne.userId);
    await t.db.query(`INSERT INTO media (posts_id, user_id, media_type, status, position) VALUES ($1, $2, 'image', 'pending', 0), ($1, $2, 'image', 'pending', 1)`, [waitingPhotos, yvonne.userId]);
    const yPost = await pendingPost(t, yvonne.userId);
    const yVideo = await upload(t, 'upload-video', yvonne.token, { postId: yPost }, [{ name: 'choir.mp4', type: 'video/mp4', data: clip }]);
    expect(yVideo.status).toBe(202);
    // Counted once Yvonne's files are queued: the one Xavier video in the worker's hands at that moment
    // may still finish first; a second one finishing first would mean hers waited behind his queue.
    const before = await readyCount(xavier.userId, 'video');
    expect(before).toBeLessThan(4);

    await waitFor(async () => ((await mediaStatus(yPhoto.mediaId)) === 'ready' ? true : undefined), 120_000, "Yvonne's photo");
    expect(await readyCount(xavier.userId, 'video')).toBeLessThanOrEqual(before + 1);
    await waitFor(async () => ((await mediaStatus(yVideo.body.media![0].media_id)) === 'ready' ? true : undefined), 120_000, "Yvonne's video");
    expect(await readyCount(xavier.userId, 'video')).toBeLessThanOrEqual(before + 1);
  });
});
