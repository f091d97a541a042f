import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { WebhookReceiver } from './receiver';

interface WebhookBody {
  id: number;
  url: string;
  events: string[];
  description: string;
  enabled: boolean;
  disabled_reason: string | null;
}
interface DeliveryBody {
  id: number;
  message_id: string;
  event: string;
  status: string;
  attempts: number;
  response_status: number | null;
  error: string | null;
  payload: { type: string; data: Record<string, unknown> } | null;
}

const ALL_EVENTS = [
  'post.created', 'prayer_request.created', 'prayer_request.answered', 'comment.created', 'prayer.prayed', 'group.member_joined', 'connection.requested', 'connection.accepted',
];

/** Time to let a job that should not happen have its chance to. */
const settle = () => new Promise((r) => setTimeout(r, 1500));

describe('webhooks (issue 45)', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  const receiver = new WebhookReceiver();

  beforeAll(async () => {
    await receiver.start();
    t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_BASE_MS: '300' });
    call = http(t.url);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  /** A webhook of `member` posting to `path` on the receiver, which learns its secret. */
  async function hook(member: Member, path: string, events = ALL_EVENTS): Promise<WebhookBody> {
    const res = await call<{ webhook: WebhookBody; secret: string }>('POST', '/api/webhooks', { token: member.token, body: { url: `${receiver.url}${path}`, events } });
    expect(res.status).toBe(201);
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    receiver.secret(path, res.body.secret);
    return res.body.webhook;
  }

  async function post(member: Member, content: string, postType = 'normal'): Promise<number> {
    const res = await call<{ postId: number }>('POST', '/api/posts/create-post', { token: member.token, body: { content, postType } });
    expect(res.status).toBe(201);
    return res.body.postId;
  }

  async function comment(member: Member, postId: number, content: string): Promise<number> {
    const res = await call<{ comment: { comment_id: number } }>('POST', `/api/posts/${postId}/new-comment`, { token: member.token, body: { content } });
    expect(res.status).toBe(201);
    return res.body.comment.comment_id;
  }

  async function deliveries(member: Member, webhookId: number): Promise<DeliveryBody[]> {
    const res = await call<{ deliveries: DeliveryBody[] }>('GET', `/api/webhooks/${webhookId}/deliveries`, { token: member.token });
    expect(res.status).toBe(200);
    return res.body.deliveries;
  }

  async function waitForDelivery(member: Member, webhookId: number, match: (d: DeliveryBody) => boolean, ms = 20_000): Promise<DeliveryBody> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = (await deliveries(member, webhookId)).find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching delivery: ${JSON.stringify(await deliveries(member, webhookId))}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('makes a webhook whose secret is shown once, lists, changes and deletes it; others see none of it', async () => {
    const anna = await createMember(t);
    const other = await createMember(t);
    const created = await call<{ webhook: WebhookBody; secret: string }>('POST', '/api/webhooks', {
      token: anna.token,
      body: { url: `${receiver.url}/crud`, events: ['prayer.prayed', 'post.created'], description: '  Prayer wall  ' },
    });
    expect(created.status).toBe(201);
    expect(created.body.webhook).toMatchObject({ url: `${receiver.url}/crud`, events: ['post.created', 'prayer.prayed'], description: 'Prayer wall', enabled: true, disabled_reason: null });
    const { rows } = await t.db.query<{ secret_sealed: string }>(`SELECT secret_sealed FROM webhooks WHERE webhook_id = $1`, [created.body.webhook.id]);
    expect(rows[0].secret_sealed).not.toContain(created.body.secret.slice(6));

    const list = await call<{ webhooks: WebhookBody[] }>('GET', '/api/webhooks', { token: anna.token });
    expect(list.body.webhooks.map((w) => w.id)).toEqual([created.body.webhook.id]);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');

    const id = created.body.webhook.id;
    const changed = await call<{ webhook: WebhookBody }>('PATCH', `/api/webhooks/${id}`, { token: anna.token, body: { events: ['comment.created'], enabled: false } });
    expect(changed.status).toBe(200);
    expect(changed.body.webhook).toMatchObject({ events: ['comment.created'], enabled: false });

    for (const [method, path] of [['GET', `/api/webhooks/${id}`], ['PATCH', `/api/webhooks/${id}`], ['DELETE', `/api/webhooks/${id}`], ['GET', `/api/webhooks/${id}/deliveries`]] as const) {
      const res = await call(method, path, { token: other.token, body: method === 'PATCH' ? { enabled: true } : undefined });
      expect({ method, path, status: res.status, message: res.body.message }).toEqual({ method, path, status: 404, message: 'Webhook not found' });
    }
    expect((await call<{ webhooks: WebhookBody[] }>('GET', '/api/webhooks', { token: other.token })).body.webhooks).toEqual([]);

    expect((await call('DELETE', `/api/webhooks/${id}`, { token: anna.token })).status).toBe(204);
    expect((await call('GET', `/api/webhooks/${id}`, { token: anna.token })).status).toBe(404);
  });

  it('refuses bad input and more than 10 webhooks', async () => {
    const ben = await createMember(t);
    const bad: Array<[unknown, string]> = [
      [{ url: `${receiver.url}/x`, events: [] }, 'events must be a list of event types without repeats'],
      [{ url: `${receiver.url}/x`, events: ['post.liked'] }, 'events must be a list of event types without repeats'],
      [{ url: `${receiver.url}/x`, events: ['post.created', 'post.created'] }, 'events must be a list of event types without repeats'],
      [{ url: `ftp://example.org/x`, events: ['post.created'] }, 'url must be an https URL'],
      [{ url: `https://${'a'.repeat(2000)}.org/`, events: ['post.created'] }, 'url must be an https URL of at most 2000 characters'],
      [{ url: `${receiver.url}/x`, events: ['post.created'], description: 'd'.repeat(201) }, 'description must be text of at most 200 characters'],
      [{ url: `${receiver.url}/x`, events: ['post.created'], secret: 'mine' }, 'property secret should not exist'],
    ];
    for (const [body, message] of bad) {
      const res = await call<{ message: string | string[] }>('POST', '/api/webhooks', { token: ben.token, body });
      expect({ body, status: res.status, message: [res.body.message].flat() }).toEqual({ body, status: 400, message: expect.arrayContaining([message]) as unknown });
    }
    for (let i = 0; i < 10; i++) await hook(ben, `/limit-${i}`, ['post.created']);
    const over = await call('POST', '/api/webhooks', { token: ben.token, body: { url: `${receiver.url}/limit-10`, events: ['post.created'] } });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe('You can have at most 10 webhooks. Delete one you no longer use first.');
  });

  it('sends signed events about the owner\'s own posts, prayer requests, comments, prayers and group joins', async () => {
    const anna = await createMember(t, { userName: 'Anna Hooks' });
    const bob = await createMember(t, { userName: 'Bob Prays' });
    const webhook = await hook(anna, '/anna');

    const postId = await post(anna, 'Thank you all for the meal');
    const requestId = await post(anna, 'Please pray for my exams', 'pray_request');
    const commentId = await comment(bob, postId, 'It was lovely');
    expect((await call('POST', '/api/posts/pray', { token: bob.token, body: { postId: requestId } })).status).toBeLessThan(300);
    expect((await call('POST', '/api/posts/mark-prayer-answered', { token: anna.token, body: { postId: requestId } })).status).toBeLessThan(300);
    const { rows } = await t.db.query<{ group_id: number }>(
      `INSERT INTO groups (title, description, visibility, host_user_id, member_count, comment_count) VALUES ('Hook group', 'Webhooks', 'group_public', $1, 1, 0) RETURNING group_id`,
      [anna.userId],
    );
    const groupId = rows[0].group_id;
    await t.db.query(`INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', 'admin', $2, $2)`, [groupId, anna.userId]);
    expect((await call('POST', '/api/groups/request-join-group', { token: bob.token, body: { groupId } })).status).toBeLessThan(300);
    expect((await call('POST', '/api/groups/accept-group-member-request', { token: anna.token, body: { groupId, userId: bob.userId } })).status).toBeLessThan(300);

    const got = await receiver.waitFor('/anna', 6);
    // Every delivery verifies with the standardwebhooks library and carries the three headers.
    for (const r of got) {
      expect(r.verified).toBeDefined();
      expect(r.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(r.headers['webhook-timestamp']).toMatch(/^\d{10}$/);
      expect(r.headers['webhook-signature']).toMatch(/^v1,/);
    }
    const byType = Object.fromEntries(got.map((r) => [r.verified!.type, r.verified!.data]));
    expect(byType).toEqual({
      'post.created': { post_id: postId, post_type: 'normal', visibility: 'public', content: 'Thank you all for the meal', user_id: anna.userId },
      'prayer_request.created': { post_id: requestId, post_type: 'pray_request', visibility: 'public', content: 'Please pray for my exams', user_id: anna.userId },
      'comment.created': { comment_id: commentId, post_id: postId, post_type: 'normal', content: 'It was lovely', member: { user_id: bob.userId, user_name: 'Bob Prays' } },
      'prayer.prayed': { post_id: requestId, member: { user_id: bob.userId, user_name: 'Bob Prays' } },
      'prayer_request.answered': { post_id: requestId, prayer_status: 'answered' },
      'group.member_joined': { group_id: groupId, member: { user_id: bob.userId, user_name: 'Bob Prays' } },
    });
    // Bob's own actions reach nobody else's webhook: he has none, and Anna's got each event once.
    await settle();
    expect(receiver.at('/anna')).toHaveLength(6);

    const log = await deliveries(anna, webhook.id);
    expect(log).toHaveLength(6);
    expect(log.every((d) => d.status === 'delivered' && d.attempts === 1 && d.response_status === 204)).toBe(true);

    // Redelivery: the same message id, signed again.
    const prayed = log.find((d) => d.event === 'prayer.prayed')!;
    const again = await call<{ delivery: DeliveryBody }>('POST', `/api/webhooks/${webhook.id}/deliveries/${prayed.id}/redeliver`, { token: anna.token });
    expect(again.status).toBe(202);
    expect(again.body.delivery).toMatchObject({ id: prayed.id, status: 'pending', attempts: 0 });
    const resent = await receiver.waitFor('/anna', 2, (r) => r.headers['webhook-id'] === prayed.message_id);
    expect(resent[1].verified?.type).toBe('prayer.prayed');
    await waitForDelivery(anna, webhook.id, (d) => d.id === prayed.id && d.status === 'delivered');
    expect((await call('POST', `/api/webhooks/${webhook.id}/deliveries/999999/redeliver`, { token: anna.token })).status).toBe(404);
    expect((await call('POST', `/api/webhooks/${webhook.id}/deliveries/${prayed.id}/redeliver`, { token: bob.token })).status).toBe(404);
  }, 60_000);

  it('retries a failing receiver, then turns the webhook off and mails its owner', async () => {
    const erin = await createMember(t, { userName: 'Erin Fails' });
    const webhook = await hook(erin, '/failing', ['post.created']);
    receiver.answer('/failing', () => ({ status: 500 }));
    for (let i = 0; i < 5; i++) await post(erin, `Post number ${i + 1}`);

    const mail = await t.mailbox.waitFor(erin.email, (m) => m.subject === 'Your Pen webhook was turned off', 45_000);
    expect(mail.text).toContain(`Pen turned off your webhook to ${receiver.url}/failing: the last 5 deliveries to it failed`);
    // Five deliveries, each tried five times.
    expect(receiver.at('/failing')).toHaveLength(25);
    expect(receiver.at('/failing').every((r) => r.verified !== undefined)).toBe(true);
    const log = await deliveries(erin, webhook.id);
    expect(log.map((d) => [d.status, d.attempts, d.response_status])).toEqual(Array(5).fill(['failed', 5, 500]));
    const off = await call<{ webhook: WebhookBody }>('GET', `/api/webhooks/${webhook.id}`, { token: erin.token });
    expect(off.body.webhook).toMatchObject({ enabled: false, disabled_reason: '5 deliveries in a row failed' });

    // While off nothing is sent, and a delivery cannot be sent again.
    await post(erin, 'Nobody hears this');
    await settle();
    expect(receiver.at('/failing')).toHaveLength(25);
    const refused = await call('POST', `/api/webhooks/${webhook.id}/deliveries/${log[0].id}/redeliver`, { token: erin.token });
    expect(refused.status).toBe(409);

    // Back on once the receiver works: a failed delivery goes through.
    receiver.answer('/failing', () => ({ status: 200 }));
    const on = await call<{ webhook: WebhookBody }>('PATCH', `/api/webhooks/${webhook.id}`, { token: erin.token, body: { enabled: true } });
    expect(on.body.webhook).toMatchObject({ enabled: true, disabled_reason: null });
    expect((await call('POST', `/api/webhooks/${webhook.id}/deliveries/${log[0].id}/redeliver`, { token: erin.token })).status).toBe(202);
    await waitForDelivery(erin, webhook.id, (d) => d.id === log[0].id && d.status === 'delivered' && d.response_status === 200);
  }, 90_000);

  it('does not follow a redirect', async () => {
    const fay = await createMember(t);
    const webhook = await hook(fay, '/redirecting', ['post.created']);
    receiver.answer('/redirecting', () => ({ status: 302, headers: { location: `${receiver.url}/elsewhere` } }));
    await post(fay, 'Where does this go?');
    const first = await waitForDelivery(fay, webhook.id, (d) => d.attempts >= 1);
    expect(first).toMatchObject({ response_status: 302, error: 'redirects are not followed' });
    await settle();
    expect(receiver.at('/elsewhere')).toHaveLength(0);
  }, 30_000);

  it('stops a delivery at once when the owner blocks its member, or the comment is deleted, before it is sent', async () => {
    const carol = await createMember(t, { userName: 'Carol Blocks' });
    const dave = await createMember(t, { userName: 'Dave Blocked' });
    const webhook = await hook(carol, '/carol', ['comment.created']);
    const postId = await post(carol, 'A post Dave comments on');

    // The first attempt is held at the receiver until the block is made, then fails: the retry finds the block.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    receiver.answer('/carol', async () => {
      await held;
      return { status: 503 };
    });
    await comment(dave, postId, 'Hello Carol');
    await receiver.waitFor('/carol', 1);
    expect((await call('POST', '/api/conn/block-user', { token: carol.token, body: { targetUserId: dave.userId } })).status).toBeLessThan(300);
    receiver.answer('/carol', () => ({ status: 204 }));
    release();
    const skipped = await waitForDelivery(carol, webhook.id, (d) => d.status === 'skipped');
    expect(skipped).toMatchObject({ attempts: 1, payload: null, error: 'no longer visible to the owner' });
    await settle();
    expect(receiver.at('/carol')).toHaveLength(1);
    expect((await call('POST', `/api/webhooks/${webhook.id}/deliveries/${skipped.id}/redeliver`, { token: carol.token })).status).toBe(409);

    // A deleted comment: the same.
    const emma = await createMember(t);
    let release2!: () => void;
    const held2 = new Promise<void>((resolve) => (release2 = resolve));
    receiver.answer('/carol', async () => {
      await held2;
      return { status: 503 };
    });
    const commentId = await comment(emma, postId, 'I will take this back');
    await receiver.waitFor('/carol', 2);
    expect((await call('POST', '/api/posts/user-delete-own-comment', { token: emma.token, body: { commentId } })).status).toBe(200);
    release2();
    await waitForDelivery(carol, webhook.id, (d) => d.status === 'skipped' && d.id !== skipped.id);
    await settle();
    expect(receiver.at('/carol')).toHaveLength(2);
  }, 60_000);

  it('is open to API keys with the read and write scopes', async () => {
    const gus = await createMember(t);
    const key = await call<{ secret: string }>('POST', '/api/auth/api-keys', { token: gus.token, body: { name: 'Hooks', scopes: ['read'] } });
    expect(key.status).toBe(201);
    const withKey = { headers: { 'x-api-key': key.body.secret } };
    expect((await call('GET', '/api/webhooks', withKey)).status).toBe(200);
    const refused = await call('POST', '/api/webhooks', { ...withKey, body: { url: `${receiver.url}/gus`, events: ['post.created'] } });
    expect(refused.status).toBe(403);
    const writer = await call<{ secret: string }>('POST', '/api/auth/api-keys', { token: gus.token, body: { name: 'Hooks 2', scopes: ['read', 'write'] } });
    const made = await call('POST', '/api/webhooks', { headers: { 'x-api-key': writer.body.secret }, body: { url: `${receiver.url}/gus`, events: ['post.created'] } });
    expect(made.status).toBe(201);
  });
});

describe('webhook receivers on private addresses (issue 45)', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    call = http(t.url);
  }, 60_000);
  afterAll(() => t.close());

  it('refuses http and loopback, private, link-local and reserved addresses without WEBHOOK_ALLOW_PRIVATE_TARGETS', async () => {
    const ivan = await createMember(t);
    const cases: Array<[string, string]> = [
      ['http://127.0.0.1:8080/hook', 'url must be an https URL'],
      ['https://127.0.0.1/hook', 'url must not point to a private or reserved address'],
      ['https://localhost/hook', 'url must not point to a private or reserved address'],
      ['https://[::1]/hook', 'url must not point to a private or reserved address'],
      ['https://10.1.2.3/hook', 'url must not point to a private or reserved address'],
      ['https://169.254.169.254/latest/meta-data', 'url must not point to a private or reserved address'],
      ['https://[::ffff:192.168.0.1]/hook', 'url must not point to a private or reserved address'],
      ['https://user:pw@example.org/hook', 'url must not contain a user name or password'],
    ];
    for (const [url, message] of cases) {
      const res = await call('POST', '/api/webhooks', { token: ivan.token, body: { url, events: ['post.created'] } });
      expect({ url, status: res.status, message: res.body.message }).toEqual({ url, status: 400, message });
    }
    expect((await call<{ webhooks: unknown[] }>('GET', '/api/webhooks', { token: ivan.token })).body.webhooks).toEqual([]);
  });
});
