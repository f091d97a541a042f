import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { befriend, Call, createPost, recordEvents } from '../posts/helpers';
import { card, commit } from './helpers';

type StatusAnswer = { prayer_status: string; answered_at: string | null; answer_testimony: string | null; message?: string };

describe('prayer: answered, closed and reopened requests', () => {
  let t: TestApp;
  let call: Call;
  let author: Member;
  let friend: Member;
  let stranger: Member;
  let events: ReturnType<typeof recordEvents>;

  const answer = (m: Member, postId: unknown, testimony?: unknown) =>
    call<StatusAnswer>('POST', '/api/posts/mark-prayer-answered', { token: m.token, body: testimony === undefined ? { postId } : { postId, testimony } });
  const close = (m: Member, postId: unknown) => call<StatusAnswer>('POST', '/api/posts/close-prayer-request', { token: m.token, body: { postId } });
  const reopen = (m: Member, postId: unknown) => call<StatusAnswer>('POST', '/api/posts/reopen-prayer-request', { token: m.token, body: { postId } });
  const commitments = async (postId: number) =>
    (await t.db.query(`SELECT user_id, ended_at IS NOT NULL AS ended, end_reason FROM prayer_commitments WHERE post_id = $1 ORDER BY user_id`, [postId])).rows;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    call = http(t.url);
    events = recordEvents(t);
    author = await createMember(t, { userName: 'Asker' });
    friend = await createMember(t, { userName: 'Friend' });
    stranger = await createMember(t, { userName: 'Stranger' });
    await befriend(t, author, friend);
  });
  afterAll(() => t.close());

  it('marks a request answered with a testimony, ends active commitments, shows it on cards and refuses a second answer', async () => {
    const postId = await createPost(call, author, { content: 'Pray for my job interview', postType: 'pray_request' });
    await commit(t, friend, postId);
    await commit(t, stranger, postId);
    await t.db.query(`UPDATE prayer_commitments SET ended_at = now() - interval '1 day', end_reason = 'ended_by_member' WHERE user_id = $1`, [stranger.userId]);
    events.clear();

    const res = await answer(author, postId, '  I got the job! Thank you all.  ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ prayer_status: 'answered', answer_testimony: 'I got the job! Thank you all.' });
    expect(Date.parse(res.body.answered_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(events.of('prayer.status-changed')).toEqual([{ postId, authorId: author.userId, status: 'answered' }]);
    expect(await commitments(postId)).toEqual([
      { user_id: friend.userId, ended: true, end_reason: 'answered' },
      // Already ended by the member: left as it was.
      { user_id: stranger.userId, ended: true, end_reason: 'ended_by_member' },
    ]);

    expect(await card(call, friend, postId)).toMatchObject({
      prayer_status: 'answered', answered_at: res.body.answered_at, answer_testimony: 'I got the job! Thank you all.',
    });
    const feed = await call<{ posts: Array<{ posts_id: number; prayer_status: string; answer_testimony: string }> }>('GET', '/api/posts/feed', { token: stranger.token });
    expect(feed.body.posts.find((p) => p.posts_id === postId)).toMatchObject({ prayer_status: 'answered', answer_testimony: 'I got the job! Thank you all.' });

    const twice = await answer(author, postId);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This prayer request is already marked answered');
    expect((await close(author, postId)).status).toBe(409);
  });

  it('closes an open request (commitments end as closed), reopens it, and answers a closed one', async () => {
    const postId = await createPost(call, author, { content: 'Pray for rain', postType: 'emergency_pray_request' });
    await commit(t, friend, postId);
    const closed = await close(author, postId);
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ prayer_status: 'closed', answered_at: null, answer_testimony: null });
    expect(await commitments(postId)).toEqual([{ user_id: friend.userId, ended: true, end_reason: 'closed' }]);
    const closedAgain = await close(author, postId);
    expect(closedAgain.status).toBe(409);
    expect(closedAgain.body.message).toBe('This prayer request is already closed');

    const reopened = await reopen(author, postId);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toEqual({ prayer_status: 'open', answered_at: null, answer_testimony: null });
    const openAgain = await reopen(author, postId);
    expect(openAgain.status).toBe(409);
    expect(openAgain.body.message).toBe('This prayer request is already open');

    expect((await close(author, postId)).status).toBe(200);
    const answered = await answer(author, postId);
    expect(answered.body).toMatchObject({ prayer_status: 'answered', answer_testimony: null });
    // Reopening an answered request clears the answer.
    expect((await reopen(author, postId)).body).toEqual({ prayer_status: 'open', answered_at: null, answer_testimony: null });
    expect(await card(call, friend, postId)).toMatchObject({ prayer_status: 'open', answered_at: null, answer_testimony: null });
  });

  it('lets only the author change the status: 403 for others who see it, 404 for those who do not, 400 for other posts and bad input', async () => {
    const postId = await createPost(call, author, { content: 'Mine', postType: 'pray_request' });
    for (const res of [await answer(friend, postId), await close(friend, postId), await reopen(friend, postId)]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only the author of a prayer request can change its status');
    }
    const friendsOnly = await createPost(call, author, { content: 'Hidden', postType: 'pray_request', visibility: 'friends' });
    expect((await answer(stranger, friendsOnly)).status).toBe(404);
    expect((await close(stranger, 999999)).status).toBe(404);
    const removed = await createPost(call, author, { content: 'Removed', postType: 'pray_request' });
    await t.db.query(`UPDATE posts SET removed_at = now() WHERE posts_id = $1`, [removed]);
    expect((await answer(author, removed)).status).toBe(404);

    const normal = await createPost(call, author, { content: 'Ordinary' });
    const notRequest = await answer(author, normal);
    expect(notRequest.status).toBe(400);
    expect(notRequest.body.message).toBe('Only prayer requests can be answered, closed or reopened');
    const tooLong = await answer(author, postId, 'x'.repeat(5001));
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('The testimony cannot be longer than 5000 characters');
    expect((await answer(author, postId, 42)).status).toBe(400);
    expect((await answer(author, 'abc')).status).toBe(400);
    expect((await answer(author, postId, 'x'.repeat(5000))).status).toBe(200);
    expect((await card(call, author, postId)).prayer_status).toBe('answered');
  });

  it('gives new and existing prayer requests the open status, and ordinary posts none (database rule)', async () => {
    const { rows } = await t.db.query(
      `SELECT post_type, prayer_status FROM posts GROUP BY post_type, prayer_status HAVING post_type = 'normal' OR prayer_status IS NULL`,
    );
    expect(rows.every((r: { post_type: string; prayer_status: string | null }) => r.post_type === 'normal' && r.prayer_status === null)).toBe(true);
    await expect(t.db.query(`UPDATE posts SET prayer_status = 'open' WHERE post_type = 'normal'`)).rejects.toThrow(/posts_prayer_status_type_check/);
  });
});
