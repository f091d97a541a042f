import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHttpApp } from '../../src/create-app';
import { SuspensionsService } from '../../src/mod';
import { befriend, Call, createPost, addComment } from '../posts/helpers';
import { createMember, Member, MEMBER_PASSWORD } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { createOperator } from './helpers';

type Ids = Array<{ posts_id?: number; comment_id?: number; user_id?: number }>;

/** Suspensions (issue #29): sessions end, sign-in says so, content hides and comes back, timed ones end by themselves. */
describe('mod: suspensions', () => {
  let t: TestApp;
  let call: Call;
  let moderator: Member;
  let paka: Member;
  let reader: Member;
  let restarted: NestFastifyApplication | undefined;
  /** The community rule the suspensions cite (the default set's first). */
  let rule: { rule_id: number; number: number; title: string };

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    moderator = await createOperator(t, 'moderator', 'Mo');
    paka = await createOperator(t, 'paka', 'Pa');
    reader = await createMember(t, { userName: 'Reader' });
    rule = (await call<{ rules: Array<typeof rule> }>('GET', '/api/rules')).body.rules[0];
  });
  afterAll(async () => {
    await restarted?.close();
    await t.close();
  });

  const suspend = (body: Record<string, unknown>, who: Member = moderator) =>
    call<{ user: Record<string, unknown>; message?: string }>('POST', '/api/mod/suspend-user', { token: who.token, body: { ruleId: rule.rule_id, ...body } });
  const unsuspend = (userId: number, who: Member = moderator) => call<{ user: Record<string, unknown>; message?: string }>('POST', '/api/mod/unsuspend-user', { token: who.token, body: { userId } });
  const login = (m: Member, password = MEMBER_PASSWORD) =>
    call<{ message: string; accessToken: string; user: { status: string; suspended_until?: string | null }; standing?: { status: string } }>('POST', '/api/auth/login', {
      body: { email: m.email, password, deviceId: m.deviceId },
    });

  /** Every read another member has of `m`'s content: what of it each shows. */
  async function seenOf(m: Member, ids: { postId: number; commentPostId: number; commentId: number; groupId: number; groupCommentId: number }) {
    const feed = await call<{ posts: Ids }>('GET', '/api/posts/feed', { token: reader.token });
    const detail = await call('GET', `/api/posts/post/${ids.postId}`, { token: reader.token });
    const comments = await call<{ comments: Ids }>('GET', `/api/posts/${ids.commentPostId}/comments`, { token: reader.token });
    const group = await call<{ group: { comments: Ids } }>('GET', `/api/groups/group/${ids.groupId}`, { token: reader.token });
    const userPosts = await call<{ posts?: Ids }>('GET', `/api/posts/user-posts/${m.userId}`, { token: reader.token });
    const search = await call<{ users: Ids }>('GET', `/api/conn/search-users?query=${encodeURIComponent(m.userName)}`, { token: reader.token });
    return {
      feed: feed.body.posts.some((p) => p.posts_id === ids.postId),
      detail: detail.status,
      comments: comments.body.comments.some((c) => c.comment_id === ids.commentId),
      groupComments: group.body.group.comments.some((c) => c.comment_id === ids.groupCommentId),
      // The profile page (/userpen) reads the member and their posts here.
      profile: userPosts.status,
      userPosts: (userPosts.body.posts ?? []).some((p) => p.posts_id === ids.postId),
      search: search.body.users.some((u) => u.user_id === m.userId),
    };
  }

  it('ends every session at once, signs in only to a limited session, hides the content and shows it again on unsuspension', async () => {
    const member = await createMember(t, { userName: 'Suspended Sam' });
    await befriend(t, member, reader);
    const postId = await createPost(call, member, { content: 'Sam writes' });
    const readerPost = await createPost(call, reader, { content: 'Reader writes' });
    const commentId = (await addComment(call, member, readerPost, 'Sam comments')).comment_id;
    const groupId = (await call<{ groupId: number }>('POST', '/api/groups/create-group', { token: reader.token, body: { groupTitle: 'Circle', description: 'We pray', visibility: 'group_public' } })).body.groupId;
    await t.db.query(`INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', 'member', $2, $2)`, [groupId, member.userId]);
    const groupCommentId = (await call<{ comment: { comment_id: number } }>('POST', `/api/groups/${groupId}/new-comment`, { token: member.token, body: { content: 'Sam in the group', isReady: true } })).body.comment.comment_id;
    const ids = { postId, commentPostId: readerPost, commentId, groupId, groupCommentId };
    const shown = { feed: true, detail: 200, comments: true, groupComments: true, profile: 200, userPosts: true, search: true };
    expect(await seenOf(member, ids)).toEqual(shown);
    expect((await call('GET', '/api/posts/feed', { token: member.token })).status).toBe(200);

    // `reason` is still accepted as the former name of `note`.
    const res = await suspend({ userId: member.userId, reason: 'Spam', days: 3 });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ user_id: member.userId, status: 'suspended', role: 'user' });
    const until = new Date(res.body.user.suspended_until as string);
    // The very next request of the member's session is refused.
    expect((await call('GET', '/api/posts/feed', { token: member.token })).status).toBe(401);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM device_sessions WHERE user_id = $1`, [member.userId]);
    expect(rows[0].n).toBe(0);
    const suspendedMessage = `This account is suspended until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    const limited = await login(member);
    expect([limited.status, limited.body.message, limited.body.user.status, limited.body.user.suspended_until]).toEqual([200, suspendedMessage, 'suspended', until.toISOString()]);
    expect(limited.body.standing).toMatchObject({ status: 'suspended' });
    const refused = await call('GET', '/api/posts/feed', { token: limited.body.accessToken });
    expect([refused.status, refused.body.message]).toEqual([403, suspendedMessage]);
    // A wrong password learns nothing of the suspension.
    expect((await login(member, 'Wrong-passw0rd')).status).toBe(401);
    expect(await seenOf(member, ids)).toEqual({ feed: false, detail: 404, comments: false, groupComments: false, profile: 404, userPosts: false, search: false });

    const again = await suspend({ userId: member.userId, reason: 'Twice' });
    expect([again.status, again.body.message]).toEqual([409, 'This member is already suspended']);

    const lifted = await unsuspend(member.userId);
    expect(lifted.status).toBe(200);
    expect(lifted.body.user).toMatchObject({ status: 'active', suspended_until: null });
    expect((await login(member)).status).toBe(200);
    expect(await seenOf(member, ids)).toEqual(shown);
    expect((await unsuspend(member.userId)).body.message).toBe('This member is not suspended');

    const log = await call<{ entries: Array<{ action: string; target_id: number; note: string | null }> }>('GET', '/api/mod/audit-log', { token: moderator.token });
    expect(log.body.entries.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'unsuspend_user', target_id: member.userId }),
      expect.objectContaining({ action: 'suspend_user', target_id: member.userId, note: `[rule ${rule.number}] Spam (until ${until.toISOString()})` }),
    ]);
  });

  it('says "This account is suspended" for a suspension until lifted', async () => {
    const member = await createMember(t);
    expect((await suspend({ userId: member.userId, note: 'Abuse' })).body.user).toMatchObject({ suspended_until: null });
    const limited = await login(member);
    expect([limited.status, limited.body.message, limited.body.user.suspended_until]).toEqual([200, 'This account is suspended', null]);
    const refused = await call('POST', '/api/posts/create-post', { token: limited.body.accessToken, body: { content: 'Still here' } });
    expect([refused.status, refused.body.message]).toEqual([403, 'This account is suspended']);
  });

  it('refuses a moderator acting on a moderator or a paka, oneself, unknown members and bad fields', async () => {
    const other = await createOperator(t, 'moderator');
    for (const target of [other, paka]) {
      const res = await suspend({ userId: target.userId, reason: 'x' });
      expect([res.status, res.body.message]).toEqual([403, 'A moderator cannot act on another moderator or a paka']);
    }
    expect((await suspend({ userId: moderator.userId, reason: 'x' })).body.message).toBe('You cannot suspend yourself');
    expect((await suspend({ userId: 2147483000, reason: 'x' })).status).toBe(404);
    expect((await suspend({ userId: reader.userId, reason: '  ' })).body.message).toBe('note is required for this action: write the facts');
    expect((await suspend({ userId: reader.userId, ruleId: undefined, note: 'x' })).body.message).toBe('ruleId is required for this action');
    expect((await suspend({ userId: reader.userId, ruleId: 999999, note: 'x' })).body.message).toBe('ruleId must name a current community rule');
    expect((await suspend({ userId: reader.userId, reason: 'x', days: 1.5 })).status).toBe(400);
    // A paka may suspend a moderator.
    expect((await suspend({ userId: other.userId, reason: 'Abuse of powers' }, paka)).status).toBe(200);
    expect((await call('GET', '/api/mod/reports', { token: other.token })).status).toBe(401);
  });

  it('ends a timed suspension by its delayed job', async () => {
    const member = await createMember(t);
    await suspend({ userId: member.userId, reason: 'Short', days: 1 });
    // As if the day had passed but for two seconds: the job queued for that moment lifts it.
    const until = new Date(Date.now() + 2000);
    await t.db.query(`UPDATE users SET suspended_until = $2 WHERE user_id = $1`, [member.userId, until]);
    await t.app.get(SuspensionsService).scheduleEnd(member.userId, until);
    let status = 'suspended';
    for (let i = 0; i < 80 && status === 'suspended'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await t.db.query(`SELECT status FROM users WHERE user_id = $1`, [member.userId])).rows[0].status as string;
    }
    expect(status).toBe('active');
    expect((await login(member)).status).toBe(200);
  });

  it('ends a timed suspension that fell due while the app was down, at the next start', async () => {
    const member = await createMember(t);
    await suspend({ userId: member.userId, reason: 'Timed', days: 2 });
    await t.app.close();
    // While stopped, the end time passes (and whatever was queued is lost with Redis' data).
    await t.db.query(`UPDATE users SET suspended_until = now() - interval '1 minute' WHERE user_id = $1`, [member.userId]);
    restarted = await createHttpApp(t.settings);
    await restarted.listen({ port: 0, host: '127.0.0.1' });
    const url = (await restarted.getUrl()).replace('[::1]', '127.0.0.1');
    const { rows } = await t.db.query(`SELECT status, suspended_until FROM users WHERE user_id = $1`, [member.userId]);
    expect(rows[0]).toEqual({ status: 'active', suspended_until: null });
    const res = await http(url)('POST', '/api/auth/login', { body: { email: member.email, password: MEMBER_PASSWORD, deviceId: member.deviceId } });
    expect(res.status).toBe(200);
  });
});
