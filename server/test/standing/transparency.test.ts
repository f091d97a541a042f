import { createOperator } from '../mod/helpers';
import { Call, createPost } from '../posts/helpers';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

interface Figures {
  reports_by_reason: Record<string, number>;
  decisions_by_action: Record<string, number>;
  decisions_by_rule: Record<string, number>;
  decisions_automated: number;
  decisions_manual: number;
  appeals: { received: number; upheld: number; reversed: number };
  median_hours_to_decision: number | null;
}
type Report = Figures & { from: string; to: string; months: Array<Figures & { month: string }>; message?: string };

const HOUR_MS = 3600 * 1000;
const day = (d: Date) => d.toISOString().slice(0, 10);
const monthOf = (d: Date) => d.toISOString().slice(0, 7);

/** The public transparency report (issue 42, DSA Art. 15/24): counts of reports, decisions and appeals, per period and month. */
describe('transparency report', () => {
  let t: TestApp;
  let call: Call;
  let mo: Member;
  let max: Member;
  let rule: { rule_id: number; number: number; title: string };
  const today = new Date();
  const monthStart = `${monthOf(today)}-01`;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMITS: 'reports=1000/1h,appeals=1000/1d,moderation=1000/1h' });
    call = http(t.url);
    mo = await createOperator(t, 'moderator', 'Mo');
    max = await createOperator(t, 'moderator', 'Max');
    const paka = await createOperator(t, 'paka', 'Pa');
    rule = (await call<{ rules: Array<{ rule_id: number; number: number; title: string }> }>('GET', '/api/rules')).body.rules[2];
    expect((await call('POST', '/api/mod/watched-words', { token: paka.token, body: { phrase: 'buy cheap', action: 'flag' } })).status).toBe(201);
  });
  afterAll(() => t.close());

  const report = (query = '', headers?: Record<string, string>) => call<Report>('GET', `/api/transparency${query}`, { headers });
  const caseOf = async (type: string, id: number) =>
    (await call<{ reports: Array<{ report_id: number; target_type: string; target_id: number }> }>('GET', '/api/mod/reports', { token: mo.token })).body.reports.find((c) => c.target_type === type && c.target_id === id)!;
  const resolve = (body: Record<string, unknown>) => call('POST', '/api/mod/resolve-report', { token: mo.token, body });
  const reportPost = (who: Member, postId: number, reason: string) => call('POST', '/api/posts/report-post', { token: who.token, body: { postId, reason } });
  /** The case waited `hours` before its decision. */
  const openedHoursAgo = (caseId: number, hours: number) => t.db.query(`UPDATE report_cases SET opened_at = now() - make_interval(hours => $2) WHERE case_id = $1`, [caseId, hours]);
  const decisionOf = async (targetId: number) => (await t.db.query<{ decision_id: number }>(`SELECT decision_id FROM moderation_decisions WHERE target_type = 'post' AND target_id = $1`, [targetId])).rows[0].decision_id;

  it('counts what happened this month: reports by reason, decisions by action, rule and automation, appeals, the median wait', async () => {
    const author = await createMember(t, { userName: 'Author' });
    const rita = await createMember(t, { userName: 'Rita' });
    const ralf = await createMember(t, { userName: 'Ralf' });
    const removed = await createPost(call, author, { content: 'My shop is open' });
    const dismissed = await createPost(call, author, { content: 'A psalm' });
    const flagged = await createPost(call, author, { content: 'Buy cheap watches' });
    expect((await reportPost(rita, removed, 'spam')).status).toBe(200);
    expect((await reportPost(ralf, removed, 'harassment')).status).toBe(200);
    expect((await reportPost(rita, dismissed, 'spam')).status).toBe(200);

    const [c1, c2, c3] = [await caseOf('post', removed), await caseOf('post', dismissed), await caseOf('post', flagged)];
    await openedHoursAgo(c1.report_id, 10);
    await openedHoursAgo(c2.report_id, 2);
    await openedHoursAgo(c3.report_id, 4);
    expect((await resolve({ reportId: c1.report_id, action: 'remove_content', ruleId: rule.rule_id, note: 'Advertising' })).status).toBe(200);
    expect((await resolve({ reportId: c2.report_id, action: 'dismiss' })).status).toBe(200);
    expect((await resolve({ reportId: c3.report_id, action: 'warn_author', ruleId: rule.rule_id, note: 'Selling' })).status).toBe(200);

    // The author appeals the removal (reversed), the reporter the dismissal (upheld); Max decides, not Mo.
    const a1 = await call<{ appeal: { appeal_id: number } }>('POST', '/api/account/appeals', { token: author.token, body: { decisionId: await decisionOf(removed), text: 'It was a question' } });
    const a2 = await call<{ appeal: { appeal_id: number } }>('POST', '/api/account/appeals', { token: rita.token, body: { decisionId: await decisionOf(dismissed), text: 'It was spam' } });
    expect([a1.status, a2.status]).toEqual([201, 201]);
    expect((await call('POST', '/api/mod/decide-appeal', { token: max.token, body: { appealId: a1.body.appeal.appeal_id, outcome: 'reversed', note: 'A fair question' } })).status).toBe(200);
    expect((await call('POST', '/api/mod/decide-appeal', { token: max.token, body: { appealId: a2.body.appeal.appeal_id, outcome: 'upheld', note: 'Not spam' } })).status).toBe(200);
    // A third appeal still open is received, with no outcome yet.
    const warned = await call('POST', '/api/account/appeals', { token: author.token, body: { decisionId: await decisionOf(flagged), text: 'I was joking' } });
    expect(warned.status).toBe(201);

    const res = await report(`?from=${monthStart}&to=${day(today)}`);
    expect(res.status).toBe(200);
    const figures: Figures = {
      reports_by_reason: { spam: 2, harassment: 1 },
      decisions_by_action: { remove_content: 1, dismiss: 1, warn_author: 1 },
      decisions_by_rule: { [`${rule.number}. ${rule.title}`]: 2 },
      decisions_automated: 1,
      decisions_manual: 2,
      appeals: { received: 3, upheld: 1, reversed: 1 },
      median_hours_to_decision: 4,
    };
    expect(res.body).toEqual({ from: monthStart, to: day(today), ...figures, months: [{ month: monthOf(today), ...figures }] });
  });

  it('spreads counts over the months of the default period (the last twelve months), every month listed', async () => {
    const author = await createMember(t, { userName: 'Earlier Author' });
    const rita = await createMember(t, { userName: 'Earlier Rita' });
    const postId = await createPost(call, author, { content: 'Old news' });
    expect((await reportPost(rita, postId, 'misinformation')).status).toBe(200);
    // Filed and decided two months ago, after a day and a half.
    await t.db.query(`UPDATE reports SET created_at = date_trunc('month', now()) - interval '1 month' + interval '3 days' WHERE target_type = 'post' AND target_id = $1`, [postId]);
    const c = await caseOf('post', postId);
    await openedHoursAgo(c.report_id, 36);
    expect((await resolve({ reportId: c.report_id, action: 'dismiss' })).status).toBe(200);
    await t.db.query(`UPDATE moderation_decisions SET created_at = date_trunc('month', now()) - interval '1 month' + interval '4 days',
                        case_opened_at = date_trunc('month', now()) - interval '1 month' + interval '4 days' - interval '36 hours'
                       WHERE target_type = 'post' AND target_id = $1`, [postId]);

    const res = await report();
    expect(res.status).toBe(200);
    expect(res.body.to).toBe(day(today));
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
    expect(res.body.from).toBe(day(first));
    expect(res.body.months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => monthOf(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1)))));
    const previous = monthOf(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)));
    const last = res.body.months.find((m) => m.month === previous)!;
    expect(last).toMatchObject({ reports_by_reason: { misinformation: 1 }, decisions_by_action: { dismiss: 1 }, decisions_manual: 1, decisions_automated: 0, median_hours_to_decision: 36 });
    expect(res.body.months.at(-1)).toMatchObject({ month: monthOf(today), reports_by_reason: { spam: 2, harassment: 1 }, median_hours_to_decision: 4 });
    // The whole period: both months together; the median of 10, 2, 4 and 36 hours.
    expect(res.body).toMatchObject({ reports_by_reason: { spam: 2, harassment: 1, misinformation: 1 }, decisions_by_action: { remove_content: 1, dismiss: 2, warn_author: 1 }, median_hours_to_decision: 7 });
    expect(res.body.months.filter((m) => m.month !== previous && m.month !== monthOf(today)).every((m) => Object.keys(m.reports_by_reason).length === 0 && m.median_hours_to_decision === null)).toBe(true);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('names no member, moderator or content', async () => {
    const text = JSON.stringify((await report()).body);
    for (const word of ['Author', 'Rita', 'Mo', 'Max', 'shop', 'Advertising', 'user_id', 'Buy cheap']) expect(text).not.toContain(word);
  });

  it.each([
    ['?from=2026-1-01', 'from must be a date (YYYY-MM-DD)'],
    ['?from=2026-13-01', 'from and to must be real days, from not after to'],
    ['?to=yesterday', 'to must be a date (YYYY-MM-DD)'],
    ['?from=2026-02-30&to=2026-03-01', 'from and to must be real days, from not after to'],
    ['?from=2026-05-02&to=2026-05-01', 'from and to must be real days, from not after to'],
    ['?from=2025-01-01&to=2026-01-02', 'The period can be at most one year'],
    ['?from=2026-01-01&to=2026-12-31&extra=1', 'property extra should not exist'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await report(query);
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toContain(message);
  });

  it('answers in Finnish to a Finnish visitor, and accepts a whole leap year', async () => {
    expect(await report('?from=2024-01-01&to=2025-01-02', { 'accept-language': 'fi' })).toMatchObject({ status: 400, body: { message: 'Jakso voi olla enintään vuoden mittainen' } });
    const leap = await report('?from=2024-01-01&to=2024-12-31');
    expect(leap.status).toBe(200);
    expect(leap.body.months).toHaveLength(12);
    expect(leap.body).toMatchObject({ reports_by_reason: {}, decisions_automated: 0, appeals: { received: 0, upheld: 0, reversed: 0 }, median_hours_to_decision: null });
  });
});
