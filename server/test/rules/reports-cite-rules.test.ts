import { createOperator } from '../mod/helpers';
import { addComment, Call, createPost } from '../posts/helpers';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

interface Rule { rule_id: number; number: number; title: string }
interface QueueCase { report_id: number; target_type: string; target_id: number; urgent: boolean; reasons: Record<string, number> }

const CRISIS_URL = 'https://help.example.org/crisis';

/** Reports cite community rules, take the new reasons, and a self-harm report is urgent with crisis help (issue 42). */
describe('rules: reports that cite rules, new reasons, urgent self-harm cases', () => {
  let t: TestApp;
  let call: Call;
  let author: Member;
  let ann: Member;
  let moderator: Member;
  let paka: Member;
  let rules: Rule[];

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api', CRISIS_RESOURCES_URL: CRISIS_URL, RATE_LIMITS: 'reports=1000/1h' });
    call = http(t.url);
    author = await createMember(t, { userName: 'Author' });
    ann = await createMember(t, { userName: 'Ann' });
    moderator = await createOperator(t, 'moderator');
    paka = await createOperator(t, 'paka');
    rules = (await call<{ rules: Rule[] }>('GET', '/api/rules')).body.rules;
  });
  afterAll(() => t.close());

  const reportOf = async (type: string, id: number) =>
    (await t.db.query(`SELECT reason, rule_id FROM reports WHERE reporter_id = $1 AND target_type = $2 AND target_id = $3`, [ann.userId, type, id])).rows[0];

  it('stores the rule a report cites, on every kind of report, and updates it with a repeated report', async () => {
    const postId = await createPost(call, author, { content: 'Send money to this account for the orphans' });
    const scam = rules.find((r) => r.title === 'No spam or scams')!;
    const res = await call('POST', '/api/posts/report-post', { token: ann.token, body: { postId, reason: 'fundraising_scam', ruleId: scam.rule_id } });
    expect([res.status, res.body]).toEqual([200, { message: 'Post reported' }]);
    expect(await reportOf('post', postId)).toEqual({ reason: 'fundraising_scam', rule_id: scam.rule_id });
    // Reporting again changes the cited rule, or drops it.
    await call('POST', '/api/posts/report-post', { token: ann.token, body: { postId, reason: 'spam' } });
    expect(await reportOf('post', postId)).toEqual({ reason: 'spam', rule_id: null });

    const comment = await addComment(call, author, postId, 'Here is her phone number and her illness');
    const privacy = rules.find((r) => r.title === 'Keep others\' needs private')!;
    expect((await call('POST', '/api/posts/report-comment', { token: ann.token, body: { commentId: comment.comment_id, reason: 'private_information', ruleId: privacy.rule_id } })).status).toBe(200);
    expect(await reportOf('comment', comment.comment_id)).toEqual({ reason: 'private_information', rule_id: privacy.rule_id });

    const respect = rules[0];
    expect((await call('POST', '/api/conn/report-user', { token: ann.token, body: { targetUserId: author.userId, reason: 'spiritual_abuse', ruleId: respect.rule_id } })).status).toBe(200);
    expect(await reportOf('user', author.userId)).toEqual({ reason: 'spiritual_abuse', rule_id: respect.rule_id });
  });

  it('refuses a rule that does not exist or was archived, and a malformed ruleId, storing nothing', async () => {
    const postId = await createPost(call, author, { content: 'Another post' });
    const extra = await call<{ rule: Rule }>('POST', '/api/mod/rules', { token: paka.token, body: { title: 'Soon archived' } });
    await call('DELETE', `/api/mod/rules/${extra.body.rule.rule_id}`, { token: paka.token });
    for (const ruleId of [2147483000, extra.body.rule.rule_id]) {
      const res = await call('POST', '/api/posts/report-post', { token: ann.token, body: { postId, reason: 'spam', ruleId } });
      expect([res.status, res.body.message]).toEqual([400, 'Rule not found']);
    }
    for (const ruleId of ['one', 0, -3, 1.5]) {
      const res = await call('POST', '/api/posts/report-post', { token: ann.token, body: { postId, ruleId } });
      expect([res.status, String(res.body.message)]).toEqual([400, 'ruleId must be a positive integer']);
    }
    expect(await reportOf('post', postId)).toBeUndefined();
  });

  it('puts a self_harm case at the top of the open queue with urgent: true, and points the reporter to crisis help', async () => {
    const older = await createPost(call, author, { content: 'An older spam post' });
    await call('POST', '/api/posts/report-post', { token: ann.token, body: { postId: older, reason: 'spam' } });
    const worrying = await createPost(call, author, { content: 'I do not want to live any more' });
    const res = await call('POST', '/api/posts/report-post', { token: ann.token, body: { postId: worrying, reason: 'self_harm' } });
    expect([res.status, res.body]).toEqual([200, { message: 'Post reported', crisis_resources_url: CRISIS_URL }]);

    const queue = await call<{ reports: QueueCase[] }>('GET', '/api/mod/reports', { token: moderator.token });
    expect(queue.status).toBe(200);
    expect(queue.body.reports[0]).toMatchObject({ target_type: 'post', target_id: worrying, urgent: true, reasons: { self_harm: 1 } });
    expect(queue.body.reports.filter((c) => c.urgent).map((c) => c.target_id)).toEqual([worrying]);
    const olderCase = queue.body.reports.find((c) => c.target_type === 'post' && c.target_id === older)!;
    expect(olderCase.urgent).toBe(false);
    // Among the rest, the oldest case still comes first.
    const rest = queue.body.reports.slice(1).map((c) => c.report_id);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
  });

  it('keeps urgent cases first across pages, and a case resolved and reported again for spam is no longer urgent', async () => {
    for (let i = 0; i < 22; i++) {
      const postId = await createPost(call, author, { content: `Filler ${i}` });
      await call('POST', '/api/posts/report-post', { token: ann.token, body: { postId, reason: 'spam' } });
    }
    const late = await createPost(call, author, { content: 'Reported last, urgent' });
    await call('POST', '/api/posts/report-post', { token: ann.token, body: { postId: late, reason: 'self_harm' } });
    const page1 = await call<{ reports: QueueCase[]; nextCursor: number | null }>('GET', '/api/mod/reports', { token: moderator.token });
    expect(page1.body.reports.slice(0, 2).every((c) => c.urgent)).toBe(true);
    expect(page1.body.reports.map((c) => c.target_id)).toContain(late);
    const page2 = await call<{ reports: QueueCase[] }>('GET', `/api/mod/reports?cursor=${page1.body.nextCursor}`, { token: moderator.token });
    expect(page2.status).toBe(200);
    expect(page2.body.reports.length).toBeGreaterThan(0);
    expect(page2.body.reports.some((c) => c.urgent)).toBe(false);
    const seen = [...page1.body.reports, ...page2.body.reports].map((c) => c.report_id);
    expect(new Set(seen).size).toBe(seen.length);

    const urgentCase = page1.body.reports[0];
    expect((await call('POST', '/api/mod/resolve-report', { token: moderator.token, body: { reportId: urgentCase.report_id, action: 'dismiss' } })).status).toBe(200);
    const other = await createMember(t, { userName: 'Other Reporter' });
    await call('POST', '/api/posts/report-post', { token: other.token, body: { postId: urgentCase.target_id, reason: 'spam' } });
    // Opened again, it queues as a fresh case behind the others: no longer at the top.
    const { rows } = await t.db.query(`SELECT status, urgent FROM report_cases WHERE case_id = $1`, [urgentCase.report_id]);
    expect(rows).toEqual([{ status: 'open', urgent: false }]);
    const again = await call<{ reports: QueueCase[] }>('GET', '/api/mod/reports', { token: moderator.token });
    expect(again.body.reports[0].report_id).not.toBe(urgentCase.report_id);
    expect(again.body.reports[0].urgent).toBe(true);
  });

  it('answers no crisis link for other reasons', async () => {
    const postId = await createPost(call, author, { content: 'Violent words' });
    const res = await call('POST', '/api/posts/report-post', { token: ann.token, body: { postId, reason: 'violence' } });
    expect(res.body).toEqual({ message: 'Post reported' });
  });
});
