import sharp from 'sharp';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { recordEvents } from './events';

interface Comment {
  comment_id: number;
  is_ready: boolean;
  media: Array<{ media_type: string; media_path: string }>;
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

  it('refuses audio in a group comment', async () => {
    const id = await pending();
    const res = await upload('upload-audio', id, { data: Buffer.from('RIFF....WAVEfmt '), type: 'audio/wav', name: 'a.wav' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Audio files are not supported at the moment.');
  });
});
