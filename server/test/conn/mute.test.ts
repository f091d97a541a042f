import { JobsService } from '../../src/jobs/jobs.service';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { eventually, insertPost, notificationRows } from '../noti/fixtures';
import { PostPage } from '../posts/helpers';

type Listed = { users: Array<{ user_id: number; user_name: string; profile_picture: string }> };

describe('mute: one way and silent', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    await t.db.query(`UPDATE users SET receive_email_notifications = false`);
  });
  afterAll(() => t.close());

  const pair = async (): Promise<[Member, Member]> => {
    const s = Math.random().toString(36).slice(2, 7);
    return [await createMember(t, { userName: `Anna ${s}` }), await createMember(t, { userName: `Bob ${s}` })];
  };
  const mute = (me: Member, other: Member | number) =>
    call<{ message: string }>('POST', '/api/conn/mute-user', { token: me.token, body: { targetUserId: typeof other === 'number' ? other : other.userId } });
  const unmute = (me: Member, other: Member) => call<{ message: string }>('POST', '/api/conn/unmute-user', { token: me.token, body: { targetUserId: other.userId } });
  const muted = async (me: Member) => (await call<Listed>('GET', '/api/conn/muted-users', { token: me.token })).body.users;
  const feedIds = async (me: Member) => (await call<PostPage>('GET', '/api/posts/feed', { token: me.token })).body.posts.map((p) => p.posts_id);

  it('mutes, lists and unmutes; twice is idempotent; oneself 400, unknown member 404', async () => {
    const [anna, bob] = await pair();
    expect(await mute(anna, bob)).toMatchObject({ status: 200, body: { message: 'Member muted' } });
    expect((await mute(anna, bob)).status).toBe(200);
    expect(await muted(anna)).toEqual([{ user_id: bob.userId, user_name: bob.userName, profile_picture: 'uploads/profile_images/default-profile.png' }]);
    expect(await muted(bob)).toEqual([]);
    expect(await mute(anna, anna)).toMatchObject({ status: 400, body: { message: 'You cannot mute yourself' } });
    expect(await mute(anna, 99999999)).toMatchObject({ status: 404, body: { message: 'User not found' } });
    expect((await call('POST', '/api/conn/mute-user', { token: anna.token, body: { targetUserId: -1 } })).status).toBe(400);
    expect(await unmute(anna, bob)).toMatchObject({ status: 200, body: { message: 'Member unmuted' } });
    expect((await unmute(anna, bob)).status).toBe(200);
    expect(await muted(anna)).toEqual([]);
  });

  it("takes the muted member's posts out of the muter's feed only; the muted member notices nothing", async () => {
    const [anna, bob] = await pair();
    const annaPost = await insertPost(t, anna.userId, 'Anna writes');
    const bobPost = await insertPost(t, bob.userId, 'Bob writes');
    await mute(anna, bob);
    expect(await feedIds(anna)).not.toContain(bobPost);
    expect(await feedIds(bob)).toEqual(expect.arrayContaining([annaPost, bobPost]));
    // Not a block: Bob still reads and reaches Anna's public post, and Anna may open his.
    expect((await call('GET', `/api/posts/post/${annaPost}`, { token: bob.token })).status).toBe(200);
    expect((await call('POST', '/api/posts/post-like', { token: bob.token, body: { postId: annaPost } })).status).toBeLessThan(300);
    expect((await call('GET', `/api/posts/post/${bobPost}`, { token: anna.token })).status).toBe(200);
    expect((await call('GET', `/api/conn/friend-request-status/${anna.userId}`, { token: bob.token })).body).toEqual({ status: 'none' });
    await unmute(anna, bob);
    expect(await feedIds(anna)).toContain(bobPost);
  });

  it('notifies the muter of nothing the muted member does, also from events queued before the mute; the other way still works', async () => {
    const [anna, bob] = await pair();
    const annaPost = await insertPost(t, anna.userId, 'Anna asks for prayer');
    const bobPost = await insertPost(t, bob.userId, 'Bob asks for prayer');
    const push = t.app.get(JobsService).queues.push;
    await push.pause();
    try {
      expect((await call('POST', '/api/posts/post-like', { token: bob.token, body: { postId: annaPost } })).status).toBeLessThan(300);
      await new Promise((r) => setTimeout(r, 400));
      expect((await push.getWaiting()).length).toBeGreaterThan(0);
      expect((await mute(anna, bob)).status).toBe(200);
    } finally {
      await push.resume();
    }
    expect((await call('POST', `/api/posts/${annaPost}/new-comment`, { token: bob.token, body: { content: 'Praying for you' } })).status).toBe(201);
    // Anna's actions still notify Bob.
    await call('POST', '/api/posts/post-like', { token: anna.token, body: { postId: bobPost } });
    await eventually(async () => expect(await notificationRows(t, bob.userId)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 300));
    expect(await notificationRows(t, anna.userId)).toEqual([]);
  });
});
