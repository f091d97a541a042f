import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { eventually, insertPost, openStream, publish } from './fixtures';

/** Integrators' bots follow notifications live with an API key, as the web client does with its session (issue #30). */
describe('noti: the event stream for an API key', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let liker: Member;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    liker = await createMember(t, { userName: 'Liker' });
  });
  afterAll(() => t.close());

  async function keyOf(member: Member): Promise<{ id: number; secret: string }> {
    const res = await call<{ apiKey: { id: number }; secret: string }>('POST', '/api/auth/api-keys', { token: member.token, body: { name: 'Prayer bot', scopes: ['read'] } });
    expect(res.status).toBe(201);
    return { id: res.body.apiKey.id, secret: res.body.secret };
  }
  async function ticketOf(secret: string): Promise<{ status: number; ticket?: string }> {
    const res = await call<{ ticket: string }>('POST', '/api/noti/stream-ticket', { headers: { 'x-api-key': secret } });
    return { status: res.status, ticket: res.body.ticket };
  }

  it("a read key opens the stream and receives its member's new notifications", async () => {
    const member = await createMember(t, { userName: 'Bot Owner' });
    const key = await keyOf(member);
    const { ticket } = await ticketOf(key.secret);
    const stream = await openStream(t.url, ticket!);
    expect(stream.status).toBe(200);
    await eventually(async () => expect(stream.events).toContain('ready'));
    const postId = await insertPost(t, member.userId, 'Pray for the harvest');
    publish(t, 'post.liked', { postId, actorId: liker.userId });
    await eventually(async () => expect(stream.events).toContain('notification'));
    stream.close();
  });

  it("a suspension ends the key's stream within a second", async () => {
    const member = await createMember(t, { userName: 'Suspended Owner' });
    const stream = await openStream(t.url, (await ticketOf((await keyOf(member)).secret)).ticket!);
    expect(stream.status).toBe(200);
    await t.db.query(`UPDATE users SET status = 'suspended' WHERE user_id = $1`, [member.userId]);
    const at = Date.now();
    expect((await stream.ended) - at).toBeLessThan(1000);
  });

  it("revoking the key ends its open stream within a second, and the member's own streams stay", async () => {
    const member = await createMember(t, { userName: 'Revoking Streamer' });
    const key = await keyOf(member);
    const stream = await openStream(t.url, (await ticketOf(key.secret)).ticket!);
    const own = await call<{ ticket: string }>('POST', '/api/noti/stream-ticket', { token: member.token });
    const web = await openStream(t.url, own.body.ticket);
    expect([stream.status, web.status]).toEqual([200, 200]);
    await eventually(async () => expect([stream.events, web.events]).toEqual([['ready'], ['ready']]));
    const at = Date.now();
    expect((await call('DELETE', `/api/auth/api-keys/${key.id}`, { token: member.token })).status).toBe(204);
    expect((await stream.ended) - at).toBeLessThan(1000);
    const postId = await insertPost(t, member.userId, 'Still listening');
    publish(t, 'post.liked', { postId, actorId: liker.userId });
    await eventually(async () => expect(web.events).toContain('notification'));
    web.close();
  });

  it('a revoked key gets no ticket, and a ticket issued before the revocation opens nothing', async () => {
    const member = await createMember(t, { userName: 'Revoking Owner' });
    const key = await keyOf(member);
    const early = await ticketOf(key.secret);
    expect(early.status).toBe(201);
    expect((await call('DELETE', `/api/auth/api-keys/${key.id}`, { token: member.token })).status).toBe(204);
    expect((await ticketOf(key.secret)).status).toBe(401);
    const late = await call('GET', `/api/noti/stream?ticket=${early.ticket}`);
    expect(late.body).toEqual({ statusCode: 401, message: 'This API key or app no longer has access', error: 'Unauthorized' });
  });
});
