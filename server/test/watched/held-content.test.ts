import sharp from 'sharp';
import { createOperator } from '../mod/helpers';
import { Call, CommentBody, createPost, PostBody } from '../posts/helpers';
import { upload, waitFor } from '../media/media-support';
import { eventually } from '../noti/fixtures';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

type Comment = CommentBody & { held: boolean };
interface Case { report_id: number; target_type: string; target_id: number; automated: boolean; held: boolean; matched_phrase: string | null }
interface AuditEntry { action: string; target_type: string; target_id: number; snapshot: { text: string; matched_phrase?: string } | null }

/**
 * Held comments (issue 42, watched words' `require_approval`) as their author and others read
 * them, approval that waits for media, and the phrase that opened an automated case.
 */
describe('watched words: held comments and the matched phrase', () => {
  let t: TestApp;
  let call: Call;
  let author: Member;
  let reader: Member;
  let moderator: Member;
  let paka: Member;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMITS: 'posts=1000/1h,comments=1000/1h,moderation=1000/1h' });
    call = http(t.url);
    author = await createMember(t, { userName: 'Author' });
    reader = await createMember(t, { userName: 'Reader' });
    moderator = await createOperator(t, 'moderator', 'Mo');
    paka = await createOperator(t, 'paka', 'Pa');
    for (const [phrase, action] of [['Special Offer', 'require_approval'], ['Miracle Cure', 'flag']]) {
      expect((await call('POST', '/api/mod/watched-words', { token: paka.token, body: { phrase, action } })).status).toBe(201);
    }
  });
  afterAll(() => t.close());

  const caseOf = async (type: string, id: number, status = 'open') =>
    (await call<{ reports: Case[] }>('GET', `/api/mod/reports?status=${status}`, { token: moderator.token })).body.reports.find((c) => c.target_type === type && c.target_id === id)!;
  const comments = async (who: Member, postId: number) => (await call<{ comments: Comment[] }>('GET', `/api/posts/${postId}/comments`, { token: who.token })).body.comments;
  const inline = async (who: Member, postId: number) => (await call<{ post: PostBody & { comments: Comment[] } }>('GET', `/api/posts/post/${postId}`, { token: who.token })).body.post.comments;
  const approve = (reportId: number) => call('POST', '/api/mod/resolve-report', { token: moderator.token, body: { reportId, action: 'approve_content', note: 'Fine after all' } });
  const newComment = (postId: number, body: Record<string, unknown>) => call<{ comment: Comment }>('POST', `/api/posts/${postId}/new-comment`, { token: author.token, body });

  it('shows a held comment to its author with held: true, in the thread and inline; others do not see it until it is approved', async () => {
    const postId = await createPost(call, reader, { content: 'Open thread' });
    const res = await newComment(postId, { content: 'A special offer for the choir' });
    expect(res.status).toBe(201);
    expect(res.body.comment).toMatchObject({ content: 'A special offer for the choir', held: true, is_ready: false });
    const id = res.body.comment.comment_id;
    expect((await comments(author, postId)).find((c) => c.comment_id === id)).toMatchObject({ held: true });
    expect((await inline(author, postId)).find((c) => c.comment_id === id)).toMatchObject({ held: true });
    expect((await comments(reader, postId)).map((c) => c.comment_id)).not.toContain(id);
    expect((await inline(reader, postId)).map((c) => c.comment_id)).not.toContain(id);

    expect((await approve((await caseOf('comment', id)).report_id)).status).toBe(200);
    for (const who of [author, reader]) {
      expect((await comments(who, postId)).find((c) => c.comment_id === id)).toMatchObject({ held: false, is_ready: true });
      expect((await inline(who, postId)).find((c) => c.comment_id === id)).toMatchObject({ held: false });
    }
  });

  it('shows a held group comment to its author with held: true, and to the group once approved', async () => {
    const groupId = (await call<{ groupId: number }>('POST', '/api/groups/create-group', { token: reader.token, body: { groupTitle: 'Choir', description: 'We sing' } })).body.groupId;
    await call('POST', '/api/groups/request-join-group', { token: author.token, body: { groupId } });
    await call('POST', '/api/groups/accept-group-member-request', { token: reader.token, body: { groupId, userId: author.userId } });
    const res = await call<{ comment: { comment_id: number; held: boolean; media_state: string } }>('POST', `/api/groups/${groupId}/new-comment`, { token: author.token, body: { content: 'special offer' } });
    expect(res.status).toBe(201);
    expect(res.body.comment).toMatchObject({ held: true, media_state: 'none' });
    const id = res.body.comment.comment_id;
    const thread = async (who: Member) => (await call<{ group: { comments: Array<{ comment_id: number; held: boolean }> } }>('GET', `/api/groups/group/${groupId}`, { token: who.token })).body.group.comments;
    expect((await thread(author)).find((c) => c.comment_id === id)).toMatchObject({ held: true });
    expect((await thread(reader)).map((c) => c.comment_id)).not.toContain(id);
    expect((await approve((await caseOf('group_comment', id)).report_id)).status).toBe(200);
    expect((await thread(reader)).find((c) => c.comment_id === id)).toMatchObject({ held: false });
  });

  it('does not show an approved comment whose media are still being processed: it appears once they are ready', async () => {
    const postId = await createPost(call, reader, { content: 'Photos, please' });
    const res = await newComment(postId, { content: 'special offer: our photo', isReady: false });
    expect(res.status).toBe(201);
    const id = res.body.comment.comment_id;
    expect((await approve((await caseOf('comment', id)).report_id)).status).toBe(200);
    // Approved, but its photo is not even uploaded yet: still its author's alone.
    expect((await comments(reader, postId)).map((c) => c.comment_id)).not.toContain(id);
    expect((await comments(author, postId)).find((c) => c.comment_id === id)).toMatchObject({ held: false, is_ready: false });

    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer();
    expect((await upload(t, 'upload-images', author.token, { commentId: id }, [{ name: 'photo.jpg', type: 'image/jpeg', data: jpeg }])).status).toBe(202);
    const shown = await waitFor(async () => (await comments(reader, postId)).find((c) => c.comment_id === id), 60_000, 'the approved comment to appear');
    expect(shown).toMatchObject({ held: false, is_ready: true, media: [expect.objectContaining({ type: 'image' })] });
  });

  it('keeps a held comment that gets its media before approval hidden until it is approved', async () => {
    const postId = await createPost(call, reader, { content: 'More photos' });
    const id = (await newComment(postId, { content: 'special offer photo', isReady: false })).body.comment.comment_id;
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a53a3a' } }).jpeg().toBuffer();
    expect((await upload(t, 'upload-images', author.token, { commentId: id }, [{ name: 'photo.jpg', type: 'image/jpeg', data: jpeg }])).status).toBe(202);
    await waitFor(async () => ((await t.db.query('SELECT media_pending FROM comments WHERE comment_id = $1', [id])).rows[0].media_pending ? undefined : true), 60_000, 'the media to be processed');
    expect((await comments(reader, postId)).map((c) => c.comment_id)).not.toContain(id);
    expect((await approve((await caseOf('comment', id)).report_id)).status).toBe(200);
    expect((await comments(reader, postId)).find((c) => c.comment_id === id)).toMatchObject({ held: false, is_ready: true, media: [expect.objectContaining({ type: 'image' })] });
  });

  it('announces approved content as its publishing would have: the post’s author hears of the comment, the group of the emergency request, the mentioned of the mention', async () => {
    const notified = async (userId: number, type: string) =>
      (await t.db.query<{ content: string }>(`SELECT content FROM notifications WHERE user_id = $1 AND notification_type = $2 ORDER BY notification_id`, [userId, type])).rows.map((r) => r.content);
    const postId = await createPost(call, reader, { content: 'News from the retreat' });
    const commentId = (await newComment(postId, { content: 'A special offer: the retreat photos' })).body.comment.comment_id;
    expect((await approve((await caseOf('comment', commentId)).report_id)).status).toBe(200);
    const told = 'Author commented on your post: “A special offer: the retreat photos”';
    await eventually(async () => expect((await notified(reader.userId, 'comment')).filter((c) => c === told)).toEqual([told]));

    const groupId = (await call<{ groupId: number }>('POST', '/api/groups/create-group', { token: reader.token, body: { groupTitle: 'Night watch', description: 'We pray at night' } })).body.groupId;
    await call('POST', '/api/groups/request-join-group', { token: author.token, body: { groupId } });
    await call('POST', '/api/groups/accept-group-member-request', { token: reader.token, body: { groupId, userId: author.userId } });
    const requestId = await createPost(call, author, { content: `Special offer or not, pray for me now @${reader.userName}`, postType: 'emergency_pray_request', visibility: 'group', groupId });
    // Held: nobody hears of it while it waits.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await notified(reader.userId, 'group_prayer')).toEqual([]);
    expect(await notified(reader.userId, 'mention')).toEqual([]);
    expect((await approve((await caseOf('post', requestId)).report_id)).status).toBe(200);
    await eventually(async () => expect(await notified(reader.userId, 'group_prayer')).toHaveLength(1));
    await eventually(async () => expect(await notified(reader.userId, 'mention')).toHaveLength(1));
  });

  it('names the matched phrase in the automated case and keeps it in the audit snapshot', async () => {
    const postId = await createPost(call, author, { content: 'Try this MIRACLE cure today' });
    const c = await caseOf('post', postId);
    expect(c).toMatchObject({ automated: true, held: false, matched_phrase: 'Miracle Cure' });
    const ruleId = (await call<{ rules: Array<{ rule_id: number }> }>('GET', '/api/rules')).body.rules[0].rule_id;
    const res = await call('POST', '/api/mod/resolve-report', { token: moderator.token, body: { reportId: c.report_id, action: 'remove_content', ruleId, note: 'Medical scam' } });
    expect(res.status).toBe(200);
    expect(await caseOf('post', postId, 'resolved')).toMatchObject({ matched_phrase: 'Miracle Cure' });
    const log = (await call<{ entries: AuditEntry[] }>('GET', '/api/mod/audit-log', { token: moderator.token })).body.entries;
    const entries = log.filter((e) => e.target_type === 'post' && e.target_id === postId);
    expect(entries.map((e) => e.action).sort()).toEqual(['remove_content', 'resolve_report']);
    for (const e of entries) expect(e.snapshot).toMatchObject({ text: 'Try this MIRACLE cure today', matched_phrase: 'Miracle Cure' });
    // The statement of reasons says an automated check flagged it.
    const standing = (await call<{ decisions: Array<{ automated: boolean; content_snapshot: string }> }>('GET', '/api/account/standing', { token: author.token })).body;
    expect(standing.decisions.find((d) => d.content_snapshot === 'Try this MIRACLE cure today')).toMatchObject({ automated: true });
  });

  it('keeps a case members alone reported without a phrase', async () => {
    const postId = await createPost(call, author, { content: 'Plain words' });
    expect((await call('POST', '/api/posts/report-post', { token: reader.token, body: { postId, reason: 'spam' } })).status).toBe(200);
    expect(await caseOf('post', postId)).toMatchObject({ automated: false, matched_phrase: null });
  });
});
