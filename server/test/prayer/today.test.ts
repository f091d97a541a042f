import { PrayerClock } from '../../src/prayer/prayer-clock';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { befriend, Call, createPost } from '../posts/helpers';
import { block, commit, pray } from './helpers';

interface TodayItem {
  posts_id: number;
  user_id: number;
  user_name: string;
  content: string;
  committed: boolean;
  is_prayed: boolean;
  prayed_today: boolean;
  prayer_count: number;
}
interface Today {
  requests: TodayItem[];
  count: number;
  morning_push: boolean;
  day: string;
}

/**
 * Today (issue 44): the daily selection through HTTP, with the prayer clock set to the instant
 * each call stands for (PrayerClock), so days can pass within a test.
 */
describe('prayer: Today', () => {
  let t: TestApp;
  let call: Call;
  let clock: PrayerClock;

  const at = (iso: string) => {
    clock.now = () => new Date(iso);
  };
  const today = async (m: Member): Promise<Today> => {
    const res = await call<Today>('GET', '/api/prayer/today', { token: m.token });
    expect(res.status).toBe(200);
    return res.body;
  };
  const ids = async (m: Member) => (await today(m)).requests.map((r) => r.posts_id);
  const settings = (m: Member, body: unknown) => call<{ settings?: { count: number; morning_push: boolean }; message?: string }>('PUT', '/api/prayer/today-settings', { token: m.token, body });
  /** Open prayer requests written straight into posts (the trigger makes them open), oldest first. */
  const requests = async (author: Member, n: number, visibility = 'friends'): Promise<number[]> => {
    const { rows } = await t.db.query<{ posts_id: number }>(
      `INSERT INTO posts (user_id, content, post_type, visibility) SELECT $1, 'Request ' || g, 'pray_request', $2 FROM generate_series(1, $3) g RETURNING posts_id`,
      [author.userId, visibility, n],
    );
    return rows.map((r) => r.posts_id);
  };

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    call = http(t.url);
    clock = t.app.get(PrayerClock);
  });
  afterEach(() => {
    clock.now = () => new Date();
  });
  afterAll(() => t.close());

  it('is empty, with the default count of 5, for a member with no friends or commitments', async () => {
    const m = await createMember(t);
    at('2026-05-04T10:00:00Z');
    expect(await today(m)).toEqual({ requests: [], count: 5, morning_push: false, day: '2026-05-04' });
    expect((await call('GET', '/api/prayer/today')).status).toBe(401);
  });

  it('sets the count from 1 to 20 and refuses anything else with 400', async () => {
    const m = await createMember(t);
    for (const count of [0, 21, -1, 5.5, 'five', null, true]) {
      const bad = await settings(m, { count });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('count must be a whole number from 1 to 20');
    }
    expect((await settings(m, {})).status).toBe(400);
    expect((await settings(m, { count: 3, morning_push: 'yes' })).body.message).toBe('morning_push must be true or false');
    expect((await settings(m, { count: 3, extra: 1 })).status).toBe(400);
    expect(await settings(m, { count: 20 })).toMatchObject({ status: 200, body: { settings: { count: 20, morning_push: false } } });
    expect(await settings(m, { count: 1, morning_push: true })).toMatchObject({ status: 200, body: { settings: { count: 1, morning_push: true } } });
    // Leaving morning_push out keeps it.
    expect(await settings(m, { count: 7 })).toMatchObject({ status: 200, body: { settings: { count: 7, morning_push: true } } });
    expect(await today(m)).toMatchObject({ count: 7, morning_push: true });
    // The reminder settings are untouched.
    expect((await call('GET', '/api/prayer/reminder-settings', { token: m.token })).body).toEqual({ settings: { hour: 8, time_zone: 'UTC', saved: false } });
  });

  it('keeps the selection all day and shows every request within a few days, another part each day', async () => {
    const m = await createMember(t);
    const ann = await createMember(t, { userName: 'Ann' });
    const ben = await createMember(t, { userName: 'Ben' });
    await befriend(t, m, ann);
    await befriend(t, m, ben);
    const all = [...(await requests(ann, 7)), ...(await requests(ben, 5, 'public'))];
    at('2026-05-04T00:30:00Z');
    const morning = await ids(m);
    expect(morning).toHaveLength(5);
    at('2026-05-04T23:30:00Z');
    expect(await ids(m)).toEqual(morning);

    // 12 requests, 5 a day: three days in a row show all of them; no two days in a row are the same.
    const seen = new Set<number>();
    let previous: number[] = [];
    for (const day of ['2026-05-05', '2026-05-06', '2026-05-07']) {
      at(`${day}T12:00:00Z`);
      const chosen = await ids(m);
      expect(chosen).toHaveLength(5);
      expect(new Set(chosen).size).toBe(5);
      expect(chosen).not.toEqual(previous);
      previous = chosen;
      chosen.forEach((id) => seen.add(id));
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(all);

    // Another member with the same friends gets another order.
    const other = await createMember(t);
    await befriend(t, other, ann);
    await befriend(t, other, ben);
    const orders = new Set<string>();
    for (const member of [m, other]) orders.add((await ids(member)).join());
    expect(orders.size).toBe(2);
  });

  it("counts the day in the member's time zone", async () => {
    const m = await createMember(t);
    expect((await call('PUT', '/api/prayer/reminder-settings', { token: m.token, body: { hour: 7, timeZone: 'Pacific/Auckland' } })).status).toBe(200);
    at('2026-05-04T13:00:00Z'); // 01:00 on the 5th in Auckland
    expect((await today(m)).day).toBe('2026-05-05');
  });

  it('puts committed requests first and fills the rest from friends; the count limits it', async () => {
    const m = await createMember(t);
    const stranger = await createMember(t, { userName: 'Stranger' });
    const friend = await createMember(t, { userName: 'Friend' });
    await befriend(t, m, friend);
    const [committed] = await requests(stranger, 1, 'public');
    await requests(friend, 4);
    await commit(t, m, committed);
    await settings(m, { count: 3 });
    at('2026-05-04T12:00:00Z');
    const { requests: got } = await today(m);
    expect(got).toHaveLength(3);
    expect(got[0]).toMatchObject({ posts_id: committed, committed: true, user_name: 'Stranger', content: 'Request 1' });
    expect(got.slice(1).every((r) => !r.committed && r.user_name === 'Friend')).toBe(true);
  });

  it('leaves out what the member may not see: blocks either way, suspended authors, removed, closed or answered requests, ordinary posts, muted friends, their own', async () => {
    const m = await createMember(t);
    const friends: Record<string, Member> = {};
    for (const name of ['Shown', 'Blocked', 'Blocker', 'Suspended', 'Muted']) {
      friends[name] = await createMember(t, { userName: name });
      await befriend(t, m, friends[name]);
    }
    const [shown, removed, closed, answered] = await requests(friends.Shown, 4);
    await t.db.query(`INSERT INTO posts (user_id, content, post_type, visibility) VALUES ($1, 'Just a post', 'normal', 'friends')`, [friends.Shown.userId]);
    await requests(friends.Blocked, 1);
    await requests(friends.Blocker, 1);
    await requests(friends.Suspended, 1);
    await requests(friends.Muted, 1);
    await requests(m, 1);
    await block(t, m, friends.Blocked);
    await block(t, friends.Blocker, m);
    await t.db.query(`UPDATE users SET status = 'suspended' WHERE user_id = $1`, [friends.Suspended.userId]);
    await t.db.query(`INSERT INTO mutes (muter_id, muted_id) VALUES ($1, $2)`, [m.userId, friends.Muted.userId]);
    await t.db.query(`UPDATE posts SET removed_at = now() WHERE posts_id = $1`, [removed]);
    await t.db.query(`UPDATE posts SET prayer_status = 'closed', prayer_status_changed_at = now() WHERE posts_id = $1`, [closed]);
    await t.db.query(`UPDATE posts SET prayer_status = 'answered', answered_at = now(), prayer_status_changed_at = now() WHERE posts_id = $1`, [answered]);
    await settings(m, { count: 20 });
    expect(await ids(m)).toEqual([shown]);
    // A friend no more: their friends-only request is gone, even when committed to.
    const [friendsOnly] = await requests(friends.Shown, 1);
    await commit(t, m, friendsOnly);
    expect((await ids(m)).sort()).toEqual([shown, friendsOnly].sort());
    await t.db.query(`DELETE FROM friendships WHERE user_id IN ($1, $2) AND friend_id IN ($1, $2)`, [m.userId, friends.Shown.userId]);
    expect(await ids(m)).toEqual([]);
  });

  it("tells whether the member prayed for each request today, in their day; praying again the next day counts once", async () => {
    const m = await createMember(t);
    const friend = await createMember(t, { userName: 'Friend' });
    await befriend(t, m, friend);
    const postId = await createPost(call, friend, { content: 'Pray for my exam', postType: 'pray_request', visibility: 'friends' });
    const item = async () => (await today(m)).requests.find((r) => r.posts_id === postId);
    expect(await item()).toMatchObject({ is_prayed: false, prayed_today: false, prayer_count: 0 });
    expect((await pray(call, m, postId)).body).toEqual({ prayer_count: 1, is_prayed: true });
    expect(await item()).toMatchObject({ is_prayed: true, prayed_today: true, prayer_count: 1 });
    // Tomorrow: prayed before, not today.
    at(new Date(Date.now() + 26 * 3600_000).toISOString());
    expect(await item()).toMatchObject({ is_prayed: true, prayed_today: false, prayer_count: 1 });
    // Praying again moves the prayer to now; the count stays.
    await t.db.query(`UPDATE post_prayers SET prayed_at = now() - interval '2 days' WHERE post_id = $1`, [postId]);
    clock.now = () => new Date();
    expect(await item()).toMatchObject({ is_prayed: true, prayed_today: false });
    expect((await pray(call, m, postId)).body).toEqual({ prayer_count: 1, is_prayed: true });
    expect(await item()).toMatchObject({ is_prayed: true, prayed_today: true, prayer_count: 1 });
  });

  it("includes the open requests of the member's groups, not their own, and none of a group they left or were never in", async () => {
    const m = await createMember(t);
    const host = await createMember(t, { userName: 'Host' });
    const outsider = await createMember(t);
    const { rows } = await t.db.query<{ group_id: number }>(
      `INSERT INTO groups (title, description, visibility, host_user_id, member_count) VALUES ('Home group', 'We pray', 'group_public', $1, 2) RETURNING group_id`,
      [host.userId],
    );
    const groupId = rows[0].group_id;
    for (const [who, role] of [[host, 'admin'], [m, 'member']] as const) {
      await t.db.query(`INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', $3, $2, $2)`, [groupId, who.userId, role]);
    }
    const hostRequest = await createPost(call, host, { content: 'Pray for our retreat', postType: 'pray_request', visibility: 'group', groupId });
    await createPost(call, m, { content: 'My own group request', postType: 'pray_request', visibility: 'group', groupId });
    await settings(m, { count: 20 });
    expect(await ids(m)).toEqual([hostRequest]);
    expect(await ids(outsider)).toEqual([]);
    await t.db.query(`DELETE FROM group_members WHERE group_id = $1 AND user_id = $2`, [groupId, m.userId]);
    expect(await ids(m)).toEqual([]);
  });

  it("names an anonymous request's author to nobody", async () => {
    const m = await createMember(t);
    const friend = await createMember(t, { userName: 'Secret Friend' });
    await befriend(t, m, friend);
    const res = await call<{ postId: number }>('POST', '/api/posts/create-post', {
      token: friend.token,
      body: { content: 'Pray for me, quietly', postType: 'pray_request', visibility: 'friends', anonymous: true },
    });
    expect(res.status).toBe(201);
    const [item] = (await today(m)).requests;
    expect(item).toMatchObject({ posts_id: res.body.postId, user_id: 0, user_name: 'Anonymous' });
    expect(JSON.stringify(item)).not.toContain('Secret Friend');
  });
});
