import { registerVerified, Registered, send } from '../auth/accounts-helpers';
import { createMember, Member } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { citableRuleId, createOperator } from '../mod/helpers';

const SPAM_TESTIMONY = 'Jesus saved me. Cheap watches at https://spam.example.test, praise be!';

/**
 * Issue 38, item 6: under REGISTRATION_MODE=approval a newcomer waiting for review (or rejected)
 * is invisible to members everywhere, as a suspended member is: their profile and testimony
 * answer 404 and no member read names them. Moderators still see them in the registration queue.
 */
describe('security: a newcomer waiting for review is invisible to members', () => {
  let t: TestApp;
  let member: Member;
  let moderator: Member;

  beforeAll(async () => {
    // With workers: registration mails the verification link.
    t = await startTestApp({ REGISTRATION_MODE: 'approval' });
    member = await createMember(t, { userName: 'Approved Abel' });
    moderator = await createOperator(t, 'moderator', 'Moderator Mara');
  });
  afterAll(() => t.close());

  /** What an approved member can learn of the newcomer: every answer, with status. */
  async function memberView(newcomer: Registered) {
    const id = newcomer.userId;
    const name = encodeURIComponent(newcomer.userName);
    return {
      profile: await send(t, 'GET', `/api/posts/user-posts/${id}`, { token: member.token }),
      friendStatus: await send(t, 'GET', `/api/conn/friend-request-status/${id}`, { token: member.token }),
      friendRequest: await send(t, 'POST', '/api/conn/send-friend-request', { token: member.token, body: { receiverId: id } }),
      report: await send(t, 'POST', '/api/conn/report-user', { token: member.token, body: { targetUserId: id, reason: 'spam' } }),
      search: await send(t, 'GET', `/api/conn/search-users?query=${name}`, { token: member.token }),
    };
  }

  function expectInvisible(view: Awaited<ReturnType<typeof memberView>>, newcomer: Registered) {
    expect(view.profile).toMatchObject({ status: 404, body: { message: 'User not found' } });
    for (const answer of [view.friendStatus, view.friendRequest, view.report]) expect(answer.status).toBe(404);
    expect(view.search.status).toBe(200);
    for (const answer of Object.values(view)) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(newcomer.userName);
      expect(text).not.toContain('spam.example.test');
    }
  }

  it('members get 404 for the pending newcomer’s profile and testimony; moderators see them in the queue; approval shows them', async () => {
    const newcomer = await registerVerified(t, { user_name: 'Pending Pete', bio: SPAM_TESTIMONY });
    expectInvisible(await memberView(newcomer), newcomer);

    const queue = await send<{ registrations: Array<{ user_id: number; bio: string }> }>(t, 'GET', '/api/mod/registrations', { token: moderator.token });
    expect(queue.status).toBe(200);
    expect(queue.body.registrations).toContainEqual(expect.objectContaining({ user_id: newcomer.userId, bio: SPAM_TESTIMONY }));

    // Once a moderator let them in, members see them like anyone else.
    expect((await send(t, 'POST', '/api/mod/approve-registration', { token: moderator.token, body: { userId: newcomer.userId } })).status).toBe(200);
    const profile = await send<{ user: { user_id: number; user_name: string } }>(t, 'GET', `/api/posts/user-posts/${newcomer.userId}`, { token: member.token });
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({ user_id: newcomer.userId, user_name: 'Pending Pete' });
  });

  it('a rejected newcomer is invisible too', async () => {
    const newcomer = await registerVerified(t, { user_name: 'Rejected Rosa', bio: SPAM_TESTIMONY });
    expect((await send(t, 'POST', '/api/mod/reject-registration', { token: moderator.token, body: { userId: newcomer.userId, ruleId: await citableRuleId(t), note: 'No testimony' } })).status).toBe(200);
    expectInvisible(await memberView(newcomer), newcomer);
  });
});
