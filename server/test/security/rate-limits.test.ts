import { createECDH, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import Redis from 'ioredis';
import { createMember, Member } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Every write route is limited through one mechanism (common/rate-limit): per member, per
 * network address, with Retry-After and a clear message. Each app here sets tiny limits via
 * RATE_LIMITS. Requests leave from chosen loopback addresses (127.0.0.x), so "another network"
 * is a real other client address, whatever proxy headers the app trusts.
 */

interface Answer {
  status: number;
  body: { statusCode?: number; message?: string; error?: string; [k: string]: unknown };
  retryAfter: string | undefined;
}

function callFrom(t: TestApp, from: string) {
  const { port } = new URL(t.url);
  return (method: string, path: string, opts: { token?: string; body?: unknown } = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
      const headers: Record<string, string> = {};
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) });
      const req = request({ host: '127.0.0.1', port, localAddress: from, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Answer['body'] = {};
          try {
            body = text ? (JSON.parse(text) as Answer['body']) : {};
          } catch {
            body = { text };
          }
          const ra = res.headers['retry-after'];
          resolve({ status: res.statusCode ?? 0, body, retryAfter: Array.isArray(ra) ? ra[0] : ra });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
}

const TESTIMONY = 'Jesus is my Saviour and my friend';
let registrations = 0;
const registration = () => ({
  user_name: 'Lydia',
  email: `rate-${process.pid}-${++registrations}@example.test`,
  password: 'Str0ng!Pass',
  bio: TESTIMONY,
  deviceId: `device-${registrations}`,
});

/** Expects the answer of a refused request: 429, the limit's message, Retry-After within the window. */
function expectRefused(res: Answer, message: RegExp, windowSeconds: number): void {
  expect({ status: res.status, message: res.body.message, error: res.body.error }).toEqual({
    status: 429,
    message: expect.stringMatching(message),
    error: expect.any(String),
  });
  expect(res.body.statusCode).toBe(429);
  const retryAfter = Number(res.retryAfter);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

/** A well-formed push subscription (a real P-256 key): a route's limit counts only calls that pass validation. */
const PUSH_SUBSCRIPTION = {
  endpoint: 'https://push.example.org/send/abc',
  expirationTime: null,
  keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
};

describe('request-rate limits on every write', () => {
  let t: TestApp;
  let author: Member;
  let postId: number;
  let commentId: number;

  beforeAll(async () => {
    const hourly = ['posts', 'comments', 'likes', 'reports', 'uploads', 'profile-pictures', 'stream-tickets', 'push-subscriptions', 'search', 'register'];
    const daily = ['friend-requests', 'groups', 'group-invitations', 'join-requests'];
    const tiny = [...hourly.map((name) => `${name}=2/1h`), ...daily.map((name) => `${name}=2/1d`)].join(',');
    t = await startTestApp({ RATE_LIMITS: `${tiny},writes-ip=100000/1h,login-ip=5/15m` });
    author = await createMember(t, { userName: 'Author' });
    const made = await callFrom(t, '127.0.0.1')('POST', '/api/posts/create-post', { token: author.token, body: { content: 'A post to like and report' } });
    postId = (made.body as { postId: number }).postId;
    const comment = await callFrom(t, '127.0.0.1')('POST', `/api/posts/${postId}/new-comment`, { token: author.token, body: { content: 'A comment' } });
    commentId = (comment.body as { comment: { comment_id: number } }).comment.comment_id;
  }, 60_000);
  afterAll(() => t.close());

  const hourly = (what: string) => new RegExp(`^Too many ${what}\\. Try again in (60|59) minutes\\.$`);
  const daily = (what: string) => new RegExp(`^Too many ${what}\\. Try again in 24 hours\\.$`);

  // Every limited route: the third valid call of a member within the hour is refused (a route counts
  // only calls that pass validation, so each body here is well-formed).
  const routes: Array<[string, string, (m: Member, other: Member) => { path: string; body?: unknown }, RegExp, number]> = [
    ['POST', 'create-post', () => ({ path: '/api/posts/create-post', body: { content: 'Grace and peace' } }), hourly('posts'), 3600],
    ['POST', 'post comment', () => ({ path: `/api/posts/${postId}/new-comment`, body: { content: 'Amen' } }), hourly('comments'), 3600],
    ['POST', 'group comment', () => ({ path: '/api/groups/999999/new-comment', body: { content: 'Amen' } }), hourly('comments'), 3600],
    ['POST', 'post-like', () => ({ path: '/api/posts/post-like', body: { postId } }), hourly('likes'), 3600],
    ['DELETE', 'post-unlike', () => ({ path: '/api/posts/post-unlike', body: { postId } }), hourly('likes'), 3600],
    ['POST', 'comment-like', () => ({ path: '/api/posts/comment-like', body: { commentId } }), hourly('likes'), 3600],
    ['DELETE', 'comment-unlike', () => ({ path: '/api/posts/comment-unlike', body: { commentId } }), hourly('likes'), 3600],
    ['POST', 'group-comment-like', () => ({ path: '/api/groups/group-comment-like', body: { commentId: 999999 } }), hourly('likes'), 3600],
    ['DELETE', 'group-comment-unlike', () => ({ path: '/api/groups/group-comment-unlike', body: { commentId: 999999 } }), hourly('likes'), 3600],
    ['POST', 'report-post', () => ({ path: '/api/posts/report-post', body: { postId } }), hourly('reports'), 3600],
    ['POST', 'report-comment', () => ({ path: '/api/posts/report-comment', body: { commentId } }), hourly('reports'), 3600],
    ['POST', 'report-comment-in-group', () => ({ path: '/api/groups/report-comment-in-group', body: { commentId: 999999 } }), hourly('reports'), 3600],
    ['POST', 'report-group', () => ({ path: '/api/groups/report-group', body: { groupId: 999999 } }), hourly('reports'), 3600],
    ['POST', 'send-friend-request', (_m, other) => ({ path: '/api/conn/send-friend-request', body: { receiverId: other.userId } }), daily('friend requests'), 86400],
    ['POST', 'create-group', () => ({ path: '/api/groups/create-group', body: { groupTitle: 'Evening prayer', description: 'We pray on Tuesdays' } }), daily('new groups'), 86400],
    ['POST', 'invite-user', (_m, other) => ({ path: '/api/groups/invite-user', body: { groupId: 999999, targetUserId: other.userId } }), daily('group invitations'), 86400],
    ['POST', 'request-join-group', () => ({ path: '/api/groups/request-join-group', body: { groupId: 999999 } }), daily('requests to join groups'), 86400],
    ['POST', 'upload-images', () => ({ path: '/api/media/upload-images' }), hourly('uploads'), 3600],
    ['POST', 'upload-video', () => ({ path: '/api/media/upload-video' }), hourly('uploads'), 3600],
    ['POST', 'upload-audio', () => ({ path: '/api/media/upload-audio' }), hourly('uploads'), 3600],
    ['POST', 'upload-profile-picture', () => ({ path: '/api/image/upload-profile-picture' }), hourly('profile picture changes'), 3600],
    ['POST', 'stream-ticket', () => ({ path: '/api/noti/stream-ticket' }), hourly('notification stream connections'), 3600],
    ['POST', 'save-subscription', () => ({ path: '/api/push/save-subscription', body: PUSH_SUBSCRIPTION }), hourly('push subscription changes'), 3600],
  ];

  it.each(routes)('%s %s: the 3rd call of a member answers 429 with Retry-After; another member is unaffected', async (method, _name, build, message, window) => {
    const [member, other] = await Promise.all([createMember(t), createMember(t)]);
    const call = callFrom(t, '127.0.0.1');
    const req = build(member, other);
    for (let i = 0; i < 2; i++) {
      const allowed = await call(method, req.path, { token: member.token, body: req.body });
      expect(allowed.status).not.toBe(429);
      expect(allowed.status).toBeLessThan(500);
    }
    expectRefused(await call(method, req.path, { token: member.token, body: req.body }), message, window);
    const otherReq = build(other, member);
    const fresh = await call(method, otherReq.path, { token: other.token, body: otherReq.body });
    expect(fresh.status).not.toBe(429);
    expect(fresh.status).toBeLessThan(500);
  });

  it('documents the 429 with Retry-After on every limited route in the API document', async () => {
    const doc = (await callFrom(t, '127.0.0.1')('GET', '/api/docs-json')).body as { paths: Record<string, Record<string, { responses: Record<string, { description: string; headers?: object }> }>> };
    const limited = [
      ...routes.map(([method, , build]) => [method, build(author, author).path] as const),
      ['POST', '/api/auth/register'],
      ['GET', '/api/conn/search-users'],
    ];
    for (const [method, path] of limited) {
      const template = path.replace(/\/\d+\//, (m) => (path.includes('/posts/') ? '/{id}/' : '/{groupId}/'));
      const op = doc.paths[template]?.[method.toLowerCase()];
      expect({ path: template, documented: op?.responses['429']?.headers }).toEqual({ path: template, documented: expect.objectContaining({ 'Retry-After': expect.any(Object), RateLimit: expect.any(Object) }) });
    }
    expect(doc.paths['/api/posts/create-post'].post.responses['429'].description).toContain('Too many posts.');
    expect(doc.paths['/api/conn/send-friend-request'].post.responses['429'].description).toContain('This member declined your friend request.');
  });

  it('answers the allowed calls as usual: two posts are created, the third is refused and not stored', async () => {
    const member = await createMember(t);
    const call = callFrom(t, '127.0.0.1');
    for (let i = 0; i < 2; i++) expect((await call('POST', '/api/posts/create-post', { token: member.token, body: { content: `Post ${i}` } })).status).toBe(201);
    expectRefused(await call('POST', '/api/posts/create-post', { token: member.token, body: { content: 'Post 3' } }), hourly('posts'), 3600);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM posts WHERE user_id = $1', [member.userId]);
    expect(rows[0].n).toBe(2);
  });

  it('keeps the user search answer shape: 429 with the spec message in message and error', async () => {
    const member = await createMember(t);
    const call = callFrom(t, '127.0.0.1');
    for (let i = 0; i < 2; i++) expect((await call('GET', `/api/conn/search-users?query=term${i}`, { token: member.token })).status).toBe(200);
    const refused = await call('GET', '/api/conn/search-users?query=more', { token: member.token });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      message: 'Too many requests. Please wait before trying again.',
      error: 'Too many requests. Please wait before trying again.',
    });
    expect(Number(refused.retryAfter)).toBeGreaterThan(3500);
  });

  it('limits registrations per network address: the 3rd from one address is refused, another address may register', async () => {
    const from2 = callFrom(t, '127.0.0.2');
    for (let i = 0; i < 2; i++) expect((await from2('POST', '/api/auth/register', { body: registration() })).status).toBe(201);
    const refused = await from2('POST', '/api/auth/register', { body: registration() });
    expectRefused(refused, /^Too many registrations from this network\. Try again in (60|59) minutes\.$/, 3600);
    expect((await callFrom(t, '127.0.0.3')('POST', '/api/auth/register', { body: registration() })).status).toBe(201);
  });

  it('keeps the counters in Redis under the deployment prefix, expiring with the window', async () => {
    const member = await createMember(t);
    await callFrom(t, '127.0.0.1')('POST', '/api/noti/stream-ticket', { token: member.token });
    const raw = new Redis(t.settings.redisUrl);
    try {
      const ttl = await raw.ttl(`${t.settings.redisPrefix}:rate:stream-tickets:m:${member.userId}`);
      expect(ttl).toBeGreaterThan(3500);
      expect(ttl).toBeLessThanOrEqual(3600);
    } finally {
      raw.disconnect();
    }
  });

  describe('login (finding 13: counted before the password check)', () => {
    it('lets no more than 10 of 30 parallel wrong passwords for one address reach the password check, from any networks', async () => {
      const victim = await createMember(t);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => callFrom(t, `127.0.1.${i + 1}`)('POST', '/api/auth/login', { body: { email: victim.email, password: 'Wrong!Pass1', deviceId: 'd' } })),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      for (const a of answers.filter((x) => x.status === 429)) expectRefused(a, /^Too many failed login attempts\. Try again later\.$/, 900);
      // The right password is refused too until the window ends.
      const right = await callFrom(t, '127.0.1.99')('POST', '/api/auth/login', { body: { email: victim.email, password: victim.password, deviceId: 'd' } });
      expect(right.status).toBe(429);
    }, 60_000);

    it('lets no more than the per-network limit (here 5) of parallel wrong logins from one network through', async () => {
      const from = callFrom(t, '127.0.2.1');
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => from('POST', '/api/auth/login', { body: { email: `guess-${i}@example.test`, password: 'Wrong!Pass1', deviceId: 'd' } })),
      );
      expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
      const member = await createMember(t);
      expect((await callFrom(t, '127.0.2.2')('POST', '/api/auth/login', { body: { email: member.email, password: member.password, deviceId: 'd' } })).status).toBe(200);
    }, 60_000);
  });

  describe('friend request cool-down after a decline', () => {
    it('refuses a new request to a member who declined, for 7 days, while the other way stays open', async () => {
      const [asker, decliner, someone] = await Promise.all([createMember(t), createMember(t), createMember(t)]);
      const call = callFrom(t, '127.0.0.1');
      const send = (from: Member, to: Member) => call('POST', '/api/conn/send-friend-request', { token: from.token, body: { receiverId: to.userId } });
      expect((await send(asker, decliner)).body).toMatchObject({ message: 'Request Sent!', status: 'pending' });
      expect((await call('POST', '/api/conn/decline-friend-request', { token: decliner.token, body: { senderId: asker.userId } })).status).toBe(200);

      const again = await send(asker, decliner);
      expectRefused(again, /^This member declined your friend request\. You can send a new one in 7 days\.$/, 7 * 86400);
      expect(Number(again.retryAfter)).toBeGreaterThan(7 * 86400 - 60);
      const status = await call('GET', `/api/conn/friend-request-status/${decliner.userId}`, { token: asker.token });
      expect(status.body).toEqual({ status: 'declined' });

      // The one who declined may change their mind, and the asker accept.
      expect((await send(decliner, asker)).body).toMatchObject({ message: 'Request Sent!', status: 'pending' });
      const accepted = await call('POST', '/api/conn/accept-friend-request', { token: asker.token, body: { senderId: decliner.userId } });
      expect(accepted.body).toMatchObject({ status: 'accepted' });
      // Nobody else is held back.
      expect((await send(someone, decliner)).body).toMatchObject({ status: 'pending' });
    });

    it('does not hold back a member who removed a friend from asking again', async () => {
      const [a, b] = await Promise.all([createMember(t), createMember(t)]);
      const call = callFrom(t, '127.0.0.1');
      const send = (from: Member, to: Member) => call('POST', '/api/conn/send-friend-request', { token: from.token, body: { receiverId: to.userId } });
      await send(a, b);
      expect((await call('POST', '/api/conn/accept-friend-request', { token: b.token, body: { senderId: a.userId } })).status).toBe(200);
      expect((await call('POST', '/api/conn/remove-friend', { token: a.token, body: { friendId: b.userId } })).status).toBe(200);
      expect((await send(a, b)).body).toMatchObject({ status: 'pending' });
    });
  });
});

describe('the per-network budget of signed-in writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMITS: 'writes-ip=3/1h,likes=100/1h', FRIEND_REQUEST_COOLDOWN_SECONDS: '1' });
  }, 60_000);
  afterAll(() => t.close());

  it('refuses the 4th write from one network whichever members make it; another network is unaffected', async () => {
    const [a, b, author] = await Promise.all([createMember(t), createMember(t), createMember(t)]);
    const made = await callFrom(t, '127.0.3.9')('POST', '/api/posts/create-post', { token: author.token, body: { content: 'Like me' } });
    expect(made.status).toBe(201);
    const postId = (made.body as { postId: number }).postId;
    const from = callFrom(t, '127.0.3.1');
    expect((await from('POST', '/api/posts/post-like', { token: a.token, body: { postId } })).status).toBe(200);
    expect((await from('DELETE', '/api/posts/post-unlike', { token: a.token, body: { postId } })).status).toBe(200);
    expect((await from('POST', '/api/posts/post-like', { token: b.token, body: { postId } })).status).toBe(200);
    expectRefused(await from('POST', '/api/posts/post-like', { token: a.token, body: { postId } }), /^Too many requests from this network\. Try again in (60|59) minutes\.$/, 3600);
    expect((await callFrom(t, '127.0.3.2')('POST', '/api/posts/post-like', { token: b.token, body: { postId } })).status).toBe(200);
  });

  it('lets a declined member ask again once the cool-down (FRIEND_REQUEST_COOLDOWN_SECONDS, here 1 s) has passed', async () => {
    const [a, b] = await Promise.all([createMember(t), createMember(t)]);
    const call = (from: string, m: Member, path: string, body: unknown) => callFrom(t, from)('POST', path, { token: m.token, body });
    await call('127.0.4.1', a, '/api/conn/send-friend-request', { receiverId: b.userId });
    await call('127.0.4.2', b, '/api/conn/decline-friend-request', { senderId: a.userId });
    expectRefused(await call('127.0.4.1', a, '/api/conn/send-friend-request', { receiverId: b.userId }), /^This member declined your friend request\. You can send a new one in 1 second\.$/, 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await call('127.0.4.3', a, '/api/conn/send-friend-request', { receiverId: b.userId })).body).toMatchObject({ status: 'pending' });
  });
});

describe('every other write: one budget per member, and one per network for calls without a member', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMITS: 'writes=2/1h,public-writes=2/1h' });
  }, 60_000);
  afterAll(() => t.close());

  it('documents a 429 with Retry-After on every operation that changes something', async () => {
    const doc = (await callFrom(t, '127.0.5.1')('GET', '/api/docs-json')).body as { paths: Record<string, Record<string, { responses: Record<string, { headers?: object }> }>> };
    const writes = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).filter((m) => !['get', 'head', 'options'].includes(m)).map((m) => `${m.toUpperCase()} ${path}`));
    expect(writes.length).toBeGreaterThan(60);
    const undocumented = writes.filter((w) => {
      const [method, path] = w.split(' ');
      return !doc.paths[path][method.toLowerCase()].responses['429']?.headers;
    });
    expect(undocumented).toEqual([]);
  });

  it("refuses a member's 3rd change within the hour (here: marking notifications read); another member is unaffected", async () => {
    const [a, b] = await Promise.all([createMember(t), createMember(t)]);
    const call = callFrom(t, '127.0.5.2');
    for (let i = 0; i < 2; i++) expect((await call('PUT', '/api/noti/mark-notifications-read', { token: a.token, body: {} })).status).toBe(200);
    expectRefused(await call('PUT', '/api/noti/mark-notifications-read', { token: a.token, body: {} }), /^Too many changes\. Try again in (60|59) minutes\.$/, 3600);
    expect((await call('PUT', '/api/noti/mark-notifications-read', { token: b.token, body: {} })).status).toBe(200);
  });

  it('refuses the 3rd call without a member from one network (here: cookie refresh); another network is unaffected', async () => {
    const from = callFrom(t, '127.0.5.3');
    for (let i = 0; i < 2; i++) expect((await from('POST', '/api/auth/refresh-token')).status).toBe(401);
    expectRefused(await from('POST', '/api/auth/refresh-token'), /^Too many requests from this network\. Try again in (60|59) minutes\.$/, 3600);
    expect((await callFrom(t, '127.0.5.4')('POST', '/api/auth/refresh-token')).status).toBe(401);
  });
});
