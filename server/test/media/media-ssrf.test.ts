import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { JobsService } from '../../src/jobs/jobs.service';
import { Storage } from '../../src/storage/storage';
import { createMember, Member } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { mediaOf, pendingPost, settledPost, upload } from './media-support';

jest.setTimeout(60_000);

/** An ID3v2.4 tag with no frames: enough for Pen's sniffing and ffmpeg's probing to skip it as MP3. */
const ID3 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
/** An MPEG-1 Layer III frame header, the other start Pen takes as MP3. */
const FRAME_SYNC = Buffer.from([0xff, 0xfb, 0x90, 0x00]);

const dash = (base: string) =>
  `<?xml version="1.0"?>\n<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT10S" minBufferTime="PT1S" ` +
  `profiles="urn:mpeg:dash:profile:isoff-on-demand:2011"><Period><AdaptationSet mimeType="audio/mp4"><Representation id="1" bandwidth="1000" ` +
  `codecs="mp4a.40.2"><BaseURL>${base}/dash.mp4</BaseURL></Representation></AdaptationSet></Period></MPD>\n`;
const hls = (base: string) =>
  `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:10\n#EXT-X-MEDIA-SEQUENCE:0\n` +
  `#EXT-X-KEY:METHOD=AES-128,URI="${base}/key"\n#EXTINF:10.0,\n${base}/hls.ts\n#EXT-X-ENDLIST\n`;
const concat = (base: string) => `ffconcat version 1.0\nfile '${base}/concat.mp3'\nfile '/etc/passwd'\n`;

describe('media: files that would make ffmpeg fetch URLs', () => {
  let t: TestApp;
  let alice: Member;
  let listener: Server;
  let base: string;
  const hits: string[] = [];

  beforeAll(async () => {
    listener = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end('#EXTM3U\n');
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    t = await startTestApp();
    alice = await createMember(t, { userName: 'Alice' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => listener.close(resolve));
  });
  beforeEach(() => {
    hits.length = 0;
  });

  const crafted = (): Array<[string, Buffer]> => [
    ['ID3 + DASH manifest', Buffer.concat([ID3, Buffer.from(dash(base))])],
    ['frame sync + DASH manifest', Buffer.concat([FRAME_SYNC, Buffer.from(dash(base))])],
    ['ID3 + HLS playlist', Buffer.concat([ID3, Buffer.from(hls(base))])],
    ['ID3 + concat playlist', Buffer.concat([ID3, Buffer.from(concat(base))])],
  ];

  it('refuses each as an invalid audio file, without a request to the URLs inside', async () => {
    const postId = await pendingPost(t, alice.userId);
    for (const [what, data] of crafted()) {
      const res = await upload(t, 'upload-audio', alice.token, { postId }, [{ name: 'sermon.mp3', type: 'audio/mpeg', data }]);
      expect({ what, ...res }).toEqual({ what, status: 400, body: { statusCode: 400, message: 'Invalid audio file. Use WebM, MP3 or WAV.', error: 'Bad Request' } });
    }
    expect(hits).toEqual([]);
    expect(await mediaOf(t, 'posts_id', postId)).toHaveLength(0);
  });

  it('the worker, given such a file as a stored original, fails the media without a request', async () => {
    const storage = t.app.get(Storage);
    const jobs = t.app.get(JobsService);
    for (const [what, data] of crafted()) {
      const postId = await pendingPost(t, alice.userId);
      const key = `incoming/crafted-${postId}`;
      await storage.put(key, Readable.from([data]), 'application/octet-stream');
      const { rows } = await t.db.query<{ media_id: number }>(
        `INSERT INTO media (posts_id, user_id, media_type, source_key) VALUES ($1, $2, 'audio', $3) RETURNING media_id`,
        [postId, alice.userId, key],
      );
      await jobs.add('media.transcode', { mediaId: rows[0].media_id }, { jobId: `crafted-${rows[0].media_id}`, attempts: 1 });
      expect({ what, state: await settledPost(t, postId, 30_000) }).toEqual({ what, state: { is_ready: false, media_state: 'failed' } });
      expect((await mediaOf(t, 'posts_id', postId))[0].status).toBe('failed');
    }
    expect(hits).toEqual([]);
  });
});
