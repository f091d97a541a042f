import { Readable } from 'node:stream';
import sharp from 'sharp';
import { JobsService } from '../../src/jobs/jobs.service';
import { Storage } from '../../src/storage/storage';
import { settledPost, upload, waitFor } from '../media/media-support';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

interface Notification {
  notification_type: string;
  content: string;
  link: string | null;
  actor: { user_id: number } | null;
}

const image = async (): Promise<{ name: string; type: string; data: Buffer }> => ({
  name: 'photo.jpg',
  type: 'image/jpeg',
  data: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#806040' } }).jpeg().toBuffer(),
});

/** Longer than a derive batch takes (100 ms window, then the job): what was going to arrive has. */
const settle = () => new Promise((r) => setTimeout(r, 1500));

/**
 * A post or comment waiting for its media is shown to nobody but its author, so its text must not
 * reach anyone through a notification either: mentions (and the comment notification to the
 * post's author) come when the media are ready, and never if processing fails.
 */
describe('noti: content waiting for its media notifies when it is shown', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let anna: Member;
  let bob: Member;
  let carol: Member;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    anna = await createMember(t, { userName: 'Anna Author' });
    bob = await createMember(t, { userName: 'Bob Named' });
    carol = await createMember(t, { userName: 'Carol Poster' });
    await t.db.query(`UPDATE users SET receive_email_notifications = false`);
  });
  afterAll(() => t.close());

  const notificationsOf = async (m: Member): Promise<Notification[]> => {
    const res = await call<{ notifications: Notification[] }>('GET', '/api/noti/user-notifications', { token: m.token });
    expect(res.status).toBe(200);
    return res.body.notifications;
  };
  const eventuallyOf = (m: Member, count: number) =>
    waitFor(async () => {
      const list = await notificationsOf(m);
      return list.length >= count ? list : undefined;
    }, 30_000, `${count} notification(s) of ${m.userName}`);

  it('a post mentioning a member: nothing while its media is processed, the mention once it is shown', async () => {
    const created = await call<{ postId: number }>('POST', '/api/posts/create-post', {
      token: anna.token,
      body: { content: 'Our new chapel, @BobNamed', isReady: false },
    });
    expect(created.status).toBe(201);
    const postId = created.body.postId;
    await settle();
    expect(await notificationsOf(bob)).toEqual([]);

    expect((await upload(t, 'upload-images', anna.token, { postId }, [await image()])).status).toBe(202);
    expect(await settledPost(t, postId)).toEqual({ is_ready: true, media_state: 'ready' });
    const [mention] = await eventuallyOf(bob, 1);
    expect(mention).toMatchObject({
      notification_type: 'mention',
      link: `/post/${postId}`,
      content: 'Anna Author mentioned you in a post: “Our new chapel, @BobNamed”',
      actor: { user_id: anna.userId },
    });
    await settle();
    expect(await notificationsOf(bob)).toHaveLength(1);
  });

  it("a comment with media on someone's post: neither the post's author nor the mentioned member hear of it before it is shown", async () => {
    const postId = (await call<{ postId: number }>('POST', '/api/posts/create-post', { token: carol.token, body: { content: 'Sunday lunch?' } })).body.postId;
    const before = { carol: (await notificationsOf(carol)).length, bob: (await notificationsOf(bob)).length };
    const comment = await call<{ comment: { comment_id: number } }>('POST', `/api/posts/${postId}/new-comment`, {
      token: anna.token,
      body: { content: 'Count me in, and @BobNamed too', isReady: false },
    });
    expect(comment.status).toBe(201);
    const commentId = comment.body.comment.comment_id;
    await settle();
    expect(await notificationsOf(carol)).toHaveLength(before.carol);
    expect(await notificationsOf(bob)).toHaveLength(before.bob);

    expect((await upload(t, 'upload-images', anna.token, { commentId }, [await image()])).status).toBe(202);
    const toCarol = await eventuallyOf(carol, before.carol + 1);
    expect(toCarol[0]).toMatchObject({ notification_type: 'comment', content: 'Anna Author commented on your post: “Count me in, and @BobNamed too”' });
    const toBob = await eventuallyOf(bob, before.bob + 1);
    expect(toBob[0]).toMatchObject({ notification_type: 'mention', content: 'Anna Author mentioned you in a comment: “Count me in, and @BobNamed too”' });
  });

  it('a post whose media cannot be processed never notifies its mentions', async () => {
    const before = (await notificationsOf(bob)).length;
    const postId = (await call<{ postId: number }>('POST', '/api/posts/create-post', { token: anna.token, body: { content: 'Broken photo, @BobNamed', isReady: false } })).body.postId;
    // An original that passed the upload checks but is corrupt further in (as media's own test of failures does).
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    const bad = Buffer.concat([photo.subarray(0, 600), Buffer.alloc(5000, 0x55)]);
    const key = `incoming/corrupt-${postId}`;
    await t.app.get(Storage).put(key, Readable.from([bad]), 'application/octet-stream');
    const { rows } = await t.db.query<{ media_id: number }>(
      `INSERT INTO media (posts_id, user_id, media_type, source_key) VALUES ($1, $2, 'image', $3) RETURNING media_id`,
      [postId, anna.userId, key],
    );
    await t.app.get(JobsService).add('media.process', { mediaId: rows[0].media_id }, { attempts: 1 });
    expect(await settledPost(t, postId)).toMatchObject({ is_ready: false, media_state: 'failed' });
    await settle();
    expect(await notificationsOf(bob)).toHaveLength(before);
  });
});
