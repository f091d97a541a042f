import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHttpApp } from '../../src/create-app';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { insertPost, publish } from './fixtures';

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Reads server-sent events from a fetch response body. */
function openStream(url: string): { events: SseEvent[]; next: (type: string, ms?: number) => Promise<SseEvent>; close: () => void; status: Promise<number> } {
  const events: SseEvent[] = [];
  const controller = new AbortController();
  let notify: () => void = () => undefined;
  const status = fetch(url, { signal: controller.signal }).then(async (res) => {
    if (res.body && res.status === 200) {
      void (async () => {
        const decoder = new TextDecoder();
        let buffer = '';
        try {
          for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
            buffer += decoder.decode(chunk, { stream: true });
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const event = /^event: (.+)$/m.exec(block)?.[1];
              const data = /^data: (.+)$/m.exec(block)?.[1];
              if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
              notify();
            }
          }
        } catch {
          /* aborted */
        }
      })();
    }
    return res.status;
  });
  const next = async (type: string, ms = 8000): Promise<SseEvent> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = events.find((e) => e.event === type);
      if (found) {
        events.splice(events.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no ${type} event within ${ms} ms (have ${JSON.stringify(events)})`);
      await new Promise<void>((r) => {
        notify = r;
        setTimeout(r, 100);
      });
    }
  };
  return { events, next, close: () => controller.abort(), status };
}

describe('noti: live stream (server-sent events)', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let anna: Member;
  let bob: Member;
  let second: NestFastifyApplication;
  let secondUrl: string;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    anna = await createMember(t, { userName: 'Anna' });
    bob = await createMember(t, { userName: 'Bob' });
    await t.db.query(`UPDATE users SET receive_email_notifications = false`);
    // A second API process (no workers) of the same deployment: same database, same Redis prefix.
    second = await createHttpApp({ ...t.settings, appRole: 'api' });
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = (await second.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  async function ticket(member: Member, base = t.url): Promise<string> {
    const res = await http(base)<{ ticket: string }>('POST', '/api/noti/stream-ticket', { token: member.token });
    expect(res.status).toBe(201);
    expect(res.body.ticket).toMatch(/^[\w-]{32}$/);
    return res.body.ticket;
  }

  it('tells an open tab on another API process about a new notification and the unread count, then about reads', async () => {
    const stream = openStream(`${secondUrl}/api/noti/stream?ticket=${await ticket(anna, secondUrl)}`);
    expect(await stream.status).toBe(200);
    expect((await stream.next('ready')).data).toEqual({ unreadCount: 0 });

    const postId = await insertPost(t, anna.userId, 'Live post');
    publish(t, 'post.liked', { postId, actorId: bob.userId });
    const live = await stream.next('notification');
    expect(live.data).toMatchObject({
      type: 'notification',
      unreadCount: 1,
      notification: { notification_type: 'like', content: 'Bob liked your post: “Live post”', link: `/post/${postId}`, read_at: null, actor: { user_name: 'Bob' } },
    });

    expect((await call('PUT', '/api/noti/mark-notifications-read', { token: anna.token })).status).toBe(200);
    expect((await stream.next('unread')).data).toEqual({ type: 'unread', unreadCount: 0 });
    stream.close();
  });

  it('does not tell other members', async () => {
    const bobStream = openStream(`${t.url}/api/noti/stream?ticket=${await ticket(bob)}`);
    await bobStream.next('ready');
    const postId = await insertPost(t, anna.userId, 'Another');
    publish(t, 'post.liked', { postId, actorId: bob.userId });
    await new Promise((r) => setTimeout(r, 800));
    expect(bobStream.events.filter((e) => e.event === 'notification')).toEqual([]);
    bobStream.close();
  });

  it('accepts a ticket once only, and never a made-up one or a bearer token', async () => {
    const once = await ticket(anna);
    const first = openStream(`${t.url}/api/noti/stream?ticket=${once}`);
    expect(await first.status).toBe(200);
    first.close();
    const again = await call('GET', `/api/noti/stream?ticket=${once}`);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ statusCode: 401, message: 'Stream ticket is invalid or expired', error: 'Unauthorized' });
    expect((await call('GET', `/api/noti/stream?ticket=${'a'.repeat(32)}`)).status).toBe(401);
    expect((await call('GET', `/api/noti/stream?ticket=${anna.token}`)).status).toBe(400);
    expect((await call('GET', '/api/noti/stream')).status).toBe(400);
    expect((await call('POST', '/api/noti/stream-ticket')).status).toBe(401);
  });
});
