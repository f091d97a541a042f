import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { befriend, Call, createPost } from '../posts/helpers';

const OPERATOR_ONLY = 'API keys and apps cannot use moderation tools: sign in to Pen to do this';
const ALL_FINE = ['profile', 'posts:read', 'posts:write', 'prayer:read', 'prayer:write', 'connections:read', 'connections:write', 'groups:read', 'groups:write', 'notifications:read'];

/**
 * Fine-grained scopes of API keys (issue 45) through HTTP: each route needs the scope
 * `@AppScopes` names, `read` and `write` still stand for their sets, a missing scope answers 403
 * with the RFC 6750 `insufficient_scope` challenge, and a 401 always carries `WWW-Authenticate`.
 */
describe('fine-grained scopes of API keys (issue 45)', () => {
  let t: TestApp;
  let call: Call;
  let ruth: Member;
  let asker: Member;
  let requestId: number;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    call = http(t.url);
    ruth = await createMember(t, { userName: 'Ruth Scopes' });
    asker = await createMember(t, { userName: 'Naomi Asks' });
    await befriend(t, ruth, asker);
    requestId = await createPost(call, asker, { content: 'Pray for the harvest', postType: 'pray_request' });
  }, 60_000);
  afterAll(() => t.close());

  async function keyWith(...scopes: string[]): Promise<{ 'x-api-key': string }> {
    const res = await call<{ apiKey: { scopes: string[] }; secret: string }>('POST', '/api/auth/api-keys', { token: ruth.token, body: { name: scopes.join(' ').slice(0, 100), scopes } });
    expect(res.status).toBe(201);
    expect(res.body.apiKey.scopes).toEqual([...scopes].sort());
    return { 'x-api-key': res.body.secret };
  }

  it('a key with only prayer:write prays, commits and marks answered, but cannot create a post or read the feed', async () => {
    const headers = await keyWith('prayer:write');
    const prayed = await call<{ prayer_count: number; is_prayed: boolean }>('POST', '/api/posts/pray', { headers, body: { postId: requestId } });
    expect(prayed.status).toBe(200);
    expect(prayed.body).toMatchObject({ prayer_count: 1, is_prayed: true });
    expect((await call('POST', '/api/posts/commit-to-pray', { headers, body: { postId: requestId, days: 7 } })).status).toBe(200);

    const post = await call('POST', '/api/posts/create-post', { headers, body: { content: 'Not allowed' } });
    expect(post.status).toBe(403);
    expect(post.body).toMatchObject({ statusCode: 403, message: 'This key was not given the "posts:write" permission' });
    expect(post.headers.get('www-authenticate')).toBe('Bearer realm="Pen", error="insufficient_scope", scope="posts:write"');
    const prayerRequest = await call('POST', '/api/posts/create-post', { headers, body: { content: 'Nor this', postType: 'pray_request' } });
    expect(prayerRequest.status).toBe(403);
    expect(prayerRequest.headers.get('www-authenticate')).toContain('scope="posts:write"');
    const feed = await call('GET', '/api/posts/feed?limit=5', { headers });
    expect(feed.body).toMatchObject({ statusCode: 403, message: 'This key was not given the "posts:read" permission' });
    expect(feed.headers.get('www-authenticate')).toContain('scope="posts:read"');

    // Her own request: marking it answered is prayer:write too.
    const own = await createPost(call, ruth, { content: 'Pray for my exam', postType: 'pray_request' });
    const answered = await call<{ prayer_status: string }>('POST', '/api/posts/mark-prayer-answered', { headers, body: { postId: own } });
    expect(answered.status).toBe(200);
    expect(answered.body.prayer_status).toBe('answered');
  });

  it('a key with posts:write creates a prayer request and a post, but cannot pray', async () => {
    const headers = await keyWith('posts:write');
    const created = await call<{ postId: number; message: string }>('POST', '/api/posts/create-post', { headers, body: { content: 'Pray for rain', postType: 'pray_request' } });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Prayer request created');
    expect((await call('POST', '/api/posts/create-post', { headers, body: { content: 'A plain post' } })).status).toBe(201);
    const pray = await call('POST', '/api/posts/pray', { headers, body: { postId: requestId } });
    expect(pray.body).toMatchObject({ statusCode: 403, message: 'This key was not given the "prayer:write" permission' });
    expect(pray.headers.get('www-authenticate')).toContain('scope="prayer:write"');
  });

  it('read and write stay aliases of their sets: read reads the feed, write prays and posts', async () => {
    const reader = await keyWith('read');
    const feed = await call<{ posts: { posts_id: number }[] }>('GET', '/api/posts/feed?limit=20', { headers: reader });
    expect(feed.status).toBe(200);
    expect(feed.body.posts.map((p) => p.posts_id)).toContain(requestId);
    expect((await call('GET', '/api/posts/my-prayer-list', { headers: reader })).status).toBe(200);
    expect((await call('GET', '/api/conn/get-users-for-my-connections', { headers: reader })).status).toBe(200);
    expect((await call('GET', '/api/groups/my-groups', { headers: reader })).status).toBe(200);
    expect((await call('GET', '/api/noti/unread-notification-count', { headers: reader })).status).toBe(200);
    expect((await call('GET', '/api/auth/profile-user-info', { headers: reader })).status).toBe(200);
    const refused = await call('POST', '/api/posts/pray', { headers: reader, body: { postId: requestId } });
    expect(refused.body).toMatchObject({ statusCode: 403, message: 'This key can only read' });

    const writer = await keyWith('write');
    expect((await call('DELETE', '/api/posts/unpray', { headers: writer, body: { postId: requestId } })).status).toBe(200);
    expect((await call('POST', '/api/posts/create-post', { headers: writer, body: { content: 'Written with write' } })).status).toBe(201);
    expect((await call('PUT', '/api/auth/update-language', { headers: writer, body: { language: 'fi' } })).status).toBe(200);
    expect((await call('GET', '/api/posts/feed', { headers: writer })).body).toMatchObject({ statusCode: 403, message: 'This key cannot read' });
  });

  it('each area has its own scopes: connections, groups, notifications, profile', async () => {
    const conn = await keyWith('connections:read');
    expect((await call('GET', '/api/conn/get-users-for-my-connections', { headers: conn })).status).toBe(200);
    expect((await call('POST', '/api/conn/mute-user', { headers: conn, body: { targetUserId: asker.userId } })).headers.get('www-authenticate')).toContain('scope="connections:write"');
    expect((await call('GET', '/api/groups/my-groups', { headers: conn })).headers.get('www-authenticate')).toContain('scope="groups:read"');

    const groups = await keyWith('groups:read', 'groups:write');
    const group = await call('POST', '/api/groups/create-group', { headers: groups, body: { groupTitle: 'Scoped group', description: 'Made by a key' } });
    expect(group.status).toBe(201);
    expect((await call('GET', '/api/groups/my-groups', { headers: groups })).status).toBe(200);

    const notes = await keyWith('notifications:read');
    expect((await call('GET', '/api/noti/user-notifications', { headers: notes })).status).toBe(200);
    expect((await call('PUT', '/api/noti/mark-notifications-read', { headers: notes, body: {} })).status).toBe(200);
    expect((await call('GET', '/api/posts/feed', { headers: notes })).status).toBe(403);

    const profile = await keyWith('profile');
    const me = await call<{ user: { user_id: number } }>('GET', '/api/auth/profile-user-info', { headers: profile });
    expect(me.body.user.user_id).toBe(ruth.userId);
    // Changing the profile has no finer scope: it needs write itself.
    const change = await call('PUT', '/api/auth/update-language', { headers: profile, body: { language: 'en' } });
    expect(change.body).toMatchObject({ statusCode: 403, message: 'This key was not given the "write" permission' });
  });

  it('no scope opens the operator tools or the account', async () => {
    const headers = await keyWith(...ALL_FINE, 'read', 'write');
    for (const path of ['/api/mod/reports', '/api/mod/users', '/api/mod/audit-log']) {
      expect((await call('GET', path, { headers })).body).toMatchObject({ statusCode: 403, message: OPERATOR_ONLY });
    }
    expect((await call('GET', '/api/auth/api-keys', { headers })).status).toBe(403);
  });

  it('refuses unknown scopes for a key with the list of scopes', async () => {
    for (const scopes of [['notifications'], ['posts:delete'], ['openid']]) {
      const res = await call<{ message: string; errors: string[] }>('POST', '/api/auth/api-keys', { token: ruth.token, body: { name: 'x', scopes } });
      expect(res.status).toBe(400);
      // `errors` (ErrorDto) is the English list; `message` is in Ruth's language (Finnish since the alias test).
      expect(res.body.errors).toEqual([
        'Scopes must be one or more of read, write, profile, posts:read, posts:write, prayer:read, prayer:write, connections:read, connections:write, groups:read, groups:write and notifications:read',
      ]);
      expect(res.body.message).toMatch(/^Oikeuksien on oltava yksi tai useampi näistä: read, write, profile/);
    }
  });

  it('answers 401 with WWW-Authenticate: Bearer, and invalid_token when a credential was sent (RFC 6750)', async () => {
    const none = await call('GET', '/api/posts/feed');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="Pen"');
    for (const auth of [{ token: 'not-a-token-at-all' }, { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.bad' }, { headers: { 'x-api-key': 'pen_1_' + 'a'.repeat(43) } }]) {
      const res = await call('GET', '/api/posts/feed', auth);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="Pen", error="invalid_token"');
    }
    // The same on a route with its own error filter (the member search).
    const search = await call('GET', '/api/conn/search-users?q=ruth', { token: 'not-a-token-at-all' });
    expect(search.status).toBe(401);
    expect(search.headers.get('www-authenticate')).toBe('Bearer realm="Pen", error="invalid_token"');
  });
});
