import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { eventually, insertPost, publish } from '../noti/fixtures';
import { PUSH_BATCH_SIZE, PushService } from '../../src/push/push.service';
import { JobsService } from '../../src/jobs/jobs.service';
import { PushTestService, TestSubscription } from './push-test-service';

describe('push: subscriptions and delivery to a real push service', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let pushService: PushTestService;
  let anna: Member;
  let bob: Member;
  let publicKey: string;
  // A push service of our own in front of the test service: each test decides how it answers.
  let front: Server;
  let frontUrl: string;
  let frontHandler: (req: IncomingMessage, body: Buffer, res: ServerResponse) => void = (_req, _body, res) => res.writeHead(500).end();
  // A listener the worker must never reach: it counts TCP connections, whatever protocol is tried.
  let trap: Server;
  let trapPort: number;
  let trapConnections = 0;

  const listen = async (server: Server): Promise<number> => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    return (server.address() as AddressInfo).port;
  };

  beforeAll(async () => {
    pushService = new PushTestService();
    await pushService.start();
    front = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => frontHandler(req, Buffer.concat(chunks), res));
    });
    frontUrl = `http://127.0.0.1:${await listen(front)}`;
    trap = createServer((_req, res) => res.writeHead(201).end());
    trap.on('connection', () => trapConnections++);
    trapPort = await listen(trap);
    // The local services are this deployment's own push services; `localhost` stands for a push
    // service host whose DNS answers a loopback address.
    t = await startTestApp({ PUSH_PRIVATE_ORIGINS: `${pushService.url},${frontUrl}`, PUSH_ALLOWED_HOSTS: 'localhost' });
    call = http(t.url);
    anna = await createMember(t, { userName: 'Anna' });
    bob = await createMember(t, { userName: 'Bob' });
    await t.db.query(`UPDATE users SET receive_email_notifications = false`);
  });
  afterAll(async () => {
    await pushService.stop();
    front.closeAllConnections();
    front.close();
    trap.closeAllConnections();
    trap.close();
    await t.close();
  });

  const asJson = (s: TestSubscription) => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys });
  const subscriptionCount = async (userId: number) =>
    (await t.db.query(`SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1`, [userId])).rows[0].n as number;

  it('publishes the VAPID public key, generated once into DATA_DIR', async () => {
    const res = await call<{ publicKey: string }>('GET', '/api/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    publicKey = res.body.publicKey;
    const again = await call<{ publicKey: string }>('GET', '/api/push/public-key');
    expect(again.body.publicKey).toBe(publicKey);
  });

  it('validates the subscription shape', async () => {
    const sub = await pushService.subscribe(publicKey);
    const cases: Array<[unknown, string]> = [
      [{ ...asJson(sub), endpoint: 'ftp://push.example/x' }, 'endpoint must be an https URL'],
      [{ ...asJson(sub), endpoint: 'not a url' }, 'endpoint must be an https URL'],
      [{ endpoint: sub.endpoint, expirationTime: null }, 'keys is required'],
      [{ ...asJson(sub), keys: { p256dh: 'short', auth: sub.keys.auth } }, 'keys.p256dh is not a valid key'],
      [{ ...asJson(sub), keys: { p256dh: sub.keys.p256dh, auth: 42 } }, 'keys.auth must be a string'],
      [{ ...asJson(sub), expirationTime: 'soon' }, 'expirationTime must be a number or null'],
      [{ ...asJson(sub), extra: true }, 'property extra should not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/push/save-subscription', { token: anna.token, body });
      expect(res.status).toBe(400);
      expect(String(res.body.message)).toContain(message);
    }
    expect((await call('POST', '/api/push/save-subscription', { body: asJson(sub) })).status).toBe(401);
  });

  it('keeps one row per endpoint, several devices per member, and gives a re-saved endpoint to the current member', async () => {
    const phone = await pushService.subscribe(publicKey);
    const laptop = await pushService.subscribe(publicKey);
    for (const s of [phone, laptop, phone]) {
      const res = await call('POST', '/api/push/save-subscription', { token: anna.token, body: asJson(s) });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ message: 'Subscription saved' });
    }
    expect(await subscriptionCount(anna.userId)).toBe(2);
    // Bob signs in on Anna's laptop browser: the endpoint is now his.
    await call('POST', '/api/push/save-subscription', { token: bob.token, body: asJson(laptop) });
    expect(await subscriptionCount(anna.userId)).toBe(1);
    expect(await subscriptionCount(bob.userId)).toBe(1);
    const removed = await call('POST', '/api/push/remove-subscription', { token: bob.token, body: { endpoint: laptop.endpoint } });
    expect(removed.status).toBe(200);
    expect(await subscriptionCount(bob.userId)).toBe(0);
    await t.db.query('DELETE FROM push_subscriptions');
  });

  it('delivers a notification as an encrypted, VAPID-signed push the service decrypts', async () => {
    const device = await pushService.subscribe(publicKey);
    await call('POST', '/api/push/save-subscription', { token: anna.token, body: asJson(device) });
    const postId = await insertPost(t, anna.userId, 'Push me');
    publish(t, 'post.liked', { postId, actorId: bob.userId });
    const messages = await eventually(async () => {
      const m = await pushService.messages(device.clientHash);
      expect(m).toHaveLength(1);
      return m;
    });
    expect(JSON.parse(messages[0])).toEqual({ title: 'New like', body: 'Bob liked your post: “Push me”', url: `/post/${postId}`, tag: `like:/post/${postId}` });
  });

  it("reaches a member's device in a fan-out to more members than one bulk add holds", async () => {
    const carol = await createMember(t, { userName: 'Carol' });
    const device = await pushService.subscribe(publicKey);
    await call('POST', '/api/push/save-subscription', { token: carol.token, body: asJson(device) });
    // Members without devices (ids nobody has) are many more than a batch; only Carol has one.
    const userIds = [...Array.from({ length: PUSH_BATCH_SIZE }, (_, i) => 900_000_000 + i), carol.userId];
    const message = { title: 'New comment', body: 'Fan-out', url: '/groups/1', tag: 'fan-out' };
    await t.app.get(PushService).notifyUsers([{ userIds, message }]);
    const messages = await eventually(async () => {
      const m = await pushService.messages(device.clientHash);
      expect(m).toHaveLength(1);
      return m;
    });
    expect(JSON.parse(messages[0])).toEqual(message);
  });

  it('queues push jobs only for members with a device: none when a batch of notifications reaches no device', async () => {
    const queue = t.app.get(JobsService).queues.push;
    // BullMQ numbers every job a queue is given: the counter tells how many were added.
    const jobsAdded = async () => Number(await (await queue.getBackend().client).get(queue.toKey('id')));
    const dave = await createMember(t, { userName: 'Dave' });
    const message = { title: 'New like', body: 'Nobody listens', url: '/', tag: 'none' };
    const before = await jobsAdded();
    await t.app.get(PushService).notifyUsers([{ userIds: [dave.userId, 900_000_001], message }]);
    expect(await jobsAdded()).toBe(before);

    const device = await pushService.subscribe(publicKey);
    await call('POST', '/api/push/save-subscription', { token: dave.token, body: asJson(device) });
    await t.app.get(PushService).notifyUsers([{ userIds: [900_000_001, dave.userId], message }]);
    // One delivery job for his one device: his devices were read once, where the job was queued.
    const messages = await eventually(async () => {
      const m = await pushService.messages(device.clientHash);
      expect(m).toHaveLength(1);
      return m;
    });
    expect(JSON.parse(messages[0])).toEqual(message);
    expect(await jobsAdded()).toBe(before + 1);
  });

  it('delivers every message when the deliveries outnumber one bulk add', async () => {
    const erin = await createMember(t, { userName: 'Erin' });
    const device = await pushService.subscribe(publicKey);
    await call('POST', '/api/push/save-subscription', { token: erin.token, body: asJson(device) });
    const count = PUSH_BATCH_SIZE + 1;
    const sent = Array.from({ length: count }, (_, i) => ({ userIds: [erin.userId], message: { title: 'New like', body: `Like ${i}`, url: '/', tag: `like-${i}` } }));
    await t.app.get(PushService).notifyUsers(sent);
    const bodies = await eventually(async () => {
      const m = await pushService.messages(device.clientHash);
      expect(m).toHaveLength(count);
      return m.map((json) => (JSON.parse(json) as { body: string }).body);
    }, 30_000);
    expect(new Set(bodies)).toEqual(new Set(sent.map((s) => s.message.body)));
  });

  it('delivers a push.notify-users job that an earlier version left in the queue', async () => {
    const frank = await createMember(t, { userName: 'Frank' });
    const device = await pushService.subscribe(publicKey);
    await call('POST', '/api/push/save-subscription', { token: frank.token, body: asJson(device) });
    const message = { title: 'New comment', body: 'Queued before the upgrade', url: '/', tag: 'upgrade' };
    await t.app.get(JobsService).add('push.notify-users', { messages: [{ userIds: [900_000_002, frank.userId], message }] });
    const messages = await eventually(async () => {
      const m = await pushService.messages(device.clientHash);
      expect(m).toHaveLength(1);
      return m;
    });
    expect(JSON.parse(messages[0])).toEqual(message);
  });

  it('removes the subscription when the push service answers 410 Gone', async () => {
    const device = await pushService.subscribe(publicKey);
    await call('POST', '/api/push/save-subscription', { token: bob.token, body: asJson(device) });
    await pushService.expire(device.clientHash);
    const postId = await insertPost(t, bob.userId, 'Expired device');
    publish(t, 'post.liked', { postId, actorId: anna.userId });
    await eventually(async () => expect(await subscriptionCount(bob.userId)).toBe(0));
  });

  it('retries after 429 no sooner than Retry-After, then delivers', async () => {
    // A push service in front of the real one that is busy for the first request.
    const device = await pushService.subscribe(publicKey);
    const hits: number[] = [];
    frontHandler = (req, body, res) => {
      hits.push(Date.now());
      if (hits.length === 1) {
        res.writeHead(429, { 'retry-after': '3' }).end();
        return;
      }
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'content-length', 'connection'].includes(k))) as Record<string, string>;
      void fetch(device.endpoint, { method: 'POST', headers, body: new Uint8Array(body) }).then((r) => res.writeHead(r.status).end());
    };
    const endpoint = `${frontUrl}/push/${device.clientHash}`;
    const carol = await createMember(t, { userName: 'Carol' });
    await call('POST', '/api/push/save-subscription', { token: carol.token, body: { ...asJson(device), endpoint } });
    const postId = await insertPost(t, carol.userId, 'Busy service');
    publish(t, 'post.liked', { postId, actorId: bob.userId });
    await eventually(async () => expect(await pushService.messages(device.clientHash)).toHaveLength(1), 15000);
    expect(hits).toHaveLength(2);
    expect(hits[1] - hits[0]).toBeGreaterThanOrEqual(2900);
    expect(await subscriptionCount(carol.userId)).toBe(1);
  }, 30000);
  describe('endpoints inside our network are never reached', () => {
    const NOT_PUBLIC = 'endpoint must not point to a private or reserved address';

    it('refuses http, bare hosts, hosts not of a push service and every private or reserved address at save time', async () => {
      const ivan = await createMember(t, { userName: 'Ivan' });
      const { keys } = await pushService.subscribe(publicKey);
      const cases: Array<[string, string]> = [
        ['http://updates.push.services.mozilla.com/wpush/v2/x', 'endpoint must be an https URL'],
        ['http://169.254.169.254/latest/meta-data/', 'endpoint must be an https URL'],
        ['https://redis:6379/x', 'endpoint is not a known push service'],
        ['https://pushservice/x', 'endpoint is not a known push service'],
        ['https://fcm.googleapis.com.attacker.example/x', 'endpoint is not a known push service'],
        ['https://8.8.8.8/x', 'endpoint is not a known push service'],
        [`https://localhost:${trapPort}/x`, NOT_PUBLIC],
        ...['127.0.0.1', '10.0.0.1', '169.254.169.254', '100.64.0.1', '224.0.0.1', '0.0.0.0', '[::1]', '[::ffff:127.0.0.1]', '[fc00::1]', '[fe80::1]'].map(
          (host): [string, string] => [`https://${host}/push/x`, NOT_PUBLIC],
        ),
      ];
      for (const [endpoint, message] of cases) {
        const res = await call('POST', '/api/push/save-subscription', { token: ivan.token, body: { endpoint, expirationTime: null, keys } });
        expect({ endpoint, status: res.status, body: res.body }).toEqual({ endpoint, status: 400, body: { statusCode: 400, message, error: 'Bad Request' } });
      }
      expect(await subscriptionCount(ivan.userId)).toBe(0);
      expect(trapConnections).toBe(0);
    });

    it('checks the endpoint again at send time: a row whose host resolves to loopback is removed, the listener never hit', async () => {
      const grace = await createMember(t, { userName: 'Grace' });
      const { keys } = await pushService.subscribe(publicKey);
      // As saved before endpoints were checked, or as a host's DNS answer may change after saving.
      for (const endpoint of [`https://localhost:${trapPort}/push/a`, `http://127.0.0.1:${trapPort}/push/b`, `http://localhost:${trapPort}/push/c`]) {
        await t.db.query(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)`, [grace.userId, endpoint, keys.p256dh, keys.auth]);
      }
      const postId = await insertPost(t, grace.userId, 'Metadata please');
      publish(t, 'post.liked', { postId, actorId: bob.userId });
      await eventually(async () => expect(await subscriptionCount(grace.userId)).toBe(0));
      expect(trapConnections).toBe(0);
    });

    it('never follows a redirect of a push service', async () => {
      const heidi = await createMember(t, { userName: 'Heidi' });
      const device = await pushService.subscribe(publicKey);
      let frontHits = 0;
      frontHandler = (_req, _body, res) => {
        frontHits++;
        res.writeHead(307, { location: `http://127.0.0.1:${trapPort}/push/${device.clientHash}` }).end();
      };
      const endpoint = `${frontUrl}/push/${device.clientHash}`;
      expect((await call('POST', '/api/push/save-subscription', { token: heidi.token, body: { ...asJson(device), endpoint } })).status).toBe(201);
      const postId = await insertPost(t, heidi.userId, 'Redirected');
      publish(t, 'post.liked', { postId, actorId: bob.userId });
      await eventually(async () => expect(frontHits).toBe(1));
      await new Promise((r) => setTimeout(r, 1000));
      expect(frontHits).toBe(1);
      expect(trapConnections).toBe(0);
      expect(await pushService.messages(device.clientHash)).toEqual([]);
    });
  });
});
