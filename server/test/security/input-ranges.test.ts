import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

/**
 * Issue #27, findings 10 and 19: ids past PostgreSQL's int, NUL characters and deep offsets
 * reached the database and came back as 500s (or as slow scans). Each is a 400 that says what
 * is wrong, before any SQL runs.
 */
describe('numbers and bytes the database cannot take are a 400 (issue #27)', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let member: Member;
  const INT4_PAST = 2 ** 31;
  const SAFE_INT_PAST = 2 ** 53;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    member = await createMember(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const cases: Array<[string, string, string, unknown, string]> = [
    ['POST', '/api/conn/send-friend-request', '2^31', { receiverId: INT4_PAST }, 'receiverId must be a member id'],
    ['POST', '/api/conn/send-friend-request', '2^53', { receiverId: SAFE_INT_PAST }, 'receiverId must be a member id'],
    ['POST', '/api/conn/send-friend-request', '2^31 as digits', { receiverId: String(INT4_PAST) }, 'receiverId must be a member id'],
    ['POST', '/api/conn/accept-friend-request', '2^31', { senderId: INT4_PAST }, 'senderId must be a member id'],
    ['POST', '/api/conn/decline-friend-request', '2^53', { senderId: SAFE_INT_PAST }, 'senderId must be a member id'],
    ['POST', '/api/conn/remove-friend', '2^31', { friendId: INT4_PAST }, 'friendId must be a member id'],
    ['PUT', '/api/noti/mark-notifications-read', '2^31', { upToId: INT4_PAST }, 'upToId must be a whole number'],
    ['PUT', '/api/noti/mark-notifications-read', '2^53', { upToId: SAFE_INT_PAST }, 'upToId must be a whole number'],
    ['POST', '/api/noti/new-comment-notification', '2^31', { recipientUserId: INT4_PAST, postId: 1 }, 'recipientUserId must be a whole number'],
    ['POST', '/api/noti/new-comment-like-notification-in-group', '2^31', { recipientUserId: 1, groupId: INT4_PAST, commentId: 1 }, 'groupId must be a whole number'],
    ['POST', '/api/posts/post-like', '2^31', { postId: INT4_PAST }, 'postId must be a positive integer'],
    ['POST', '/api/groups/leave-group', '2^31', { groupId: INT4_PAST }, 'groupId must be a group id'],
    ['POST', '/api/push/save-subscription', 'an expiration past any date', { endpoint: 'https://push.example.test/x', expirationTime: 1e300, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } }, 'expirationTime must be a time in milliseconds since 1970'],
    ['POST', '/api/push/remove-subscription', 'a NUL character', { endpoint: 'https://push.example.test/a\u0000b' }, 'endpoint must not contain a NUL character (\\u0000)'],
    ['POST', '/api/posts/create-post', 'a NUL character', { content: 'Amen\u0000' }, 'content must not contain a NUL character (\\u0000)'],
    ['POST', '/api/groups/create-group', 'a NUL character in a nested-free body', { groupTitle: 'Prayer', description: 'x\u0000' }, 'description must not contain a NUL character (\\u0000)'],
  ];

  it.each(cases)('%s %s with %s answers 400', async (method, path, _what, body, message) => {
    const res = await call(method, path, { token: member.token, body });
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: expect.objectContaining({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining(message) }) });
  });

  it.each([
    ['/api/posts/post/99999999999', 'Invalid post id'],
    ['/api/posts/post/2147483648', 'Invalid post id'],
    ['/api/posts/user-posts/2147483648', 'Invalid user id'],
    ['/api/conn/friend-request-status/2147483648', 'userId must be a member id'],
    ['/api/groups/group/9007199254740992', 'id must be a group id'],
    ['/api/noti/user-notifications?cursor=9999999999', 'cursor is not valid'],
    ['/api/posts/1%00/comments', 'id must not contain a NUL character (\\u0000)'],
    ['/api/groups/search-groups?q=a%00b', 'q must not contain a NUL character (\\u0000)'],
    ['/api/posts/feed?offset=5001', 'offset cannot be more than 5000; use cursor paging (nextCursor) to read further'],
    ['/api/posts/my-posts?offset=1000000', 'offset cannot be more than 5000; use cursor paging (nextCursor) to read further'],
  ])('GET %s answers 400', async (path, message) => {
    const res = await call('GET', path, { token: member.token });
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { statusCode: 400, error: 'Bad Request', message, ...(Array.isArray((res.body as { errors?: unknown }).errors) ? { errors: [message] } : {}) } });
  });

  it('answers a NUL character in the user search with the search\'s own error shape', async () => {
    const res = await call('GET', '/api/conn/search-users?query=a%00b', { token: member.token });
    const message = 'query must not contain a NUL character (\\u0000)';
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: expect.objectContaining({ statusCode: 400, message, error: message }) });
  });

  it('still serves the largest id and offset the rules allow', async () => {
    expect((await call('GET', '/api/posts/feed?offset=5000', { token: member.token })).status).toBe(200);
    expect((await call('GET', `/api/noti/user-notifications?cursor=${2 ** 31 - 1}`, { token: member.token })).status).toBe(200);
    const largest = await call('POST', '/api/conn/send-friend-request', { token: member.token, body: { receiverId: 2 ** 31 - 1 } });
    expect(largest.status).toBe(404);
    const read = await call('PUT', '/api/noti/mark-notifications-read', { token: member.token, body: { upToId: 2 ** 31 - 1 } });
    expect(read.status).toBe(200);
  });
});
