import { Readable } from 'node:stream';
import sharp from 'sharp';
import { JobsService } from '../../src/jobs/jobs.service';
import { Storage } from '../../src/storage/storage';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { recordEvents } from './events';

interface Comment {
  comment_id: number;
  is_ready: boolean;
  media: Array<{ media_type: string; media_path: string }>;
  media_state: string;
  failed_media_type: string | null;
}

/** With workers running: a comment with images goes through the media pipeline into the thread. */
describe('groups: comments with media', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let events: ReturnType<typeof recordEvents>;
  let ann: Member;
  let ben: Member;
  let groupId: number;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    events = recordEvents(t);
    ann = await createMember(t, { userName: 'Ann' });
    ben = await createMember(t, { userName: 'Ben' });
    groupId = (await call<{ groupId: number }>('POST', '/api/groups/create-group', { token: ann.token, body: { groupTitle: 'Photos', description: 'Our retreat' } })).body.groupId;
    await call('POST', '/api/groups/request-join-group', { token: ben.token, body: { groupId } });
    await call('POST', '/api/groups/accept-group-member-request', { token: ann.token, body: { groupId, userId: ben.userId } });
  });
  afterAll(() => t.close());

  const upload = async (route: string, commentId: number, file: { data: Buffer; type: string; name: string }) => {
    const form = new FormData();
    form.append('groupCommentId', String(commentId));
    form.append('files', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
    const res = await fetch(`${t.url}/api/media/${route}`, { method: 'POST', headers: { authorization: `Bearer ${ben.token}` }, body: form });
    return { status: res.status, body: (await res.json()) as { message?: string } };
  };
  const thread = async (who: Member) =>
    (await call<{ group: { comments: Comment[] } }>('GET', `/api/groups/group/${groupId}`, { token: who.token })).body.group.comments;
  const until = async <T>(probe: () => Promise<T | undefined>): Promise<T> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const found = await probe();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const pending = async () =>
    (await call<{ comment: Comment }>('POST', `/api/groups/${groupId}/new-comment`, { token: ben.token, body: { content: 'Look!', isReady: false } })).body.comment.comment_id;

  it('shows the comment to everyone with its image once processed, and only then tells the members', async () => {
    const id = await pending();
    events.clear();
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7da9d9' } }).jpeg().toBuffer();
    expect((await upload('upload-images', id, { data: jpeg, type: 'image/jpeg', name: 'retreat.jpg' })).status).toBe(202);

    const deadline = Date.now() + 30_000;
    let seen: Comment | undefined;
    while (!seen && Date.now() < deadline) {
      seen = (await thread(ann)).find((c) => c.comment_id === id);
      if (!seen) await new Promise((r) => setTimeout(r, 200));
    }
    expect(seen).toMatchObject({ is_ready: true, media: [{ media_type: 'image', media_path: expect.stringMatching(/^uploads\//) }] });
    const file = await fetch(`${t.url}/api/${seen?.media[0].media_path}`);
    expect(file.status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    expect(events.of('group.commented')).toEqual([{ groupId, commentId: id, actorId: ben.userId }]);

    events.clear();
    expect((await call('POST', '/api/groups/user-delete-own-comment-in-group', { token: ben.token, body: { commentId: id } })).status).toBe(200);
    expect(events.of('media.files-orphaned')).toEqual([{ keys: expect.arrayContaining([seen?.media[0].media_path]) }]);
  });

  it('tells its author a file failed (media_state failed, with its kind), and uploading again to the comment is the retry', async () => {
    const id = await pending();
    const mine = async () => (await thread(ben)).find((c) => c.comment_id === id);
    expect(await mine()).toMatchObject({ is_ready: false, media_state: 'processing', failed_media_type: null });
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d9a97d' } }).jpeg().toBuffer();
    // An original that passed the upload's checks but is damaged further in (e.g. in storage):
    // processing fails for good.
    const noisy = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    const damaged = Buffer.concat([noisy.subarray(0, 600), Buffer.alloc(5000, 0x55)]);
    const key = 'incoming/damaged-group-original';
    await t.app.get(Storage).put(key, Readable.from([damaged]), 'application/octet-stream');
    const { rows } = await t.db.query<{ media_id: number }>(`INSERT INTO media (group_comment_id, user_id, media_type, source_key) VALUES ($1, $2, 'image', $3) RETURNING media_id`, [
      id,
      ben.userId,
      key,
    ]);
    await t.app.get(JobsService).add('media.process', { mediaId: rows[0].media_id }, { attempts: 1 });
    const failed = await until(async () => {
      const c = await mine();
      return c?.media_state === 'failed' ? c : undefined;
    });
    expect(failed).toMatchObject({ is_ready: false, media: [], failed_media_type: 'image' });
    expect((await thread(ann)).map((c) => c.comment_id)).not.toContain(id);

    expect((await upload('upload-images', id, { data: jpeg, type: 'image/jpeg', name: 'again.jpg' })).status).toBe(202);
    const ready = await until(async () => {
      const c = (await thread(ann)).find((x) => x.comment_id === id);
      return c?.is_ready ? c : undefined;
    });
    expect(ready).toMatchObject({ media_state: 'ready', failed_media_type: null, media: [{ media_type: 'image' }] });
    const text = (await call<{ comment: Comment }>('POST', `/api/groups/${groupId}/new-comment`, { token: ben.token, body: { content: 'Words only', isReady: true } })).body.comment;
    expect(text).toMatchObject({ media_state: 'none', failed_media_type: null });
  });

  it('refuses audio in a group comment', async () => {
    const id = await pending();
    const res = await upload('upload-audio', id, { data: Buffer.from('RIFF....WAVEfmt '), type: 'audio/wav', name: 'a.wav' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Audio files are not supported at the moment.');
  });
});
