import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMember, Member } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { ffmpeg, ffprobeJson, mediaOf, pendingGroupComment, pendingPost, settledPost, upload } from './media-support';

jest.setTimeout(120_000);

describe('media: video and audio uploads', () => {
  let t: TestApp;
  let alice: Member;
  let dir: string;
  let clip: Buffer;
  let longClip: Buffer;
  let voice: Buffer;
  let longVoice: Buffer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pen-av-test-'));
    // A real 2 s 1080p phone-like clip with sound, a 10 min 5 s one (tiny), a 3 s voice note as the browser records it, and 30 min 5 s of MP3.
    await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=1920x1080:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', join(dir, 'clip.mov')]);
    await ffmpeg(['-f', 'lavfi', '-i', 'color=c=black:s=32x32:r=1', '-t', '605', '-c:v', 'libx264', '-preset', 'ultrafast', join(dir, 'long.mp4')]);
    await ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000', '-t', '3', '-c:a', 'libopus', join(dir, 'voice.webm')]);
    await ffmpeg(['-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', '1805', '-c:a', 'libmp3lame', '-b:a', '8k', join(dir, 'long.mp3')]);
    [clip, longClip, voice, longVoice] = ['clip.mov', 'long.mp4', 'voice.webm', 'long.mp3'].map((f) => readFileSync(join(dir, f)));
    t = await startTestApp();
    alice = await createMember(t, { userName: 'Alice' });
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('transcodes a video to H.264/AAC MP4 with fast start at 1280 px, with a poster, and serves it with range requests', async () => {
    const postId = await pendingPost(t, alice.userId);
    const res = await upload(t, 'upload-video', alice.token, { postId }, [{ name: 'clip.mov', type: 'video/quicktime', data: clip }]);
    expect(res.status).toBe(202);
    expect(res.body.media).toEqual([{ media_id: expect.any(Number), media_type: 'video', status: 'pending' }]);
    expect(await settledPost(t, postId, 90_000)).toEqual({ is_ready: true, media_state: 'ready' });
    const [m] = await mediaOf(t, 'posts_id', postId);
    expect(m).toMatchObject({ status: 'ready', width: 1280, height: 720 });
    expect(m.path).toMatch(/^uploads\/media\/[\w-]{22}\.mp4$/);
    expect(m.poster_path).toBe(m.path!.replace(/\.mp4$/, '.poster.jpg'));
    expect(m.duration_s).toBeGreaterThan(1.8);
    expect(m.duration_s).toBeLessThan(2.2);

    const whole = await fetch(`${t.url}/api/${m.path}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await whole.arrayBuffer());
    // Fast start: the index (moov) comes before the media data (mdat).
    expect(bytes.indexOf('moov')).toBeGreaterThan(0);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    const file = join(dir, 'served.mp4');
    writeFileSync(file, bytes);
    const probed = await ffprobeJson(file);
    expect(probed.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', width: 1280, height: 720, pix_fmt: 'yuv420p' });
    expect(probed.streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });

    const part = await fetch(`${t.url}/api/${m.path}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await fetch(`${t.url}/api/${m.path}`, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const beyond = await fetch(`${t.url}/api/${m.path}`, { headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    const head = await fetch(`${t.url}/api/${m.path}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));

    const poster = await fetch(`${t.url}/api/${m.poster_path}`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses a second video, a video longer than 10 minutes, and a text file named .mp4', async () => {
    const postId = await pendingPost(t, alice.userId);
    const two = await upload(t, 'upload-video', alice.token, { postId }, [
      { name: 'a.mov', type: 'video/quicktime', data: clip },
      { name: 'b.mov', type: 'video/quicktime', data: clip },
    ]);
    expect(two).toMatchObject({ status: 400, body: { message: 'Only one video allowed per post.' } });
    const long = await upload(t, 'upload-video', alice.token, { postId }, [{ name: 'long.mp4', type: 'video/mp4', data: longClip }]);
    expect(long).toMatchObject({ status: 400, body: { message: 'Video is longer than 10 minutes.' } });
    const text = await upload(t, 'upload-video', alice.token, { postId }, [{ name: 'movie.mp4', type: 'video/mp4', data: Buffer.from('I am a text file, not a movie.\n'.repeat(100)) }]);
    expect(text).toMatchObject({ status: 400, body: { message: 'Invalid video file.' } });
    // An MP4 header with nothing readable behind it.
    const broken = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(4000, 7)]);
    const unreadable = await upload(t, 'upload-video', alice.token, { postId }, [{ name: 'x.mp4', type: 'video/mp4', data: broken }]);
    expect(unreadable).toMatchObject({ status: 400, body: { message: 'Invalid video file.' } });
    // An image sent as a video breaks the one-type rule.
    const photoAsVideo = await upload(t, 'upload-video', alice.token, { postId }, [{ name: 'x.mp4', type: 'video/mp4', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]) }]);
    expect(photoAsVideo).toMatchObject({ status: 400, body: { message: 'You can only upload one media type at a time.' } });
    expect(await mediaOf(t, 'posts_id', postId)).toHaveLength(0);
  });

  it('keeps one media type per post: a video after images is refused', async () => {
    const postId = await pendingPost(t, alice.userId);
    await t.db.query(`INSERT INTO media (posts_id, user_id, media_type, source_key) VALUES ($1, $2, 'image', 'incoming/placeholder')`, [postId, alice.userId]);
    const res = await upload(t, 'upload-video', alice.token, { postId }, [{ name: 'clip.mov', type: 'video/quicktime', data: clip }]);
    expect(res).toMatchObject({ status: 400, body: { message: 'You can only upload one media type at a time.' } });
  });

  it('transcodes a recorded WebM voice note to AAC (.m4a) that every browser plays', async () => {
    const postId = await pendingPost(t, alice.userId);
    const res = await upload(t, 'upload-audio', alice.token, { postId }, [{ name: 'recording.webm', type: 'audio/webm', data: voice }]);
    expect(res.status).toBe(202);
    expect(await settledPost(t, postId, 60_000)).toEqual({ is_ready: true, media_state: 'ready' });
    const [m] = await mediaOf(t, 'posts_id', postId);
    expect(m.path).toMatch(/^uploads\/media\/[\w-]{22}\.m4a$/);
    const served = await fetch(`${t.url}/api/${m.path}`);
    expect(served.headers.get('content-type')).toBe('audio/mp4');
    const file = join(dir, 'served.m4a');
    writeFileSync(file, Buffer.from(await served.arrayBuffer()));
    const probed = await ffprobeJson(file);
    expect(probed.streams).toEqual([expect.objectContaining({ codec_type: 'audio', codec_name: 'aac' })]);
    expect(Number(probed.format.duration)).toBeGreaterThan(2.8);
    expect(Number(probed.format.duration)).toBeLessThan(3.3);
  });

  it('refuses audio over 30 minutes, audio in a group comment, and a file that is no audio', async () => {
    const postId = await pendingPost(t, alice.userId);
    const long = await upload(t, 'upload-audio', alice.token, { postId }, [{ name: 'sermon.mp3', type: 'audio/mpeg', data: longVoice }]);
    expect(long).toMatchObject({ status: 400, body: { message: 'Audio is longer than 30 minutes.' } });
    const groupCommentId = await pendingGroupComment(t, alice.userId);
    const inGroup = await upload(t, 'upload-audio', alice.token, { commentId: groupCommentId }, [{ name: 'v.webm', type: 'audio/webm', data: voice }]);
    expect(inGroup).toMatchObject({ status: 400, body: { message: 'Audio files are not supported at the moment.' } });
    const text = await upload(t, 'upload-audio', alice.token, { postId }, [{ name: 'v.mp3', type: 'audio/mpeg', data: Buffer.from('la la la') }]);
    expect(text).toMatchObject({ status: 400, body: { message: 'Invalid audio file. Use WebM, MP3 or WAV.' } });
  });
});
