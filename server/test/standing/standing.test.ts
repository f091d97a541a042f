import { addComment, Call, createPost } from '../posts/helpers';
import { createOperator } from '../mod/helpers';
import { createMember, Member, MEMBER_PASSWORD } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

interface Rule {
  rule_id: number;
  number: number;
  title: string;
}
interface Decision {
  decision_id: number;
  action: string;
  rule: { number: number; title: string } | null;
  note: string | null;
  content_snapshot: string | null;
  automated: boolean;
  created_at: string;
  suspended_until?: string | null;
  reversed: boolean;
  appeal: { status: string; appealable_until: string };
}
interface Standing {
  status: string;
  suspended_until: string | null;
  active_strikes: number;
  decisions: Decision[];
}
interface Appeal {
  appeal_id: number;
  status: string;
  text: string;
  appellant: { user_id: number | null; user_name: string };
  decision: { decision_id: number; action: string; rule: { number: number } | null; moderator: { user_id: number | null }; member: { user_id: number | null } | null };
  decided_by?: { user_id: number | null };
  decision_note?: string;
}
interface Case {
  report_id: number;
  target_type: string;
  target_id: number;
  author_history: { active_strikes: number; decisions: Array<{ action: string; rule: { number: number; title: string } | null; created_at: string }> };
}
interface Notification {
  notification_type: string;
  content: string;
  link: string | null;
}

const DAY_MS = 24 * 3600 * 1000;

/** Statements of reasons, standing, strikes and appeals (issue 42). */
describe('standing: statements of reasons and appeals', () => {
  let t: TestApp;
  let call: Call;
  let mo: Member;
  let max: Member;
  let paka: Member;
  let rule: Rule;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMITS: 'reports=1000/1h,appeals=1000/1d' });
    call = http(t.url);
    mo = await createOperator(t, 'moderator', 'Mo');
    max = await createOperator(t, 'moderator', 'Max');
    paka = await createOperator(t, 'paka', 'Pa');
    rule = (await call<{ rules: Rule[] }>('GET', '/api/rules')).body.rules[1];
  });
  afterAll(() => t.close());

  const standingOf = (m: Member | string) => call<Standing>('GET', '/api/account/standing', { token: typeof m === 'string' ? m : m.token });
  const appeal = (m: Member | string, decisionId: number, text: string) =>
    call<{ appeal: { appeal_id: number; decision_id: number; status: string } }>('POST', '/api/account/appeals', { token: typeof m === 'string' ? m : m.token, body: { decisionId, text } });
  const appeals = (status = 'open', who: Member = mo) => call<{ appeals: Appeal[]; nextCursor: number | null }>('GET', `/api/mod/appeals?status=${status}`, { token: who.token });
  const decide = (body: Record<string, unknown>, who: Member) => call('POST', '/api/mod/decide-appeal', { token: who.token, body });
  const resolve = (body: Record<string, unknown>, who: Member = mo) => call('POST', '/api/mod/resolve-report', { token: who.token, body });
  const caseFor = async (type: string, id: number) =>
    (await call<{ reports: Case[] }>('GET', '/api/mod/reports', { token: mo.token })).body.reports.find((c) => c.target_type === type && c.target_id === id)!;
  const reportPost = (who: Member, postId: number, details?: string) => call('POST', '/api/posts/report-post', { token: who.token, body: { postId, reason: 'spam', details } });
  async function notificationsOf(m: Member | string, match: (n: Notification) => boolean): Promise<Notification[]> {
    const token = typeof m === 'string' ? m : m.token;
    // Delivery runs after the answer; wait for it to land.
    for (let i = 0; i < 50; i++) {
      const res = await call<{ notifications: Notification[] }>('GET', '/api/noti/user-notifications', { token });
      if (res.body.notifications?.some(match)) return res.body.notifications;
      await new Promise((r) => setTimeout(r, 100));
    }
    return (await call<{ notifications: Notification[] }>('GET', '/api/noti/user-notifications', { token })).body.notifications;
  }

  it('a removal is a statement of reasons the author reads in standing, in the app and by e-mail in their language, never naming the reporter', async () => {
    const author = await createMember(t, { userName: 'Aino Author' });
    await t.db.query(`UPDATE users SET language = 'fi' WHERE user_id = $1`, [author.userId]);
    const reporter = await createMember(t, { userName: 'Rita Reporter' });
    const postId = await createPost(call, author, { content: 'Buy cheap watches at my shop' });
    await reportPost(reporter, postId, 'Rita saw this in her feed');
    const c = await caseFor('post', postId);
    const res = await resolve({ reportId: c.report_id, action: 'remove_content', ruleId: rule.rule_id, note: 'Advertising a shop' });
    expect(res.status).toBe(200);

    const standing = await standingOf(author);
    expect(standing.status).toBe(200);
    expect(standing.body).toMatchObject({ status: 'active', suspended_until: null, active_strikes: 1 });
    const d = standing.body.decisions[0];
    expect(d).toMatchObject({
      action: 'remove_content',
      rule: { number: rule.number, title: rule.title },
      note: 'Advertising a shop',
      content_snapshot: 'Buy cheap watches at my shop',
      automated: false,
      reversed: false,
      appeal: { status: 'none' },
    });
    expect(d.suspended_until).toBeUndefined();
    expect(new Date(d.appeal.appealable_until).getTime() - new Date(d.created_at).getTime()).toBe(180 * DAY_MS);

    const notes = await notificationsOf(author, (n) => n.notification_type === 'moderation');
    const notice = notes.find((n) => n.notification_type === 'moderation')!;
    expect(notice.link).toBe('/standing');
    expect(notice.content).toContain(`Moderaattori poisti julkaisusi: “Buy cheap watches at my shop”. Sääntö ${rule.number}: ${rule.title}. Syy: Advertising a shop.`);
    const mail = await t.mailbox.waitFor(author.email, (m) => m.subject === 'Pen: moderointipäätös tilistäsi');
    expect(mail.text).toContain(`Sääntö: Sääntö ${rule.number}: ${rule.title}`);
    expect(mail.text).toContain('Tosiasiat: Advertising a shop');
    expect(mail.text).toContain('automaattisia keinoja ei käytetty');
    expect(mail.text).toContain('http://localhost:3000/standing');

    // Nothing the member reads names who reported them.
    for (const text of [JSON.stringify(standing.body), JSON.stringify(notes), mail.text, mail.html]) {
      expect(text).not.toContain('Rita');
      expect(text).not.toContain(reporter.email);
    }
  });

  it('a reversed appeal restores the post everywhere, removes the strike, and tells the member; the decider must be another moderator', async () => {
    const author = await createMember(t, { userName: 'Petra Poster' });
    const reader = await createMember(t, { userName: 'Reader Ruth' });
    const postId = await createPost(call, author, { content: 'A testimony some found odd' });
    const other = await createPost(call, reader, { content: 'Ruth writes' });
    await addComment(call, author, other, 'Petra comments');
    await reportPost(reader, postId);
    const c = await caseFor('post', postId);
    expect((await resolve({ reportId: c.report_id, action: 'remove_content', ruleId: rule.rule_id, note: 'Looked like spam' })).status).toBe(200);
    expect((await call('GET', `/api/posts/post/${postId}`, { token: reader.token })).status).toBe(404);
    const decisionId = (await standingOf(author)).body.decisions[0].decision_id;

    // Bad input and appeals that are not theirs.
    expect((await appeal(author, decisionId, '  ')).body).toMatchObject({ statusCode: 400, message: 'text is required' });
    expect((await appeal(author, decisionId, 'x'.repeat(2001))).body).toMatchObject({ statusCode: 400, message: 'text cannot be longer than 2000 characters' });
    expect((await appeal(reader, decisionId, 'Not mine')).body).toMatchObject({ statusCode: 404, message: 'Decision not found' });
    expect((await appeal(author, 2147483000, 'Unknown')).status).toBe(404);

    const filed = await appeal(author, decisionId, 'It was my testimony, not an advert.');
    expect(filed.status).toBe(201);
    expect(filed.body.appeal).toMatchObject({ decision_id: decisionId, status: 'open' });
    expect((await appeal(author, decisionId, 'Again')).body).toMatchObject({ statusCode: 409, message: 'An appeal of this decision is already open' });
    expect((await standingOf(author)).body.decisions[0].appeal.status).toBe('open');

    const listed = (await appeals()).body.appeals.find((a) => a.appeal_id === filed.body.appeal.appeal_id)!;
    expect(listed).toMatchObject({
      status: 'open',
      text: 'It was my testimony, not an advert.',
      appellant: { user_id: author.userId, user_name: 'Petra Poster' },
      decision: { decision_id: decisionId, action: 'remove_content', rule: { number: rule.number }, moderator: { user_id: mo.userId }, member: { user_id: author.userId } },
    });
    // Members may not see the appeals queue.
    expect((await call('GET', '/api/mod/appeals', { token: author.token })).status).toBe(403);

    // The moderator who decided may not decide the appeal while another exists.
    const own = await decide({ appealId: filed.body.appeal.appeal_id, outcome: 'reversed', note: 'My mistake' }, mo);
    expect([own.status, own.body.message]).toEqual([403, 'Another moderator must decide an appeal of your own decision']);
    expect((await decide({ appealId: filed.body.appeal.appeal_id, outcome: 'maybe', note: 'x' }, max)).body).toMatchObject({ statusCode: 400, message: 'outcome must be upheld or reversed' });
    expect((await decide({ appealId: filed.body.appeal.appeal_id, outcome: 'reversed' }, max)).body).toMatchObject({ statusCode: 400, message: 'note is required' });

    const done = await decide({ appealId: filed.body.appeal.appeal_id, outcome: 'reversed', note: 'A testimony, not an advert' }, max);
    expect([done.status, done.body]).toEqual([200, { message: 'Appeal decided' }]);
    expect((await decide({ appealId: filed.body.appeal.appeal_id, outcome: 'upheld', note: 'x' }, paka)).body).toMatchObject({ statusCode: 409, message: 'This appeal is already decided' });

    // Restored everywhere: the post, the feed, the author's list.
    expect((await call('GET', `/api/posts/post/${postId}`, { token: reader.token })).status).toBe(200);
    const feed = await call<{ posts: Array<{ posts_id: number }> }>('GET', '/api/posts/feed', { token: author.token });
    expect(feed.body.posts.map((p) => p.posts_id)).toContain(postId);
    const listedPosts = await call<{ posts: Array<{ posts_id: number }> }>('GET', `/api/posts/user-posts/${author.userId}`, { token: reader.token });
    expect(listedPosts.body.posts.map((p) => p.posts_id)).toContain(postId);

    const after = (await standingOf(author)).body;
    expect(after.active_strikes).toBe(0);
    expect(after.decisions[0]).toMatchObject({ decision_id: decisionId, reversed: true, appeal: { status: 'reversed' } });
    expect((await appeal(author, decisionId, 'Once more')).body).toMatchObject({ statusCode: 409, message: 'This decision was already reversed' });
    const decided = (await appeals('decided')).body.appeals.find((a) => a.appeal_id === filed.body.appeal.appeal_id)!;
    expect(decided).toMatchObject({ status: 'reversed', decided_by: { user_id: max.userId }, decision_note: 'A testimony, not an advert' });

    const notes = await notificationsOf(author, (n) => n.content.startsWith('Your appeal was accepted'));
    expect(notes).toContainEqual(expect.objectContaining({ notification_type: 'moderation', content: 'Your appeal was accepted: the decision was reversed. Reason: A testimony, not an advert' }));
    const mail = await t.mailbox.waitFor(author.email, (m) => m.subject === 'Pen: your appeal was decided');
    expect(mail.text).toContain('Your appeal was accepted: the decision was reversed.');

    const { rows } = await t.db.query(`SELECT action, target_type, target_id FROM mod_audit_log WHERE actor_id = $1 ORDER BY entry_id`, [max.userId]);
    expect(rows).toEqual(expect.arrayContaining([
      { action: 'restore_content', target_type: 'post', target_id: postId },
      { action: 'decide_appeal', target_type: 'appeal', target_id: filed.body.appeal.appeal_id },
    ]));
  });

  it('the only moderator may decide the appeal of their own decision; upheld keeps it and the strike', async () => {
    const author = await createMember(t, { userName: 'Walter Warned' });
    const postId = await createPost(call, author, { content: 'Sharp words' });
    await reportPost(paka, postId);
    const c = await caseFor('post', postId);
    expect((await resolve({ reportId: c.report_id, action: 'warn_author', ruleId: rule.rule_id, note: 'Unkind' })).status).toBe(200);
    const decisionId = (await standingOf(author)).body.decisions[0].decision_id;
    const filed = await appeal(author, decisionId, 'I was not unkind');
    // With every other operator gone, the one who decided reviews it.
    await t.db.query(`UPDATE users SET role = 'user' WHERE user_id = ANY($1::int[])`, [[max.userId, paka.userId]]);
    try {
      const res = await decide({ appealId: filed.body.appeal.appeal_id, outcome: 'upheld', note: 'It was unkind' }, mo);
      expect(res.status).toBe(200);
    } finally {
      await t.db.query(`UPDATE users SET role = 'moderator' WHERE user_id = $1`, [max.userId]);
      await t.db.query(`UPDATE users SET role = 'paka' WHERE user_id = $1`, [paka.userId]);
    }
    const after = (await standingOf(author)).body;
    expect(after).toMatchObject({ active_strikes: 1 });
    expect(after.decisions[0]).toMatchObject({ reversed: false, appeal: { status: 'upheld' } });
    expect(await notificationsOf(author, (n) => n.content.startsWith('Your appeal was reviewed'))).toContainEqual(
      expect.objectContaining({ content: 'Your appeal was reviewed: the decision stands. Reason: It was unkind' }),
    );
    // Decided, it may be appealed again (one open appeal at a time).
    expect((await appeal(author, decisionId, 'Please look again')).status).toBe(201);
  });

  it('cases show the author history; strikes end after STRIKE_DAYS; appeals end after 180 days', async () => {
    const author = await createMember(t, { userName: 'Harri History' });
    const first = await createPost(call, author, { content: 'First offence' });
    await reportPost(paka, first);
    await resolve({ reportId: (await caseFor('post', first)).report_id, action: 'warn_author', ruleId: rule.rule_id, note: 'First warning' });
    const second = await createPost(call, author, { content: 'Second offence' });
    await reportPost(paka, second);
    const c = await caseFor('post', second);
    expect(c.author_history).toEqual({ active_strikes: 1, decisions: [{ action: 'warn_author', rule: { number: rule.number, title: rule.title }, created_at: expect.any(String) }] });

    // A strike older than STRIKE_DAYS (90) no longer counts; older than 180 days it cannot be appealed.
    await t.db.query(`UPDATE moderation_decisions SET created_at = now() - interval '181 days' WHERE member_id = $1`, [author.userId]);
    expect((await caseFor('post', second)).author_history.active_strikes).toBe(0);
    const standing = (await standingOf(author)).body;
    expect(standing.active_strikes).toBe(0);
    expect((await appeal(author, standing.decisions[0].decision_id, 'Late')).body).toMatchObject({ statusCode: 409, message: 'The time to appeal this decision has passed' });
  });

  it("a suspended member's limited session shows standing, takes an appeal, allows export and sign-out, refuses a post; reversal lifts the suspension", async () => {
    const author = await createMember(t, { userName: 'Sulo Suspended' });
    const postId = await createPost(call, author, { content: 'Rude reply' });
    await reportPost(paka, postId);
    const c = await caseFor('post', postId);
    const res = await resolve({ reportId: c.report_id, action: 'suspend_author', ruleId: rule.rule_id, note: 'Repeated insults', days: 7 });
    expect(res.status).toBe(200);

    const login = await call<{ accessToken: string; message: string; user: { status: string; suspended_until: string }; standing: Standing }>('POST', '/api/auth/login', {
      body: { email: author.email, password: MEMBER_PASSWORD, deviceId: author.deviceId },
    });
    expect(login.status).toBe(200);
    const until = login.body.user.suspended_until;
    const message = `This account is suspended until ${until.slice(0, 16).replace('T', ' ')} UTC`;
    expect(login.body.user.status).toBe('suspended');
    expect(Math.round((new Date(until).getTime() - Date.now()) / DAY_MS)).toBe(7);
    expect(login.body.message).toBe(message);
    expect(login.body.standing).toMatchObject({ status: 'suspended', suspended_until: until, active_strikes: 1 });
    expect(login.body.standing.decisions[0]).toMatchObject({ action: 'suspend_author', suspended_until: until, note: 'Repeated insults' });
    const token = login.body.accessToken;

    // Refused: posting, the feed, API keys; allowed: profile, standing, export, appeals.
    const post = await call('POST', '/api/posts/create-post', { token, body: { content: 'I am back' } });
    expect([post.status, post.body.message]).toEqual([403, message]);
    expect((await call('GET', '/api/posts/feed', { token })).status).toBe(403);
    expect((await call('POST', '/api/auth/api-keys', { token, body: { name: 'k', scopes: ['read'] } })).status).toBe(403);
    expect((await call('GET', '/api/auth/profile-user-info', { token })).status).toBe(200);
    expect((await standingOf(token)).body).toMatchObject({ status: 'suspended', suspended_until: until });
    expect((await call('POST', '/api/data/request-export', { token })).status).toBe(202);
    const filed = await appeal(token, login.body.standing.decisions[0].decision_id, 'I apologised to him');
    expect(filed.status).toBe(201);

    expect((await decide({ appealId: filed.body.appeal.appeal_id, outcome: 'reversed', note: 'He forgave; lifted' }, max)).status).toBe(200);
    // Lifted at once: the same session is a full one again.
    expect((await call('GET', '/api/posts/feed', { token })).status).toBe(200);
    expect((await standingOf(token)).body).toMatchObject({ status: 'active', suspended_until: null, active_strikes: 0 });
    expect((await call('POST', '/api/auth/logout', { token, body: { deviceId: author.deviceId } })).status).toBe(200);
  });

  it('a suspended member may sign out of the limited session', async () => {
    const member = await createMember(t, { userName: 'Outi Out' });
    expect((await call('POST', '/api/mod/suspend-user', { token: mo.token, body: { userId: member.userId, ruleId: rule.rule_id, note: 'Spam' } })).status).toBe(200);
    const login = await call<{ accessToken: string }>('POST', '/api/auth/login', { body: { email: member.email, password: MEMBER_PASSWORD, deviceId: member.deviceId } });
    expect((await call('POST', '/api/auth/logout', { token: login.body.accessToken, body: { deviceId: member.deviceId } })).status).toBe(200);
    expect((await standingOf(login.body.accessToken)).status).toBe(401);
  });

  it('a reporter may appeal the dismissal of their report once; reversed, the case opens again', async () => {
    const author = await createMember(t, { userName: 'Dora Dismissed' });
    const reporter = await createMember(t, { userName: 'Ilkka Insistent' });
    const bystander = await createMember(t);
    const postId = await createPost(call, author, { content: 'Questionable offer' });
    await reportPost(reporter, postId);
    const c = await caseFor('post', postId);
    expect((await resolve({ reportId: c.report_id, action: 'dismiss' })).status).toBe(200);
    const notes = await notificationsOf(reporter, (n) => n.notification_type === 'report_resolved');
    const link = notes.find((n) => n.notification_type === 'report_resolved')!.link!;
    expect(link).toMatch(/^\/appeal\/\d+$/);
    const decisionId = Number(link.split('/')[2]);
    // The reported member sees no dismissal, and nobody else may appeal it.
    expect((await standingOf(author)).body.decisions).toEqual([]);
    expect((await appeal(author, decisionId, 'Me too')).status).toBe(404);
    expect((await appeal(bystander, decisionId, 'Me too')).status).toBe(404);

    const filed = await appeal(reporter, decisionId, 'It is a scam, look at the link');
    expect(filed.status).toBe(201);
    expect((await decide({ appealId: filed.body.appeal.appeal_id, outcome: 'reversed', note: 'Indeed a scam' }, max)).status).toBe(200);
    expect((await caseFor('post', postId))?.report_id).toBe(c.report_id);
    expect((await appeal(reporter, decisionId, 'Again')).body).toMatchObject({ statusCode: 409 });
  });
});
