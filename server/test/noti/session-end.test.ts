import { randomUUID } from 'node:crypto';
import { linkIn } from '../auth/accounts-helpers';
import { PushTestService, TestSubscription } from '../push/push-test-service';
import { createMember, Member, MEMBER_PASSWORD } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { eventually, insertPost, LiveStream, openStream, publish } from './fixtures';

/** A device of a member: its own signed-in session, its open stream and its push subscription. */
interface Device {
  token: string;
  deviceId: string;
  stream: LiveStream;
  push: TestSubscription;
}

describe('noti: an ended session keeps no stream and no push subscription', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let pushService: PushTestService;
  let publicKey: string;
  let liker: Member;

  beforeAll(async () => {
    pushService = new PushTestService();
    await pushService.start();
    t = await startTestApp({ PUSH_PRIVATE_ORIGINS: pushService.url, SSE_MAX_STREAMS_PER_MEMBER: '3' });
    call = http(t.url);
    publicKey = (await call<{ publicKey: string }>('GET', '/api/push/public-key')).body.publicKey;
    liker = await createMember(t, { userName: 'Liker' });
    await t.db.query(`UPDATE users SET receive_email_notifications = false`);
  });
  afterAll(async () => {
    await pushService.stop();
    await t.close();
  });

  async function ticket(token: string): Promise<string> {
    const res = await call<{ ticket: string }>('POST', '/api/noti/stream-ticket', { token });
    expect(res.status).toBe(201);
    return res.body.ticket;
  }

  /** Signs in on a new device through the real login, opens the stream there and turns push on. */
  async function signIn(member: Member): Promise<Device> {
    const deviceId = randomUUID();
    const login = await call<{ accessToken: string }>('POST', '/api/auth/login', { body: { email: member.email, password: MEMBER_PASSWORD, deviceId } });
    expect(login.status).toBe(200);
    const token = login.body.accessToken;
    const stream = await openStream(t.url, await ticket(token));
    expect(stream.status).toBe(200);
    const push = await pushService.subscribe(publicKey);
    const saved = await call('POST', '/api/push/save-subscription', { token, body: { endpoint: push.endpoint, expirationTime: null, keys: push.keys } });
    expect(saved.status).toBe(201);
    return { token, deviceId, stream, push };
  }

  /** A new notification for the member: the survivor gets it live and as a push, the ended device neither. */
  async function expectOnlySurvivorNotified(owner: Member, ended: Device, survivor: Device): Promise<void> {
    const postId = await insertPost(t, owner.userId, 'After the session ended');
    publish(t, 'post.liked', { postId, actorId: liker.userId });
    await eventually(async () => expect(survivor.stream.events).toContain('notification'));
    await eventually(async () => expect(await pushService.messages(survivor.push.clientHash)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 500));
    expect(ended.stream.events).not.toContain('notification');
    expect(await pushService.messages(ended.push.clientHash)).toEqual([]);
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = $1`, [ended.push.endpoint]);
    expect(rows.rows[0].n).toBe(0);
  }

  it("logout ends that device's stream within a second and its push subscription; the member's other device keeps both", async () => {
    const member = await createMember(t, { userName: 'Lena' });
    const phone = await signIn(member);
    const laptop = await signIn(member);
    const spareTicket = await ticket(phone.token);
    const res = await call('POST', '/api/auth/logout', { token: phone.token, body: { deviceId: phone.deviceId } });
    expect(res.status).toBe(200);
    const at = Date.now();
    expect((await phone.stream.ended) - at).toBeLessThan(1000);
    // A ticket issued to the session before it ended opens nothing afterwards.
    const late = await call('GET', `/api/noti/stream?ticket=${spareTicket}`);
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ statusCode: 401, message: 'Your session has ended. Please sign in again.', error: 'Unauthorized' });
    await expectOnlySurvivorNotified(member, phone, laptop);
    laptop.stream.close();
  });

  it("logout-all ends every stream and subscription of the member; another member's session keeps working", async () => {
    const member = await createMember(t, { userName: 'Mia' });
    const other = await createMember(t, { userName: 'Noor' });
    const phone = await signIn(member);
    const laptop = await signIn(member);
    const othersPhone = await signIn(other);
    expect((await call('POST', '/api/auth/logout-all', { token: laptop.token })).status).toBe(200);
    const at = Date.now();
    expect(Math.max(await phone.stream.ended, await laptop.stream.ended) - at).toBeLessThan(1000);
    // Like both members' posts: only the other member hears about it.
    const postId = await insertPost(t, member.userId, 'Nobody is signed in');
    publish(t, 'post.liked', { postId, actorId: liker.userId });
    await expectOnlySurvivorNotified(other, phone, othersPhone);
    expect(await pushService.messages(laptop.push.clientHash)).toEqual([]);
    othersPhone.stream.close();
  });

  it('a password reset ends every stream and subscription of the member', async () => {
    const member = await createMember(t, { userName: 'Olga' });
    const other = await createMember(t, { userName: 'Pia' });
    const phone = await signIn(member);
    const othersPhone = await signIn(other);
    expect((await call('POST', '/api/auth/send-reset-password-link', { body: { email: member.email } })).status).toBe(200);
    const token = linkIn(await t.mailbox.waitFor(member.email, (m) => m.subject === 'Reset your Pen password'), '/reset-password').searchParams.get('token')!;
    expect((await call('POST', '/api/auth/reset-password', { body: { token, newPassword: 'N3w-Passw0rd!' } })).status).toBe(200);
    const at = Date.now();
    expect((await phone.stream.ended) - at).toBeLessThan(1000);
    const postId = await insertPost(t, member.userId, 'Reset');
    publish(t, 'post.liked', { postId, actorId: liker.userId });
    await expectOnlySurvivorNotified(other, phone, othersPhone);
    othersPhone.stream.close();
  });

  it('a subscription saved before sessions were recorded ends with the first session end of its member', async () => {
    const member = await createMember(t, { userName: 'Saga' });
    const phone = await signIn(member);
    const old = await pushService.subscribe(publicKey);
    await t.db.query(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)`, [member.userId, old.endpoint, old.keys.p256dh, old.keys.auth]);
    const rows = async () => (await t.db.query(`SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1`, [member.userId])).rows[0].n as number;
    expect(await rows()).toBe(2);
    expect((await call('POST', '/api/auth/logout', { token: phone.token, body: { deviceId: phone.deviceId } })).status).toBe(200);
    expect(await rows()).toBe(0);
    await phone.stream.ended;
  });

  it('a suspension (status change in plain SQL) ends the streams too', async () => {
    const member = await createMember(t, { userName: 'Quinn' });
    const phone = await signIn(member);
    await t.db.query(`UPDATE users SET status = 'suspended' WHERE user_id = $1`, [member.userId]);
    const at = Date.now();
    expect((await phone.stream.ended) - at).toBeLessThan(1000);
  });

  it('refuses a stream beyond SSE_MAX_STREAMS_PER_MEMBER with 429, and accepts one again after a tab closes', async () => {
    const member = await createMember(t, { userName: 'Rut' });
    const streams = await Promise.all([1, 2, 3].map(async () => openStream(t.url, await ticket(member.token))));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await call('GET', `/api/noti/stream?ticket=${await ticket(member.token)}`);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, message: 'Too many open notification streams', error: 'Too Many Requests' });
    // Other members are not affected.
    const other = await openStream(t.url, await ticket(liker.token));
    expect(other.status).toBe(200);
    other.close();
    streams[0].close();
    await eventually(async () => {
      const again = await openStream(t.url, await ticket(member.token));
      expect(again.status).toBe(200);
      streams.push(again);
    });
    for (const s of streams) s.close();
  });
});
