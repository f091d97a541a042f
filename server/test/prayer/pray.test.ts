import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { befriend, Call, createPost, PostPage, recordEvents } from '../posts/helpers';
import { block, card, pray, PrayerCard, PrayersPage, unblockAll, unpray } from './helpers';

describe('prayer: "I prayed", counts, cards and who prayed', () => {
  let t: TestApp;
  let call: Call;
  let author: Member;
  let friend: Member;
  let stranger: Member;
  let events: ReturnType<typeof recordEvents>;

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
  afterEach(() => unblockAll(t));

  it('prays and unprays idempotently, answering the exact count, shown on every card', async () => {
    const postId = await createPost(call, author, { content: 'Please pray for my mother', postType: 'pray_request' });
    events.clear();
    expect((await pray(call, friend, postId)).body).toEqual({ prayer_count: 1, is_prayed: true });
    const again = await pray(call, friend, postId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ prayer_count: 1, is_prayed: true });
    expect(events.of('post.prayed')).toEqual([{ postId, actorId: friend.userId }]);

    expect(await card(call, friend, postId)).toMatchObject({
      prayer_count: 1, is_prayed: true, prayer_status: 'open', answered_at: null, answer_testimony: null,
    });
    const feed = await call<{ posts: PrayerCard[] }>('GET', '/api/posts/feed', { token: friend.token });
    expect(feed.body.posts.find((p) => p.posts_id === postId)).toMatchObject({ prayer_count: 1, is_prayed: true, prayer_status: 'open' });
    const authorFeed = await call<{ posts: PrayerCard[] }>('GET', '/api/posts/feed', { token: author.token });
    expect(authorFeed.body.posts.find((p) => p.posts_id === postId)).toMatchObject({ prayer_count: 1, is_prayed: false });
    const mine = await call<{ posts: PrayerCard[] }>('GET', '/api/posts/my-posts', { token: author.token });
    expect(mine.body.posts.find((p) => p.posts_id === postId)).toMatchObject({ prayer_count: 1, is_prayed: false, prayer_status: 'open' });
    const theirs = await call<{ posts: PrayerCard[] }>('GET', `/api/posts/user-posts/${author.userId}`, { token: friend.token });
    expect(theirs.body.posts.find((p) => p.posts_id === postId)).toMatchObject({ prayer_count: 1, is_prayed: true });

    expect((await unpray(call, friend, postId)).body).toEqual({ prayer_count: 0, is_prayed: false });
    const unprayAgain = await unpray(call, friend, postId);
    expect(unprayAgain.status).toBe(200);
    expect(unprayAgain.body).toEqual({ prayer_count: 0, is_prayed: false });
    expect(await card(call, friend, postId)).toMatchObject({ prayer_count: 0, is_prayed: false });
  });

  it('gives ordinary posts null prayer fields and refuses prayers for them with 400', async () => {
    const postId = await createPost(call, author, { content: 'Just a post' });
    expect(await card(call, friend, postId)).toMatchObject({
      prayer_count: 0, is_prayed: false, prayer_status: null, answered_at: null, answer_testimony: null,
    });
    for (const res of [await pray(call, friend, postId), await unpray(call, friend, postId)]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Only prayer requests can be prayed for');
    }
    const emergency = await createPost(call, author, { content: 'Urgent', postType: 'emergency_pray_request' });
    expect((await pray(call, friend, emergency)).body).toEqual({ prayer_count: 1, is_prayed: true });
  });

  it('answers 404 where the member may not see the request: friends-only, blocked either way, removed, missing', async () => {
    const friendsOnly = await createPost(call, author, { content: 'Friends only', postType: 'pray_request', visibility: 'friends' });
    expect((await pray(call, stranger, friendsOnly)).status).toBe(404);
    expect((await pray(call, friend, friendsOnly)).status).toBe(200);

    const open = await createPost(call, author, { content: 'Public request', postType: 'pray_request' });
    await block(t, author, stranger);
    expect((await pray(call, stranger, open)).body).toMatchObject({ message: 'Post not found' });
    await unblockAll(t);
    await block(t, stranger, author);
    expect((await pray(call, stranger, open)).status).toBe(404);
    await unblockAll(t);
    expect((await pray(call, stranger, open)).status).toBe(200);

    const removed = await createPost(call, author, { content: 'Removed', postType: 'pray_request' });
    await t.db.query(`UPDATE posts SET removed_at = now() WHERE posts_id = $1`, [removed]);
    expect((await pray(call, friend, removed)).status).toBe(404);
    expect((await unpray(call, friend, removed)).status).toBe(404);
    expect((await pray(call, friend, 999999)).status).toBe(404);
    expect((await pray(call, friend, 'abc')).status).toBe(400);
    expect((await pray(call, friend, -1)).status).toBe(400);
    // Nothing was counted for the refused calls.
    const { rows } = await t.db.query(`SELECT prayer_count FROM posts WHERE posts_id = ANY($1::int[]) ORDER BY posts_id`, [[friendsOnly, open, removed]]);
    expect(rows.map((r) => r.prayer_count)).toEqual([1, 1, 0]);
  });

  it('keeps prayer_count exact under 100 concurrent prays and 40 concurrent unprays', async () => {
    const postId = await createPost(call, author, { content: 'Many pray', postType: 'pray_request' });
    const members = await Promise.all(Array.from({ length: 100 }, (_, i) => createMember(t, { userName: `Prayer ${i}` })));
    // Every member prays once, and the first ten twice at the same time.
    const answers = await Promise.all([...members, ...members.slice(0, 10)].map((m) => pray(call, m, postId)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await card(call, author, postId)).prayer_count).toBe(100);
    const unprays = await Promise.all(members.slice(0, 40).map((m) => unpray(call, m, postId)));
    expect(unprays.every((a) => a.status === 200)).toBe(true);
    expect((await card(call, author, postId)).prayer_count).toBe(60);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM post_prayers WHERE post_id = $1`, [postId]);
    expect(rows[0].n).toBe(60);
  }, 60_000);

  it('lists who prayed to the author only, newest first, paged, without blocked or inactive members', async () => {
    const postId = await createPost(call, author, { content: 'Who prays?', postType: 'pray_request' });
    const members = await Promise.all(Array.from({ length: 55 }, (_, i) => createMember(t, { userName: `Lister ${i}` })));
    for (const m of members) await pray(call, m, postId);
    await pray(call, friend, postId);
    const list = (cursor?: string) =>
      call<PrayersPage>('GET', `/api/posts/${postId}/prayers${cursor ? `?cursor=${cursor}` : ''}`, { token: author.token });

    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.members).toHaveLength(50);
    expect(first.body.members[0]).toMatchObject({ user_id: friend.userId, user_name: 'Friend' });
    expect(Object.keys(first.body.members[0]).sort()).toEqual(['prayed_at', 'profile_picture', 'user_id', 'user_name']);
    const second = await list(first.body.nextCursor!);
    expect(second.body.members).toHaveLength(6);
    expect(second.body.nextCursor).toBeNull();
    const all = [...first.body.members, ...second.body.members].map((m) => m.user_id);
    expect(new Set(all).size).toBe(56);

    await block(t, author, members[54]);
    await t.db.query(`UPDATE users SET status = 'suspended' WHERE user_id = $1`, [members[53].userId]);
    const filtered = [...(await list()).body.members, ...(await list((await list()).body.nextCursor!)).body.members].map((m) => m.user_id);
    expect(filtered).toHaveLength(54);
    expect(filtered).not.toContain(members[54].userId);
    expect(filtered).not.toContain(members[53].userId);
    await t.db.query(`UPDATE users SET status = 'active' WHERE user_id = $1`, [members[53].userId]);

    const byOther = await call<{ message: string }>('GET', `/api/posts/${postId}/prayers`, { token: friend.token });
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe('Only the author of a prayer request can see who prayed');
    const friendsOnly = await createPost(call, author, { content: 'Hidden', postType: 'pray_request', visibility: 'friends' });
    expect((await call('GET', `/api/posts/${friendsOnly}/prayers`, { token: stranger.token })).status).toBe(404);
    expect((await call('GET', `/api/posts/${postId}/prayers?cursor=nonsense!`, { token: author.token })).status).toBe(400);
    expect((await call('GET', `/api/posts/x/prayers`, { token: author.token })).status).toBe(400);
  }, 60_000);

  it('keeps the count on the feed card fresh after a prayer (the card cache follows card_rev)', async () => {
    const postId = await createPost(call, author, { content: 'Cached card', postType: 'pray_request' });
    const before = await call<PostPage>('GET', '/api/posts/feed', { token: stranger.token });
    expect((before.body.posts.find((p) => p.posts_id === postId) as PrayerCard).prayer_count).toBe(0);
    await pray(call, friend, postId);
    const after = await call<{ posts: PrayerCard[] }>('GET', '/api/posts/feed', { token: stranger.token });
    expect(after.body.posts.find((p) => p.posts_id === postId)).toMatchObject({ prayer_count: 1, is_prayed: false });
  });
});
