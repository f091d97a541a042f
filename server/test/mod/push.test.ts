import { PushTestService } from '../push/push-test-service';
import { eventually } from '../noti/fixtures';
import { createPost } from '../posts/helpers';
import { createMember } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { citableRuleId, createOperator } from './helpers';

/** The operators' notifications reach members' devices by web push too (issue #29). */
describe('mod: notifications by push', () => {
  let t: TestApp;
  let pushService: PushTestService;

  beforeAll(async () => {
    pushService = new PushTestService();
    await pushService.start();
    t = await startTestApp({ PUSH_PRIVATE_ORIGINS: pushService.url, PUSH_ALLOWED_HOSTS: 'localhost' });
  });
  afterAll(async () => {
    await pushService.stop();
    await t.close();
  });

  it('pushes report_resolved to the reporter and moderation to the author', async () => {
    const call = http(t.url);
    const author = await createMember(t, { userName: 'Author' });
    const reporter = await createMember(t, { userName: 'Reporter' });
    const moderator = await createOperator(t, 'moderator');
    const publicKey = (await call<{ publicKey: string }>('GET', '/api/push/public-key')).body.publicKey;
    const devices = { reporter: await pushService.subscribe(publicKey), author: await pushService.subscribe(publicKey) };
    for (const [who, device] of [[reporter, devices.reporter], [author, devices.author]] as const) {
      const saved = await call('POST', '/api/push/save-subscription', { token: who.token, body: { endpoint: device.endpoint, expirationTime: null, keys: device.keys } });
      expect(saved.status).toBe(201);
    }
    const postId = await createPost(call, author, { content: 'Spam spam spam' });
    await call('POST', '/api/posts/report-post', { token: reporter.token, body: { postId, reason: 'spam' } });
    const reportId = (await call<{ reports: Array<{ report_id: number; target_id: number }> }>('GET', '/api/mod/reports', { token: moderator.token })).body.reports.find((c) => c.target_id === postId)!.report_id;
    expect((await call('POST', '/api/mod/resolve-report', { token: moderator.token, body: { reportId, action: 'remove_content', ruleId: await citableRuleId(t), note: 'Spam' } })).status).toBe(200);

    const toReporter = await eventually(async () => {
      const m = await pushService.messages(devices.reporter.clientHash);
      expect(m).toHaveLength(1);
      return m;
    });
    expect(JSON.parse(toReporter[0])).toMatchObject({ title: 'Your report was reviewed', body: 'We reviewed your report: the post was removed', url: '/notifications' });
    const toAuthor = await eventually(async () => {
      const m = await pushService.messages(devices.author.clientHash);
      expect(m).toHaveLength(1);
      return m;
    });
    // The statement of reasons in short: the rule, the facts, and until when to appeal.
    expect(JSON.parse(toAuthor[0])).toMatchObject({
      title: 'A message from the moderators',
      body: expect.stringMatching(/^A moderator removed your post: “Spam spam spam”\. Rule \d+: .+\. Reason: Spam\. You may appeal until .+ in Account standing\.$/),
    });
  });
});
