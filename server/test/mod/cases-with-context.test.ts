import { RemovedPostsPurgeProcessor } from '../../src/posts/removed-content-purge.processor';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { addComment, Call, createPost } from '../posts/helpers';
import { createOperator } from './helpers';

interface Ref {
  user_id: number | null;
  user_name: string;
}
interface CaseReport {
  reason: string;
  rule: unknown;
  details: string | null;
  reporter: Ref;
  created_at: string;
}
interface Case {
  report_id: number;
  target_type: string;
  target_id: number;
  reports: CaseReport[];
  target: { content: string | null; author: Ref | null; url: string | null; context: unknown; visible: boolean };
}
interface Snapshot {
  text: string;
  media: Array<{ media_id: number; media_type: string }>;
  author: Ref;
}
interface Entry {
  entry_id: number;
  action: string;
  target_type: string;
  target_id: number;
  target_label: string | null;
  snapshot: Snapshot | null;
}

/** Cases with context (issue 42): every report with its details and reporter, the content's place, and an audit log that names and keeps what was acted on. */
describe('mod: cases with context and the audit log', () => {
  let t: TestApp;
  let call: Call;
  let troll: Member;
  let zelda: Member;
  let yusuf: Member;
  let moderator: Member;
  /** The community rule every restricting action cites (issue 42: rule and facts required). */
  let ruleId: number;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMITS: 'register=1000/1h,groups=1000/1d,reports=1000/1h' });
    call = http(t.url);
    troll = await createMember(t, { userName: 'Mark Troll' });
    zelda = await createMember(t, { userName: 'Zelda Reporter' });
    yusuf = await createMember(t, { userName: 'Yusuf Reporter' });
    moderator = await createOperator(t, 'moderator', 'Mo');
    ruleId = (await call<{ rules: Array<{ rule_id: number }> }>('GET', '/api/rules')).body.rules[0].rule_id;
  });
  afterAll(() => t.close());

  const openCases = async () => (await call<{ reports: Case[] }>('GET', '/api/mod/reports?status=open', { token: moderator.token })).body.reports;
  const caseFor = async (type: string, id: number) => (await openCases()).find((c) => c.target_type === type && c.target_id === id)!;
  const auditFor = async (type: string, id: number) =>
    (await call<{ entries: Entry[] }>('GET', '/api/mod/audit-log', { token: moderator.token })).body.entries.filter((e) => e.target_type === type && e.target_id === id);
  const resolve = (reportId: number, action: string, note = 'Spam links') => call('POST', '/api/mod/resolve-report', { token: moderator.token, body: { reportId, action, ruleId, note } });

  it('lists every report of a case, oldest first, with reason, details, reporter and date; a repeated report keeps its place and takes the new words', async () => {
    const postId = await createPost(call, troll, { content: 'Reported twice' });
    await call('POST', '/api/posts/report-post', { token: zelda.token, body: { postId, reason: 'harassment', details: 'First words' } });
    await call('POST', '/api/posts/report-post', { token: yusuf.token, body: { postId, reason: 'spam', details: '  links to a shop  ' } });
    await call('POST', '/api/posts/report-post', { token: zelda.token, body: { postId, reason: 'spam', details: 'He keeps posting links' } });
    const c = await caseFor('post', postId);
    expect(c.reports).toEqual([
      { reason: 'spam', rule: null, details: 'He keeps posting links', reporter: { user_id: zelda.userId, user_name: 'Zelda Reporter' }, created_at: expect.any(String) },
      { reason: 'spam', rule: null, details: 'links to a shop', reporter: { user_id: yusuf.userId, user_name: 'Yusuf Reporter' }, created_at: expect.any(String) },
    ]);
    expect(Date.parse(c.reports[0].created_at)).toBeLessThanOrEqual(Date.parse(c.reports[1].created_at));
  });

  it('shows the community rule each report cited, with its number and title, and still after the rule is archived', async () => {
    const paka = await createOperator(t, 'paka', 'Pa');
    const rules = (await call<{ rules: Array<{ rule_id: number; number: number; title: string }> }>('GET', '/api/rules')).body.rules;
    const created = await call<{ rule: { rule_id: number; number: number; title: string } }>('POST', '/api/mod/rules', { token: paka.token, body: { title: 'No selling', description: 'Pen is not a market.' } });
    expect(created.status).toBe(201);
    const selling = created.body.rule;
    const postId = await createPost(call, troll, { content: 'Cheap sandals for sale' });
    expect((await call('POST', '/api/posts/report-post', { token: zelda.token, body: { postId, reason: 'spam', ruleId: selling.rule_id } })).status).toBe(200);
    expect((await call('POST', '/api/posts/report-post', { token: yusuf.token, body: { postId, reason: 'harassment', ruleId: rules[0].rule_id } })).status).toBe(200);
    expect((await call('DELETE', `/api/mod/rules/${selling.rule_id}`, { token: paka.token })).status).toBe(200);

    expect((await caseFor('post', postId)).reports.map((r) => r.rule)).toEqual([
      { rule_id: selling.rule_id, number: selling.number, title: 'No selling' },
      { rule_id: rules[0].rule_id, number: rules[0].number, title: rules[0].title },
    ]);
  });

  it('gives each kind of target the path that opens it in context, and a comment its post, a group comment its group', async () => {
    const postId = await createPost(call, troll, { content: 'The post under discussion' });
    const comment = await addComment(call, troll, postId, 'A rude comment');
    const groupId = (await call<{ groupId: number }>('POST', '/api/groups/create-group', {
      token: troll.token, body: { groupTitle: 'Troll club', description: 'A group', visibility: 'group_public' },
    })).body.groupId;
    const gc = await call<{ comment: { comment_id: number } }>('POST', `/api/groups/${groupId}/new-comment`, { token: troll.token, body: { content: 'Rude in a group', isReady: true } });
    const groupCommentId = gc.body.comment.comment_id;
    await t.db.query(`INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', 'member', $2, $2)`, [groupId, zelda.userId]);
    const reports: Array<[string, Record<string, unknown>]> = [
      ['/api/posts/report-post', { postId, reason: 'spam' }],
      ['/api/posts/report-comment', { commentId: comment.comment_id, reason: 'hate' }],
      ['/api/groups/report-group', { groupId, reason: 'spam' }],
      ['/api/groups/report-comment-in-group', { commentId: groupCommentId, reason: 'harassment' }],
      ['/api/conn/report-user', { targetUserId: troll.userId, reason: 'spam' }],
    ];
    for (const [path, body] of reports) expect((await call('POST', path, { token: zelda.token, body })).status).toBe(200);
    const cases = await openCases();
    const target = (type: string, id: number) => cases.find((c) => c.target_type === type && c.target_id === id)!.target;
    const author = { user_id: troll.userId, user_name: 'Mark Troll' };

    expect(target('post', postId)).toMatchObject({ url: `/post/${postId}`, context: null });
    expect(target('comment', comment.comment_id)).toMatchObject({
      content: 'A rude comment',
      url: `/post/${postId}#comment-${comment.comment_id}`,
      context: { post: { post_id: postId, content: 'The post under discussion', author, visible: true, url: `/post/${postId}` }, group: null },
    });
    expect(target('group', groupId)).toMatchObject({ url: `/group/${groupId}`, context: null });
    expect(target('group_comment', groupCommentId)).toMatchObject({
      url: `/group/${groupId}#group-comment-${groupCommentId}`,
      context: { post: null, group: { group_id: groupId, title: 'Troll club', url: `/group/${groupId}` } },
    });
    expect(target('user', troll.userId)).toMatchObject({ url: `/userpen?userId=${troll.userId}`, context: null, author });
  });

  it('answers the queue and the audit log to operators only', async () => {
    for (const path of ['/api/mod/reports', '/api/mod/audit-log']) {
      const res = await call<{ message: string }>('GET', path, { token: troll.token });
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('Reporter');
    }
  });

  it('never names a reporter to the reported member: not in their notifications, their posts, the comments or their profile', async () => {
    const postId = await createPost(call, troll, { content: 'Will be removed' });
    // On another post: a removed post takes the notifications pointing at it out of the inbox.
    const hostId = await createPost(call, troll, { content: 'Stays' });
    const comment = await addComment(call, troll, hostId, 'Will be warned about');
    await call('POST', '/api/posts/report-post', { token: zelda.token, body: { postId, reason: 'spam', details: 'Secret details from Zelda' } });
    await call('POST', '/api/posts/report-comment', { token: yusuf.token, body: { commentId: comment.comment_id, reason: 'hate', details: 'Secret details from Yusuf' } });
    const commentCase = await caseFor('comment', comment.comment_id);
    expect((await resolve(commentCase.report_id, 'warn_author', 'Be kind')).status).toBe(200);
    const postCase = await caseFor('post', postId);
    expect((await resolve(postCase.report_id, 'remove_content')).status).toBe(200);

    let notices = '';
    for (let i = 0; i < 50 && !notices.includes('Be kind'); i++) {
      notices = JSON.stringify((await call('GET', '/api/noti/user-notifications', { token: troll.token })).body);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(notices).toContain('Be kind');
    const read = async (path: string) => {
      const res = await call('GET', path, { token: troll.token });
      expect(res.status).toBe(200);
      return JSON.stringify(res.body);
    };
    const seen = [notices, await read(`/api/posts/${hostId}/comments`), await read('/api/auth/profile-user-info'), await read('/api/posts/my-posts')].join('\n');
    for (const secret of ['Zelda', 'Yusuf', 'Secret details', `"reporter`]) expect(seen).not.toContain(secret);
  });

  it('names the target and keeps the content as it was when acted on, after the content is purged', async () => {
    const postId = await createPost(call, troll, { content: 'BUY CHEAP watches and phones at my shop today, only today' });
    const { rows } = await t.db.query(`INSERT INTO media (posts_id, user_id, media_type, path, status) VALUES ($1, $2, 'image', 'uploads/media/shop.jpg', 'ready') RETURNING media_id`, [postId, troll.userId]);
    const mediaId: number = rows[0].media_id;
    await call('POST', '/api/posts/report-post', { token: zelda.token, body: { postId, reason: 'spam' } });
    expect((await resolve((await caseFor('post', postId)).report_id, 'remove_content')).status).toBe(200);

    const label = 'Mark Troll\'s post “BUY CHEAP watches and phones at my shop…”';
    const snapshot = { text: 'BUY CHEAP watches and phones at my shop today, only today', media: [{ media_id: mediaId, media_type: 'image' }], author: { user_id: troll.userId, user_name: 'Mark Troll' } };
    const expected = [
      { action: 'remove_content', target_label: label, snapshot },
      { action: 'resolve_report', target_label: label, snapshot },
    ];
    expect((await auditFor('post', postId)).map((e) => ({ action: e.action, target_label: e.target_label, snapshot: e.snapshot })).sort((a, b) => a.action.localeCompare(b.action))).toEqual(expected);

    // Thirty days on, the purge deletes the post and its media; the log still shows what it was.
    await t.db.query(`UPDATE posts SET removed_at = now() - interval '31 days' WHERE posts_id = $1`, [postId]);
    await t.app.get(RemovedPostsPurgeProcessor).purge();
    expect((await t.db.query(`SELECT 1 FROM posts WHERE posts_id = $1`, [postId])).rowCount).toBe(0);
    expect((await auditFor('post', postId)).map((e) => ({ action: e.action, target_label: e.target_label, snapshot: e.snapshot })).sort((a, b) => a.action.localeCompare(b.action))).toEqual(expected);
  });

  it('names a member\'s account, keeps the warned comment with a warning, and no snapshot with a suspension', async () => {
    const member = await createMember(t, { userName: 'Quiet Quentin' });
    const postId = await createPost(call, troll, { content: 'Host post' });
    const comment = await addComment(call, member, postId, 'Short rude words');
    await call('POST', '/api/posts/report-comment', { token: zelda.token, body: { commentId: comment.comment_id, reason: 'hate' } });
    expect((await resolve((await caseFor('comment', comment.comment_id)).report_id, 'warn_author', 'Be kind')).status).toBe(200);
    expect((await call('POST', '/api/mod/suspend-user', { token: moderator.token, body: { userId: member.userId, ruleId, note: 'Repeated', days: 3 } })).status).toBe(200);

    const entries = await auditFor('user', member.userId);
    const author = { user_id: member.userId, user_name: 'Quiet Quentin' };
    expect(entries.map((e) => ({ action: e.action, target_label: e.target_label, snapshot: e.snapshot }))).toEqual([
      { action: 'suspend_user', target_label: 'Quiet Quentin\'s account', snapshot: null },
      { action: 'warn_author', target_label: 'Quiet Quentin\'s account', snapshot: { text: 'Short rude words', media: [], author } },
    ]);
    const [resolved] = await auditFor('comment', comment.comment_id);
    expect(resolved).toMatchObject({ action: 'resolve_report', target_label: 'Quiet Quentin\'s comment “Short rude words”', snapshot: { text: 'Short rude words', media: [], author } });
  });
});
