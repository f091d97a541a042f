import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { addComment, Call, createPost } from '../posts/helpers';

/** Reports say why, repeat as updates, and gather into one case per target (issue #28). */
describe('reports: reasons, details and cases', () => {
  let t: TestApp;
  let call: Call;
  let author: Member;
  let ann: Member;
  let ben: Member;

  beforeAll(async () => {
    // One reporter reports many targets here, past a real member's 30 an hour.
    t = await startTestApp({ APP_ROLE: 'api', RATE_LIMITS: 'register=1000/1h,groups=1000/1d,reports=1000/1h' });
    call = http(t.url);
    author = await createMember(t, { userName: 'Author' });
    ann = await createMember(t, { userName: 'Ann' });
    ben = await createMember(t, { userName: 'Ben' });
  });
  afterAll(() => t.close());

  const report = (path: string, who: Member, body: Record<string, unknown>) => call('POST', path, { token: who.token, body });
  const reportsOf = async (type: string, id: number) =>
    (await t.db.query(`SELECT reporter_id, reason, details FROM reports WHERE target_type = $1 AND target_id = $2 ORDER BY reporter_id`, [type, id])).rows;
  const caseOf = async (type: string, id: number) =>
    (await t.db.query(`SELECT status, reporter_count, first_reported_at, last_reported_at, opened_at, resolved_at FROM report_cases WHERE target_type = $1 AND target_id = $2`, [type, id])).rows;

  it('defaults the reason to other when an older client sends only the id', async () => {
    const postId = await createPost(call, author, { content: 'Old client' });
    const res = await report('/api/posts/report-post', ann, { postId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Post reported' });
    expect(await reportsOf('post', postId)).toEqual([{ reporter_id: ann.userId, reason: 'other', details: null }]);
  });

  it('stores the reason and trimmed details of every kind of report', async () => {
    const postId = await createPost(call, author, { content: 'Spam here' });
    const comment = await addComment(call, author, postId, 'Hateful words');
    expect((await report('/api/posts/report-post', ann, { postId, reason: 'spam', details: '  buy now links  ' })).status).toBe(200);
    expect((await report('/api/posts/report-comment', ann, { commentId: comment.comment_id, reason: 'hate' })).body).toEqual({ message: 'Comment reported' });
    expect(await reportsOf('post', postId)).toEqual([{ reporter_id: ann.userId, reason: 'spam', details: 'buy now links' }]);
    expect(await reportsOf('comment', comment.comment_id)).toEqual([{ reporter_id: ann.userId, reason: 'hate', details: null }]);

    const groupId = (await call<{ groupId: number }>('POST', '/api/groups/create-group', {
      token: author.token, body: { groupTitle: 'Reported group', description: 'A group', visibility: 'group_public' },
    })).body.groupId;
    expect((await report('/api/groups/report-group', ann, { groupId, reason: 'misinformation', details: 'false claims' })).body).toEqual({ message: 'Group reported' });
    expect(await reportsOf('group', groupId)).toEqual([{ reporter_id: ann.userId, reason: 'misinformation', details: 'false claims' }]);
    await t.db.query(`INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', 'member', $2, $2)`, [groupId, ann.userId]);
    const gc = await call<{ comment: { comment_id: number } }>('POST', `/api/groups/${groupId}/new-comment`, { token: author.token, body: { content: 'Rude', isReady: true } });
    expect(gc.status).toBe(201);
    const groupCommentId = gc.body.comment.comment_id;
    expect((await report('/api/groups/report-comment-in-group', ann, { commentId: groupCommentId, reason: 'harassment' })).body).toEqual({ message: 'Comment reported' });
    expect(await reportsOf('group_comment', groupCommentId)).toEqual([{ reporter_id: ann.userId, reason: 'harassment', details: null }]);
  });

  it.each([
    ['an unknown reason', { reason: 'boring' }, 'reason must be one of spam, harassment, hate, violence, self_harm, sexual_content, misinformation, other, spiritual_abuse, fundraising_scam, private_information'],
    ['a numeric reason', { reason: 3 }, 'reason must be one of spam, harassment, hate, violence, self_harm, sexual_content, misinformation, other, spiritual_abuse, fundraising_scam, private_information'],
    ['details over 1000 characters', { details: 'x'.repeat(1001) }, 'details cannot be longer than 1000 characters'],
    ['details that are not text', { details: 42 }, 'details must be text'],
  ])('refuses %s with 400 on every report route', async (_, extra, message) => {
    const postId = await createPost(call, author, { content: 'Bad input' });
    const comment = await addComment(call, author, postId, 'Bad input comment');
    for (const [path, body] of [
      ['/api/posts/report-post', { postId }],
      ['/api/posts/report-comment', { commentId: comment.comment_id }],
      ['/api/groups/report-group', { groupId: 1 }],
      ['/api/groups/report-comment-in-group', { commentId: 1 }],
      ['/api/conn/report-user', { targetUserId: author.userId, reason: 'spam' }],
    ] as const) {
      const res = await report(path, ann, { ...body, ...extra });
      expect([path, res.status]).toEqual([path, 400]);
      expect([res.body.message].flat()).toContain(message);
    }
    expect(await reportsOf('post', postId)).toEqual([]);
  });

  it('accepts details of exactly 1000 characters', async () => {
    const postId = await createPost(call, author, { content: 'Long details' });
    expect((await report('/api/posts/report-post', ann, { postId, reason: 'other', details: 'y'.repeat(1000) })).status).toBe(200);
    expect((await reportsOf('post', postId))[0].details).toHaveLength(1000);
  });

  it('updates the reason and details when the same member reports again, keeping one row', async () => {
    const postId = await createPost(call, author, { content: 'Repeat' });
    await report('/api/posts/report-post', ann, { postId, reason: 'spam', details: 'first' });
    expect((await report('/api/posts/report-post', ann, { postId, reason: 'violence', details: 'second' })).body).toEqual({ message: 'Post reported' });
    expect(await reportsOf('post', postId)).toEqual([{ reporter_id: ann.userId, reason: 'violence', details: 'second' }]);
    await report('/api/posts/report-post', ann, { postId });
    expect(await reportsOf('post', postId)).toEqual([{ reporter_id: ann.userId, reason: 'other', details: null }]);
    expect((await caseOf('post', postId))[0].reporter_count).toBe(1);
  });

  it('keeps one case per target: counts reporters, moves last_reported_at, and reopens a resolved case', async () => {
    const postId = await createPost(call, author, { content: 'Case' });
    await report('/api/posts/report-post', ann, { postId, reason: 'spam' });
    const [first] = await caseOf('post', postId);
    expect(first).toMatchObject({ status: 'open', reporter_count: 1, resolved_at: null });
    expect(first.last_reported_at).toEqual(first.first_reported_at);

    await report('/api/posts/report-post', ben, { postId, reason: 'hate' });
    await report('/api/posts/report-post', ben, { postId, reason: 'spam' });
    const [second] = await caseOf('post', postId);
    expect(second).toMatchObject({ status: 'open', reporter_count: 2 });
    expect(second.first_reported_at).toEqual(first.first_reported_at);
    expect(second.last_reported_at.getTime()).toBeGreaterThan(first.last_reported_at.getTime());
    // Reason counts are derived from the reports of the target.
    const reasons = await t.db.query(`SELECT reason, count(*)::int AS n FROM reports WHERE target_type = 'post' AND target_id = $1 GROUP BY reason`, [postId]);
    expect(reasons.rows).toEqual([{ reason: 'spam', n: 2 }]);

    // An operator resolves it (the queue is another issue); a new report opens it again.
    await t.db.query(`UPDATE report_cases SET status = 'resolved', resolved_at = now() WHERE target_type = 'post' AND target_id = $1`, [postId]);
    const carl = await createMember(t, { userName: 'Carl' });
    await report('/api/posts/report-post', carl, { postId, reason: 'violence' });
    const [reopened] = await caseOf('post', postId);
    expect(reopened).toMatchObject({ status: 'open', reporter_count: 3, resolved_at: null });
    expect(reopened.opened_at.getTime()).toBeGreaterThan(first.opened_at.getTime());

    // A repeated report by an earlier reporter also reopens it, without counting them twice.
    await t.db.query(`UPDATE report_cases SET status = 'resolved', resolved_at = now() WHERE target_type = 'post' AND target_id = $1`, [postId]);
    await report('/api/posts/report-post', ann, { postId, reason: 'spam', details: 'still there' });
    expect((await caseOf('post', postId))[0]).toMatchObject({ status: 'open', reporter_count: 3 });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM report_cases WHERE target_type = 'post' AND target_id = $1`, [postId])).rows[0].n).toBe(1);
  });

  it('lists open cases urgent first, then oldest first, from the partial index', async () => {
    // The table is tiny here, so a sequential scan would win; the point is that the index serves the order.
    await t.db.query(`SET enable_seqscan = off; SET enable_bitmapscan = off`);
    const plan = await t.db.query(`EXPLAIN SELECT case_id FROM report_cases WHERE status = 'open' ORDER BY NOT urgent, opened_at, case_id LIMIT 50`);
    await t.db.query(`RESET enable_seqscan; RESET enable_bitmapscan`);
    expect(JSON.stringify(plan.rows)).toContain('report_cases_open_idx');
    expect(JSON.stringify(plan.rows)).not.toContain('Sort');
  });

  it('refuses to report content the member cannot see, with 404 as before', async () => {
    const hidden = await createPost(call, author, { content: 'Friends only', visibility: 'friends' });
    const res = await report('/api/posts/report-post', ann, { postId: hidden, reason: 'spam' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Post not found');
    const visible = await createPost(call, author, { content: 'Public with comment' });
    const comment = await addComment(call, author, visible, 'A comment');
    await t.db.query(`UPDATE posts SET visibility = 'friends' WHERE posts_id = $1`, [visible]);
    expect((await report('/api/posts/report-comment', ann, { commentId: comment.comment_id, reason: 'spam' })).status).toBe(404);
    const privateGroup = (await call<{ groupId: number }>('POST', '/api/groups/create-group', {
      token: author.token, body: { groupTitle: 'Hidden group', description: 'Private', visibility: 'group_private' },
    })).body.groupId;
    expect((await report('/api/groups/report-group', ann, { groupId: privateGroup, reason: 'spam' })).status).toBe(404);
    const gc = await call<{ comment: { comment_id: number } }>('POST', `/api/groups/${privateGroup}/new-comment`, { token: author.token, body: { content: 'Members only', isReady: true } });
    expect((await report('/api/groups/report-comment-in-group', ann, { commentId: gc.body.comment.comment_id, reason: 'spam' })).status).toBe(404);
    for (const [type, id] of [['post', hidden], ['comment', comment.comment_id], ['group', privateGroup], ['group_comment', gc.body.comment.comment_id]] as const) {
      expect(await reportsOf(type, id)).toEqual([]);
      expect(await caseOf(type, id)).toEqual([]);
    }
  });

  describe('POST /api/conn/report-user', () => {
    it('reports a member with a reason and updates it when repeated', async () => {
      const res = await report('/api/conn/report-user', ann, { targetUserId: author.userId, reason: 'harassment', details: 'Messages me' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'User reported' });
      await report('/api/conn/report-user', ann, { targetUserId: author.userId, reason: 'self_harm' });
      expect(await reportsOf('user', author.userId)).toEqual([{ reporter_id: ann.userId, reason: 'self_harm', details: null }]);
      expect((await caseOf('user', author.userId))[0]).toMatchObject({ status: 'open', reporter_count: 1 });
    });

    it('requires a reason and a member id', async () => {
      const noReason = await report('/api/conn/report-user', ann, { targetUserId: author.userId });
      expect(noReason.status).toBe(400);
      const noTarget = await report('/api/conn/report-user', ann, { reason: 'spam' });
      expect(noTarget.status).toBe(400);
      expect([noTarget.body.message].flat()).toContain('targetUserId must be a member id');
    });

    it('answers 400 for oneself and 404 for an unknown or deleted member', async () => {
      const self = await report('/api/conn/report-user', ann, { targetUserId: ann.userId, reason: 'spam' });
      expect(self.status).toBe(400);
      expect(self.body.message).toBe('You cannot report yourself');
      const unknown = await report('/api/conn/report-user', ann, { targetUserId: 999999, reason: 'spam' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('User not found');
      const gone = await createMember(t, { userName: 'Gone', status: 'deleted' });
      expect((await report('/api/conn/report-user', ann, { targetUserId: gone.userId, reason: 'spam' })).status).toBe(404);
      expect(await reportsOf('user', gone.userId)).toEqual([]);
    });
  });

  it('drops a purged reporter from the case count', async () => {
    const postId = await createPost(call, author, { content: 'Purge' });
    const dora = await createMember(t, { userName: 'Dora' });
    await report('/api/posts/report-post', dora, { postId, reason: 'spam' });
    await report('/api/posts/report-post', ben, { postId, reason: 'spam' });
    await t.db.query(`DELETE FROM users WHERE user_id = $1`, [dora.userId]);
    expect((await caseOf('post', postId))[0].reporter_count).toBe(1);
  });
});
