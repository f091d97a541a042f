import { createMember, Member } from '../support/members';
import { http, TestApp } from '../support/test-app';
import { recordEvents } from './events';
import { startGroupsApp } from './fixtures';

interface Comment {
  comment_id: number;
  group_id: number;
  user_id: number;
  user_name: string;
  profile_picture: string;
  content: string;
  created_at: string;
  like_count: number;
  is_liked: boolean;
  is_ready: boolean;
  media: Array<{ media_type: string; media_path: string }>;
}
interface GroupBody {
  comment_count: number;
  comments: Comment[];
  next_cursor: string | null;
}

describe('groups: the comment thread', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let events: ReturnType<typeof recordEvents>;
  let ann: Member;
  let ben: Member;
  let groupId: number;

  beforeAll(async () => {
    t = await startGroupsApp();
    call = http(t.url);
    events = recordEvents(t);
    ann = await createMember(t, { userName: 'Ann' });
    ben = await createMember(t, { userName: 'Ben' });
    groupId = (await call<{ groupId: number }>('POST', '/api/groups/create-group', { token: ann.token, body: { groupTitle: 'Thread', description: 'Talk' } })).body.groupId;
    await call('POST', '/api/groups/request-join-group', { token: ben.token, body: { groupId } });
    await call('POST', '/api/groups/accept-group-member-request', { token: ann.token, body: { groupId, userId: ben.userId } });
  });
  afterAll(() => t.close());

  const comment = (who: Member, body: Record<string, unknown>, gid = groupId) => call<{ comment: Comment; message?: string }>('POST', `/api/groups/${gid}/new-comment`, { token: who.token, body });
  const group = async (who: Member, query = '') => (await call<{ group: GroupBody }>('GET', `/api/groups/group/${groupId}${query}`, { token: who.token })).body.group;
  const commentCount = async () => (await t.db.query('SELECT comment_count FROM groups WHERE group_id = $1', [groupId])).rows[0].comment_count as number;

  it('adds a trimmed comment, counts it and tells the other members', async () => {
    events.clear();
    const before = await commentCount();
    const res = await comment(ben, { content: '   Praying for the retreat  ', isReady: true });
    expect(res.status).toBe(201);
    expect(res.body.comment).toMatchObject({
      group_id: groupId, user_id: ben.userId, user_name: 'Ben', profile_picture: 'uploads/profile_images/default-profile.png',
      content: 'Praying for the retreat', like_count: 0, is_liked: false, is_ready: true, media: [],
    });
    expect(Number.isNaN(Date.parse(res.body.comment.created_at))).toBe(false);
    expect(await commentCount()).toBe(before + 1);
    expect(events.of('group.commented')).toEqual([{ groupId, commentId: res.body.comment.comment_id, actorId: ben.userId }]);
    expect((await group(ann)).comments[0]).toMatchObject({ comment_id: res.body.comment.comment_id });
  });

  it.each([
    [{ content: '   ', isReady: true }, 'Comment cannot be empty'],
    [{}, 'Comment cannot be empty'],
    [{ content: 'x'.repeat(2001) }, 'Comment cannot be longer than 2000 characters'],
    [{ content: 42 }, 'Comment must be text'],
    [{ content: 'hi', isReady: 'yes' }, 'isReady must be true or false'],
  ])('refuses %j', async (body, message) => {
    const res = await comment(ben, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message });
  });

  it('lists a comment waiting for media to its author only, and counts it', async () => {
    events.clear();
    const before = await commentCount();
    const res = await comment(ben, { content: '', isReady: false });
    expect(res.status).toBe(201);
    expect(res.body.comment).toMatchObject({ is_ready: false, content: '', media: [] });
    const id = res.body.comment.comment_id;
    expect((await group(ann)).comments.map((c) => c.comment_id)).not.toContain(id);
    expect((await group(ben)).comments.find((c) => c.comment_id === id)).toMatchObject({ is_ready: false });
    expect(await commentCount()).toBe(before + 1);
    expect(events.of('group.commented')).toEqual([]);
    const like = await call('POST', '/api/groups/group-comment-like', { token: ann.token, body: { commentId: id } });
    expect(like.status).toBe(404);
    expect((await call('POST', '/api/groups/user-delete-own-comment-in-group', { token: ben.token, body: { commentId: id } })).status).toBe(200);
    expect(await commentCount()).toBe(before);
  });

  it('likes and unlikes with an exact, idempotent like_count', async () => {
    const id = (await comment(ann, { content: 'Like me', isReady: true })).body.comment.comment_id;
    events.clear();
    const like = () => call('POST', '/api/groups/group-comment-like', { token: ben.token, body: { commentId: id } });
    const unlike = () => call('DELETE', '/api/groups/group-comment-unlike', { token: ben.token, body: { commentId: id } });
    expect((await like()).body).toEqual({ comment_id: id, like_count: 1, is_liked: true });
    expect((await like()).body).toEqual({ comment_id: id, like_count: 1, is_liked: true });
    expect(events.of('group-comment.liked')).toEqual([{ groupId, commentId: id, actorId: ben.userId }]);
    expect((await group(ben)).comments.find((c) => c.comment_id === id)).toMatchObject({ like_count: 1, is_liked: true });
    expect((await group(ann)).comments.find((c) => c.comment_id === id)).toMatchObject({ like_count: 1, is_liked: false });
    expect((await unlike()).body).toEqual({ comment_id: id, like_count: 0, is_liked: false });
    expect((await unlike()).body).toEqual({ comment_id: id, like_count: 0, is_liked: false });
  });

  it('keeps like_count exact under concurrent likes, and sends no event for liking oneself', async () => {
    const id = (await comment(ann, { content: 'Popular', isReady: true })).body.comment.comment_id;
    const fans = await Promise.all(Array.from({ length: 6 }, () => createMember(t)));
    for (const f of fans) {
      await call('POST', '/api/groups/request-join-group', { token: f.token, body: { groupId } });
      await call('POST', '/api/groups/accept-group-member-request', { token: ann.token, body: { groupId, userId: f.userId } });
    }
    events.clear();
    await Promise.all([...fans, ...fans].map((f) => call('POST', '/api/groups/group-comment-like', { token: f.token, body: { commentId: id } })));
    await call('POST', '/api/groups/group-comment-like', { token: ann.token, body: { commentId: id } });
    const row = await t.db.query('SELECT like_count FROM group_comments WHERE comment_id = $1', [id]);
    expect(row.rows[0].like_count).toBe(7);
    expect(events.of('group-comment.liked')).toHaveLength(6);
    for (const f of fans) await call('POST', '/api/groups/leave-group', { token: f.token, body: { groupId } });
  });

  it('lets authors delete their own comments only, and uncounts them', async () => {
    const id = (await comment(ben, { content: 'Oops', isReady: true })).body.comment.comment_id;
    const before = await commentCount();
    const other = await call('POST', '/api/groups/user-delete-own-comment-in-group', { token: ann.token, body: { commentId: id } });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You can only delete your own comments');
    const own = await call('POST', '/api/groups/user-delete-own-comment-in-group', { token: ben.token, body: { commentId: id } });
    expect(own.body).toEqual({ message: 'Comment deleted' });
    expect(await commentCount()).toBe(before - 1);
    const gone = await call('POST', '/api/groups/user-delete-own-comment-in-group', { token: ben.token, body: { commentId: id } });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Comment not found');
  });

  it("answers 404 to liking, unliking or reporting a suspended member's comment, as the thread hides it", async () => {
    const cal = await createMember(t, { userName: 'Cal' });
    await t.db.query(`INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', 'member', $2, $2)`, [groupId, cal.userId]);
    const id = (await comment(cal, { content: 'Soon hidden', isReady: true })).body.comment.comment_id;
    await t.db.query(`UPDATE users SET status = 'suspended' WHERE user_id = $1`, [cal.userId]);
    try {
      expect((await group(ann)).comments.map((c) => c.comment_id)).not.toContain(id);
      expect((await call('POST', '/api/groups/group-comment-like', { token: ann.token, body: { commentId: id } })).body).toMatchObject({ statusCode: 404, message: 'Comment not found' });
      expect((await call('DELETE', '/api/groups/group-comment-unlike', { token: ann.token, body: { commentId: id } })).status).toBe(404);
      expect((await call('POST', '/api/groups/report-comment-in-group', { token: ann.token, body: { commentId: id } })).status).toBe(404);
    } finally {
      await t.db.query(`UPDATE users SET status = 'active' WHERE user_id = $1`, [cal.userId]);
    }
    expect((await call('POST', '/api/groups/group-comment-like', { token: ann.token, body: { commentId: id } })).body).toMatchObject({ comment_id: id, like_count: 1 });
  });

  it("reports others' comments once, never one's own", async () => {
    const id = (await comment(ann, { content: 'Report me', isReady: true })).body.comment.comment_id;
    expect((await call('POST', '/api/groups/report-comment-in-group', { token: ben.token, body: { commentId: id } })).body).toEqual({ message: 'Comment reported' });
    expect((await call('POST', '/api/groups/report-comment-in-group', { token: ben.token, body: { commentId: id } })).status).toBe(200);
    const own = await call('POST', '/api/groups/report-comment-in-group', { token: ann.token, body: { commentId: id } });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('You cannot report your own comment');
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM reports WHERE target_type = 'group_comment' AND target_id = $1`, [id]);
    expect(rows.rows[0].n).toBe(1);
  });

  it('keeps comment_count equal to the comments in the thread', async () => {
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM group_comments WHERE group_id = $1`, [groupId]);
    expect(await commentCount()).toBe(rows[0].n);
    expect((await group(ann)).comment_count).toBe(rows[0].n);
  });

  it('pages through the thread newest first, every comment exactly once', async () => {
    const gid = (await call<{ groupId: number }>('POST', '/api/groups/create-group', { token: ann.token, body: { groupTitle: 'Pages', description: 'Many comments' } })).body.groupId;
    // 23 comments, some sharing one created_at to exercise the comment_id tie-break.
    await t.db.query(
      `INSERT INTO group_comments (group_id, user_id, content, created_at)
       SELECT $1, $2, 'c' || i, now() - ((i / 3) * interval '1 second') FROM generate_series(1, 23) AS i`,
      [gid, ann.userId],
    );
    const expected = (await t.db.query<{ comment_id: number }>(`SELECT comment_id FROM group_comments WHERE group_id = $1 ORDER BY created_at DESC, comment_id DESC`, [gid])).rows.map((r) => r.comment_id);

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const q: string = `?limit=5${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await call<{ group: GroupBody }>('GET', `/api/groups/group/${gid}${q}`, { token: ann.token });
      expect(res.status).toBe(200);
      expect(res.body.group.comments.length).toBeLessThanOrEqual(5);
      seen.push(...res.body.group.comments.map((c) => c.comment_id));
      cursor = res.body.group.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(5);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(23);

    const first = await call<{ group: GroupBody }>('GET', `/api/groups/group/${gid}`, { token: ann.token });
    expect(first.body.group.comments).toHaveLength(23);
    expect(first.body.group.next_cursor).toBeNull();
  });

  it('refuses comments from someone who is not an accepted member', async () => {
    const outsider = await createMember(t);
    const res = await comment(outsider, { content: 'Hello', isReady: true });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only group members can comment');
  });
});
