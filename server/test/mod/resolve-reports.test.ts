import { createMember, Member } from '../support/members';
import { rowsOut, scansOf } from '../support/plans';
import { http, startTestApp, TestApp } from '../support/test-app';
import { addComment, Call, createPost } from '../posts/helpers';
import { OPEN_CASES_SQL, RESOLVED_CASES_SQL } from '../../src/reports';
import { createOperator } from './helpers';

interface Case {
  report_id: number;
  target_type: string;
  target_id: number;
  reasons: Record<string, number>;
  reporter_count: number;
  status: string;
  target: { content: string | null; media: unknown[]; author: { user_id: number; user_name: string } | null; group: unknown; post_id: number | null; visible: boolean };
  resolution?: { action: string; note: string | null; moderator: { user_id: number | null; user_name: string }; resolved_at: string };
}
interface Queue {
  reports: Case[];
  nextCursor: number | null;
}
interface Listed {
  notifications: Array<{ notification_type: string; content: string; link: string | null }>;
}

/** The report queue and its resolutions (issue #29). */
describe('mod: report queue and resolutions', () => {
  let t: TestApp;
  let call: Call;
  let author: Member;
  let ann: Member;
  let ben: Member;
  let moderator: Member;
  let paka: Member;
  /** The community rule the restricting actions cite (the default set's first). */
  let rule: { rule_id: number; number: number; title: string };

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMITS: 'register=1000/1h,groups=1000/1d,reports=1000/1h' });
    call = http(t.url);
    author = await createMember(t, { userName: 'Author' });
    ann = await createMember(t, { userName: 'Ann' });
    ben = await createMember(t, { userName: 'Ben' });
    moderator = await createOperator(t, 'moderator', 'Mo');
    paka = await createOperator(t, 'paka', 'Pa');
    rule = (await call<{ rules: Array<typeof rule> }>('GET', '/api/rules')).body.rules[0];
  });
  afterAll(() => t.close());

  const queue = (status = 'open', cursor?: number) => call<Queue>('GET', `/api/mod/reports?status=${status}${cursor ? `&cursor=${cursor}` : ''}`, { token: moderator.token });
  const caseFor = async (type: string, id: number) => (await queue()).body.reports.find((c) => c.target_type === type && c.target_id === id)!;
  const resolve = (body: Record<string, unknown>, who: Member = moderator) => call('POST', '/api/mod/resolve-report', { token: who.token, body });
  /** What every restricting action must give: the rule and the facts. */
  const under = (note: string) => ({ ruleId: rule.rule_id, note });
  /** The statement of reasons' tail: the rule, the facts, and until when it may be appealed. */
  const statement = (sentence: string, note: string) => new RegExp(`^${escape(`${sentence}. Rule ${rule.number}: ${rule.title}. Reason: ${note}.`)} You may appeal until \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC in Account standing\\.$`);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const notificationsOf = async (m: Member) => {
    // Delivery runs after the answer; wait for it to land.
    for (let i = 0; i < 50; i++) {
      const res = await call<Listed>('GET', '/api/noti/user-notifications', { token: m.token });
      if (res.body.notifications.some((n) => n.notification_type === 'moderation' || n.notification_type === 'report_resolved')) return res.body.notifications;
      await new Promise((r) => setTimeout(r, 100));
    }
    return (await call<Listed>('GET', '/api/noti/user-notifications', { token: m.token })).body.notifications;
  };

  it('lists one case per target with reason counts, reporters and a preview, oldest first', async () => {
    const first = await createPost(call, author, { content: 'Buy cheap things at my shop' });
    const second = await createPost(call, author, { content: 'Second reported post' });
    await call('POST', '/api/posts/report-post', { token: ann.token, body: { postId: first, reason: 'spam' } });
    await call('POST', '/api/posts/report-post', { token: ben.token, body: { postId: first, reason: 'spam' } });
    await call('POST', '/api/posts/report-post', { token: paka.token, body: { postId: first, reason: 'misinformation' } });
    await call('POST', '/api/posts/report-post', { token: ann.token, body: { postId: second } });
    const res = await queue();
    expect(res.status).toBe(200);
    const ids = res.body.reports.map((c) => c.target_id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const c = res.body.reports.find((x) => x.target_id === first)!;
    expect(c).toMatchObject({
      target_type: 'post',
      reasons: { spam: 2, misinformation: 1 },
      reporter_count: 3,
      status: 'open',
      target: { content: 'Buy cheap things at my shop', media: [], author: { user_id: author.userId, user_name: 'Author' }, group: null, post_id: first, visible: true },
    });
    expect(c.resolution).toBeUndefined();
  });

  it('remove_content hides the post from every read at once, tells the author why and each reporter the outcome', async () => {
    const postId = await createPost(call, author, { content: 'Hateful post to remove' });
    await call('POST', '/api/posts/report-post', { token: ann.token, body: { postId, reason: 'hate' } });
    await call('POST', '/api/posts/report-post', { token: ben.token, body: { postId, reason: 'hate' } });
    const c = await caseFor('post', postId);
    const res = await resolve({ reportId: c.report_id, action: 'remove_content', ...under('Hate speech') });
    expect([res.status, res.body]).toEqual([200, { message: 'Report resolved' }]);

    expect((await call('GET', `/api/posts/post/${postId}`, { token: ann.token })).status).toBe(404);
    expect((await call('GET', `/api/posts/post/${postId}`, { token: author.token })).status).toBe(404);
    const feed = await call<{ posts: Array<{ posts_id: number }> }>('GET', '/api/posts/feed', { token: ann.token });
    expect(feed.body.posts.map((p) => p.posts_id)).not.toContain(postId);

    const authorNotes = await notificationsOf(author);
    expect(authorNotes).toContainEqual(
      expect.objectContaining({ notification_type: 'moderation', content: expect.stringMatching(statement('A moderator removed your post: “Hateful post to remove”', 'Hate speech')), link: '/standing' }),
    );
    for (const reporter of [ann, ben]) {
      expect(await notificationsOf(reporter)).toContainEqual(expect.objectContaining({ notification_type: 'report_resolved', content: 'We reviewed your report: the post was removed' }));
    }

    const resolved = (await queue('resolved')).body.reports.find((x) => x.report_id === c.report_id)!;
    expect(resolved).toMatchObject({ status: 'resolved', target: { visible: false }, resolution: { action: 'remove_content', note: 'Hate speech', moderator: { user_id: moderator.userId, user_name: 'Mo' } } });
    expect((await queue()).body.reports.map((x) => x.report_id)).not.toContain(c.report_id);

    const again = await resolve({ reportId: c.report_id, action: 'dismiss' });
    expect([again.status, again.body.message]).toEqual([409, 'This report is already resolved']);

    const log = await call<{ entries: Array<{ action: string; target_type: string; target_id: number }> }>('GET', '/api/mod/audit-log', { token: moderator.token });
    expect(log.body.entries).toEqual(expect.arrayContaining([
      expect.objectContaining({ action: 'remove_content', target_type: 'post', target_id: postId }),
      expect.objectContaining({ action: 'resolve_report', target_type: 'post', target_id: postId }),
    ]));
  });

  it('dismiss keeps the content and tells the reporter no violation was found', async () => {
    const comment = await addComment(call, author, await createPost(call, author, { content: 'Fine post' }), 'A fine comment');
    await call('POST', '/api/posts/report-comment', { token: ben.token, body: { commentId: comment.comment_id, reason: 'harassment' } });
    const c = await caseFor('comment', comment.comment_id);
    expect(c.target).toMatchObject({ content: 'A fine comment', post_id: comment.post_id, visible: true });
    expect((await resolve({ reportId: c.report_id, action: 'dismiss' })).status).toBe(200);
    expect(await notificationsOf(ben)).toContainEqual(expect.objectContaining({ notification_type: 'report_resolved', content: 'We reviewed your report and found no violation' }));
    const comments = await call<{ comments: Array<{ comment_id: number }> }>('GET', `/api/posts/${comment.post_id}/comments`, { token: ann.token });
    expect(comments.body.comments.map((x) => x.comment_id)).toContain(comment.comment_id);
  });

  it('warn_author sends the author a moderation notification with the note', async () => {
    const warned = await createMember(t, { userName: 'Warned' });
    const postId = await createPost(call, warned, { content: 'Borderline words' });
    await call('POST', '/api/posts/report-post', { token: ann.token, body: { postId, reason: 'harassment' } });
    const c = await caseFor('post', postId);
    expect((await resolve({ reportId: c.report_id, action: 'warn_author', ...under('Please keep it kind') })).status).toBe(200);
    expect(await notificationsOf(warned)).toContainEqual(
      expect.objectContaining({ notification_type: 'moderation', content: expect.stringMatching(statement('A moderator warned you about your post: “Borderline words”', 'Please keep it kind')), link: '/standing' }),
    );
    expect((await call('GET', `/api/posts/post/${postId}`, { token: ann.token })).status).toBe(200);
  });

  it('suspend_author suspends the author of a reported group comment, whose session ends', async () => {
    const host = await createMember(t, { userName: 'Host' });
    const rude = await createMember(t, { userName: 'Rude' });
    const groupId = (await call<{ groupId: number }>('POST', '/api/groups/create-group', { token: host.token, body: { groupTitle: 'Prayer circle', description: 'We pray', visibility: 'group_public' } })).body.groupId;
    await t.db.query(`INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', 'member', $2, $2)`, [groupId, rude.userId]);
    const gc = await call<{ comment: { comment_id: number } }>('POST', `/api/groups/${groupId}/new-comment`, { token: rude.token, body: { content: 'Rude words', isReady: true } });
    await call('POST', '/api/groups/report-comment-in-group', { token: host.token, body: { commentId: gc.body.comment.comment_id, reason: 'harassment' } });
    const c = await caseFor('group_comment', gc.body.comment.comment_id);
    expect(c.target).toMatchObject({ content: 'Rude words', group: { group_id: groupId, title: 'Prayer circle' }, author: { user_id: rude.userId } });
    expect((await resolve({ reportId: c.report_id, action: 'suspend_author', ...under('Repeated harassment'), days: 7 })).status).toBe(200);
    expect((await call('GET', '/api/posts/feed', { token: rude.token })).status).toBe(401);
    const { rows } = await t.db.query(`SELECT status, suspended_until FROM users WHERE user_id = $1`, [rude.userId]);
    expect(rows[0].status).toBe('suspended');
    expect(Math.round((new Date(rows[0].suspended_until).getTime() - Date.now()) / 86400000)).toBe(7);
    expect(await notificationsOf(host)).toContainEqual(expect.objectContaining({ content: 'We reviewed your report: the account was suspended' }));
  });

  it('refuses a moderator acting on a paka\'s content (403) and allows the paka to act on a moderator\'s', async () => {
    const pakaPost = await createPost(call, paka, { content: 'Announcement by the paka' });
    await call('POST', '/api/posts/report-post', { token: ann.token, body: { postId: pakaPost } });
    const c = await caseFor('post', pakaPost);
    for (const action of ['remove_content', 'warn_author', 'suspend_author']) {
      const res = await resolve({ reportId: c.report_id, action, ...under('Not allowed') });
      expect([action, res.status, res.body.message]).toEqual([action, 403, 'A moderator cannot act on another moderator or a paka']);
    }
    expect((await call('GET', `/api/posts/post/${pakaPost}`, { token: ann.token })).status).toBe(200);
    expect((await resolve({ reportId: c.report_id, action: 'dismiss' })).status).toBe(200);

    const modPost = await createPost(call, moderator, { content: 'A moderator post' });
    await call('POST', '/api/posts/report-post', { token: ann.token, body: { postId: modPost } });
    expect((await resolve({ reportId: (await caseFor('post', modPost)).report_id, action: 'remove_content', ...under('Off topic') }, paka)).status).toBe(200);
  });

  it('answers 404 for an unknown case, 400 for bad fields and for removing a member', async () => {
    expect((await resolve({ reportId: 2147483000, action: 'dismiss' })).status).toBe(404);
    const bad = await resolve({ reportId: 1, action: 'ban' });
    expect([bad.status, bad.body.message]).toEqual([400, 'action must be one of dismiss, remove_content, warn_author, suspend_author, approve_content']);
    expect((await resolve({ reportId: 1, action: 'suspend_author', days: 0 })).status).toBe(400);
    expect((await resolve({ reportId: 1, action: 'dismiss', extra: 1 })).status).toBe(400);
    const target = await createMember(t, { userName: 'Reported Member' });
    const reported = await call('POST', '/api/conn/report-user', { token: ann.token, body: { targetUserId: target.userId, reason: 'spam' } });
    expect([reported.status, reported.body]).toEqual([200, { message: 'User reported' }]);
    const c = await caseFor('user', target.userId);
    expect(c.target).toMatchObject({ author: { user_id: target.userId, user_name: 'Reported Member' }, visible: true });
    const res = await resolve({ reportId: c.report_id, action: 'remove_content', ...under('Spam account') });
    expect([res.status, res.body.message]).toEqual([400, 'A member cannot be removed; suspend the account instead']);
    // Every action but dismiss cites a current rule and the facts.
    for (const action of ['remove_content', 'warn_author', 'suspend_author']) {
      const noRule = await resolve({ reportId: c.report_id, action, note: 'Spam account' });
      expect([action, noRule.status, noRule.body.message]).toEqual([action, 400, 'ruleId is required for this action']);
      const noNote = await resolve({ reportId: c.report_id, action, ruleId: rule.rule_id, note: '  ' });
      expect([action, noNote.status, noNote.body.message]).toEqual([action, 400, 'note is required for this action: write the facts']);
    }
    const archived = await resolve({ reportId: c.report_id, action: 'warn_author', ruleId: 999999, note: 'x' });
    expect([archived.status, archived.body.message]).toEqual([400, 'ruleId must name a current community rule']);
    expect((await call('GET', '/api/mod/reports?status=closed', { token: moderator.token })).status).toBe(400);
  });

  it('pages the open queue with a cursor, and both queues walk their index at 100 000 cases', async () => {
    await t.db.query(
      `INSERT INTO report_cases (target_type, target_id, reporter_count, opened_at, status, resolved_at)
       SELECT 'post', 1000000 + g, 1, now() - interval '1 day' + g * interval '1 ms',
              CASE WHEN g % 2 = 0 THEN 'open' ELSE 'resolved' END, CASE WHEN g % 2 = 0 THEN NULL ELSE now() - g * interval '1 ms' END
         FROM generate_series(1, 100000) g`,
    );
    await t.db.query('ANALYZE report_cases');
    const page1 = await queue();
    expect(page1.body.reports).toHaveLength(20);
    const page2 = await queue('open', page1.body.nextCursor!);
    expect(page2.body.reports).toHaveLength(20);
    expect(page2.body.reports[0].target_id).toBe(page1.body.reports[19].target_id + 2);
    for (const sql of [OPEN_CASES_SQL, RESOLVED_CASES_SQL]) {
      const scans = await scansOf(t.db, sql, [page1.body.nextCursor], 'report_cases', { alias: 'c' });
      expect(scans).toHaveLength(1);
      // An index walk stops after the page: no scan of every case.
      expect(rowsOut(scans[0])).toBeLessThanOrEqual(21);
    }
  });
});
