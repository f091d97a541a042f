import { http, TestApp } from '../support/test-app';
import { Cast, createCast, createFixture, Fixture, Role, ROLES, startGroupsApp } from './fixtures';

/**
 * The permission matrix: every group endpoint, called by each kind of person, on a fresh group.
 * The stranger meets a private group and must get exactly what a missing group gives (404
 * `Group not found` / `Comment not found`): nothing tells them it exists.
 */
interface Case {
  method: string;
  path: (f: Fixture) => string;
  body?: (f: Fixture, c: Cast, role: Role) => Record<string, unknown>;
  expect: Record<Role, number>;
}

const GROUP_404 = { statusCode: 404, message: 'Group not found', error: 'Not Found' };
const COMMENT_404 = { statusCode: 404, message: 'Comment not found', error: 'Not Found' };

const all = (status: number, over: Partial<Record<Role, number>> = {}): Record<Role, number> =>
  ({ ...Object.fromEntries(ROLES.map((r) => [r, status])), stranger: 404, ...over }) as Record<Role, number>;
const admins = (ok: number, others: number) => all(others, { host: ok, admin: ok });
const members = (ok: number, others: number) => all(others, { host: ok, admin: ok, member: ok });

const CASES: Record<string, Case> = {
  'get group': { method: 'GET', path: (f) => `/api/groups/group/${f.groupId}`, expect: all(200) },
  'request to join': {
    method: 'POST', path: () => '/api/groups/request-join-group', body: (f, c, r) => ({ groupId: f.groupId, userName: c[r].userName }),
    expect: all(409, { invitee: 200, outsider: 200 }),
  },
  'invite a connection': {
    method: 'POST', path: () => '/api/groups/invite-user', body: (f, c) => ({ groupId: f.groupId, targetUserId: c.friend.userId, userName: c.friend.userName }),
    expect: members(200, 403),
  },
  'accept an invitation': {
    method: 'POST', path: () => '/api/groups/accept-group-invitation', body: (f) => ({ groupId: f.groupId }),
    expect: all(404, { host: 409, admin: 409, member: 409, invitee: 200 }),
  },
  'decline an invitation': {
    method: 'POST', path: () => '/api/groups/decline-group-invitation', body: (f) => ({ groupId: f.groupId }),
    expect: all(404, { host: 409, admin: 409, member: 409, invitee: 200 }),
  },
  'accept a join request': {
    method: 'POST', path: () => '/api/groups/accept-group-member-request', body: (f, c) => ({ groupId: f.groupId, userId: c.requester.userId }),
    expect: admins(200, 403),
  },
  'decline a join request': {
    method: 'POST', path: () => '/api/groups/decline-group-member-request', body: (f, c) => ({ groupId: f.groupId, userId: c.requester.userId }),
    expect: admins(200, 403),
  },
  'leave': {
    method: 'POST', path: () => '/api/groups/leave-group', body: (f) => ({ groupId: f.groupId }),
    expect: all(200, { outsider: 400 }),
  },
  'make admin': {
    method: 'POST', path: () => '/api/groups/make-admin', body: (f, c) => ({ groupId: f.groupId, targetUserId: c.member.userId }),
    expect: admins(200, 403),
  },
  'give up own admin rights': {
    method: 'POST', path: () => '/api/groups/remove-admin', body: (f, c, r) => ({ groupId: f.groupId, userId: c[r].userId }),
    expect: admins(200, 409),
  },
  'change audience': {
    method: 'POST', path: () => '/api/groups/change-group-audience', body: (f) => ({ groupId: f.groupId }),
    expect: admins(200, 403),
  },
  'change theme colour': {
    method: 'POST', path: () => '/api/groups/change-group-theme-color', body: (f) => ({ groupId: f.groupId, theme_color: '#2a9d8f' }),
    expect: admins(200, 403),
  },
  'delete the group': {
    method: 'POST', path: () => '/api/groups/user-delete-own-group', body: (f) => ({ groupId: f.groupId }),
    expect: all(403, { host: 200 }),
  },
  'report the group': {
    method: 'POST', path: () => '/api/groups/report-group', body: (f) => ({ groupId: f.groupId }),
    expect: all(200),
  },
  'comment': {
    method: 'POST', path: (f) => `/api/groups/${f.groupId}/new-comment`, body: () => ({ content: 'Amen', isReady: true }),
    expect: members(201, 403),
  },
  'like a comment': {
    method: 'POST', path: () => '/api/groups/group-comment-like', body: (f) => ({ commentId: f.adminCommentId }),
    expect: members(200, 404),
  },
  'unlike a comment': {
    method: 'DELETE', path: () => '/api/groups/group-comment-unlike', body: (f) => ({ commentId: f.adminCommentId }),
    expect: members(200, 404),
  },
  "delete the member's comment": {
    method: 'POST', path: () => '/api/groups/user-delete-own-comment-in-group', body: (f) => ({ commentId: f.memberCommentId }),
    expect: all(404, { host: 403, admin: 403, member: 200 }),
  },
  "report the member's comment": {
    method: 'POST', path: () => '/api/groups/report-comment-in-group', body: (f) => ({ commentId: f.memberCommentId }),
    expect: all(404, { host: 200, admin: 200, member: 400 }),
  },
};

describe('groups: permission matrix', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let cast: Cast;

  beforeAll(async () => {
    t = await startGroupsApp();
    call = http(t.url);
    cast = await createCast(t);
  });
  afterAll(() => t.close());

  for (const [name, c] of Object.entries(CASES)) {
    describe(name, () => {
      it.each(ROLES.map((r) => [r, c.expect[r]] as const))('%s → %i', async (role, status) => {
        const f = await createFixture(t, cast, role === 'stranger' ? 'group_private' : 'group_public');
        const res = await call(c.method, c.path(f), { token: cast[role].token, body: c.body?.(f, cast, role) });
        expect({ status: res.status, body: res.body }).toMatchObject({ status });
        if (status >= 400) expect(typeof res.body.message).toBe('string');
        if (role === 'stranger') {
          const isComment = /comment-(like|unlike)|comment-in-group/.test(c.path(f));
          expect(res.body).toEqual(isComment ? COMMENT_404 : GROUP_404);
        }
      });
    });
  }

  it('answers a missing group exactly like a private one seen from outside', async () => {
    const res = await call('GET', '/api/groups/group/999999', { token: cast.stranger.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(GROUP_404);
  });

  it('refuses every group endpoint without a token', async () => {
    const f = await createFixture(t, cast);
    for (const c of Object.values(CASES)) {
      const res = await call(c.method, c.path(f), { body: c.body?.(f, cast, 'member') });
      expect(res.status).toBe(401);
    }
    expect((await call('GET', '/api/groups/my-groups')).status).toBe(401);
    expect((await call('GET', '/api/groups/search-groups')).status).toBe(401);
  });
});
