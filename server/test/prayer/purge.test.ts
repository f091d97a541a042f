import { deleteAndAwaitPurge } from '../auth/purge-support';
import { Call, createPost } from '../posts/helpers';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { card, commit, pray } from './helpers';

describe('prayer: a purged account', () => {
  let t: TestApp;
  let call: Call;
  let ann: Member;
  let ben: Member;

  beforeAll(async () => {
    t = await startTestApp({ ACCOUNT_PURGE_DELAY_SECONDS: '1' });
    call = http(t.url);
    ann = await createMember(t, { userName: 'Ann' });
    ben = await createMember(t, { userName: 'Ben' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("takes the member's prayers off others' requests, on the card and in the feed, and their commitments go", async () => {
    const postId = await createPost(call, ann, { content: 'Pray for our church', postType: 'pray_request' });
    await pray(call, ann, postId);
    await pray(call, ben, postId);
    await commit(t, ben, postId);
    // Read once so the feed holds the card with the old count.
    expect((await card(call, ann, postId)).prayer_count).toBe(2);
    const feedCount = async () =>
      (await call<{ posts: Array<{ posts_id: number; prayer_count: number }> }>('GET', '/api/posts/feed?limit=20', { token: ann.token })).body.posts.find(
        (p) => p.posts_id === postId,
      )?.prayer_count;
    expect(await feedCount()).toBe(2);

    await deleteAndAwaitPurge(t, ben);

    expect((await card(call, ann, postId)).prayer_count).toBe(1);
    expect(await feedCount()).toBe(1);
    const { rows } = await t.db.query(
      `SELECT (SELECT count(*) FROM posts p WHERE p.prayer_count <> (SELECT count(*) FROM post_prayers r WHERE r.post_id = p.posts_id))::int AS wrong,
              (SELECT count(*) FROM prayer_commitments WHERE user_id = $1)::int AS commitments`,
      [ben.userId],
    );
    expect(rows[0]).toEqual({ wrong: 0, commitments: 0 });
  });
});
