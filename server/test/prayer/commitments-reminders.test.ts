import { PrayerCheckinsService } from '../../src/prayer/prayer-checkins.service';
import { PrayerRemindersService } from '../../src/prayer/prayer-reminders.service';
import { MEMBER_TIME_ZONE_SQL, myPrayerListSql } from '../../src/prayer/commitments.queries';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { befriend, Call, createPost } from '../posts/helpers';

interface Notice {
  notification_type: string;
  content: string;
  link: string | null;
  created_at: string;
}

interface ListItem {
  posts_id: number;
  prayer_status: string;
  prayed_today: boolean;
  is_prayed: boolean;
  commitment: { days: number; days_left: number } | null;
}

/**
 * Commitments, reminders (issue #33): the app runs with APP_ROLE api, so no sweep runs by itself;
 * the tests call the reminder and check-in services with the instant they stand for.
 */
describe('prayer: commitments and reminders', () => {
  let t: TestApp;
  let call: Call;
  let author: Member;
  let friend: Member;
  let reminders: PrayerRemindersService;

  const notices = async (m: Member, type: string): Promise<Notice[]> => {
    const res = await call<{ notifications: Notice[] }>('GET', '/api/noti/user-notifications?limit=50', { token: m.token });
    return res.body.notifications.filter((n) => n.notification_type === type);
  };
  const request = (m: Member, content: string, postType = 'pray_request') => createPost(call, m, { content, postType, visibility: 'public' });
  const setZone = (m: Member, hour: number, timeZone: string) =>
    t.db.query(
      `INSERT INTO prayer_reminder_settings (user_id, reminder_hour, time_zone, saved) VALUES ($1, $2, $3, true)
       ON CONFLICT (user_id) DO UPDATE SET reminder_hour = $2, time_zone = $3, last_reminded_on = NULL`,
      [m.userId, hour, timeZone],
    );

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    call = http(t.url);
    reminders = t.app.get(PrayerRemindersService);
    author = await createMember(t, { userName: 'Author' });
    friend = await createMember(t, { userName: 'Friend' });
    await befriend(t, author, friend);
  });
  afterAll(() => t.close());

  it('commits to an open prayer request for 1–30 days; re-committing replaces; other posts and bad days are 400', async () => {
    const postId = await request(author, 'Pray for my mother');
    const first = await call<{ commitment: { days: number; days_left: number; ends_at: string; started_at: string } }>('POST', '/api/posts/commit-to-pray', {
      token: friend.token,
      body: { postId, days: 7 },
    });
    expect(first.status).toBe(200);
    expect(first.body.commitment).toMatchObject({ post_id: postId, days: 7, days_left: 7 });
    const again = await call<{ commitment: { days: number } }>('POST', '/api/posts/commit-to-pray', { token: friend.token, body: { postId, days: 3 } });
    expect(again.body.commitment.days).toBe(3);
    const rows = await t.db.query(`SELECT days, ended_at FROM prayer_commitments WHERE post_id = $1 AND user_id = $2`, [postId, friend.userId]);
    expect(rows.rows).toEqual([{ days: 3, ended_at: null }]);

    for (const days of [0, 31, 2.5, 'x']) {
      const bad = await call('POST', '/api/posts/commit-to-pray', { token: friend.token, body: { postId, days } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('days must be a whole number from 1 to 30');
    }
    const normal = await createPost(call, author, { content: 'Just a post', visibility: 'public' });
    const notPrayer = await call('POST', '/api/posts/commit-to-pray', { token: friend.token, body: { postId: normal, days: 7 } });
    expect(notPrayer.status).toBe(400);
    expect(notPrayer.body.message).toBe('Only prayer requests can be prayed for');
    const missing = await call('POST', '/api/posts/commit-to-pray', { token: friend.token, body: { postId: 99999999, days: 7 } });
    expect(missing.status).toBe(404);

    await t.db.query(`UPDATE posts SET prayer_status = 'closed' WHERE posts_id = $1`, [postId]);
    const closed = await call('POST', '/api/posts/commit-to-pray', { token: friend.token, body: { postId, days: 7 } });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('This prayer request is no longer open');
  });

  it('hides a blocked author\'s request and a friends-only one from strangers (404)', async () => {
    const stranger = await createMember(t, { userName: 'Stranger' });
    const friendsOnly = await createPost(call, author, { content: 'Friends only request', postType: 'pray_request', visibility: 'friends' });
    expect((await call('POST', '/api/posts/commit-to-pray', { token: stranger.token, body: { postId: friendsOnly, days: 2 } })).status).toBe(404);
    const publicOne = await request(author, 'Public request');
    await t.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [author.userId, stranger.userId]);
    expect((await call('POST', '/api/posts/commit-to-pray', { token: stranger.token, body: { postId: publicOne, days: 2 } })).status).toBe(404);
  });

  it('ends a commitment at the member\'s word; ending none is 404', async () => {
    const postId = await request(author, 'Job interview');
    await call('POST', '/api/posts/commit-to-pray', { token: friend.token, body: { postId, days: 5 } });
    const end = await call('POST', '/api/posts/end-prayer-commitment', { token: friend.token, body: { postId } });
    expect(end.status).toBe(200);
    const row = await t.db.query(`SELECT end_reason FROM prayer_commitments WHERE post_id = $1 AND user_id = $2`, [postId, friend.userId]);
    expect(row.rows[0].end_reason).toBe('ended_by_member');
    const again = await call('POST', '/api/posts/end-prayer-commitment', { token: friend.token, body: { postId } });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('You have no prayer commitment for this request');
  });

  it('validates the reminder time: hour 0–23, known IANA zones only; defaults to 08:00 UTC unsaved', async () => {
    const m = await createMember(t);
    const initial = await call('GET', '/api/prayer/reminder-settings', { token: m.token });
    expect(initial.body).toEqual({ settings: { hour: 8, time_zone: 'UTC', saved: false } });
    const saved = await call('PUT', '/api/prayer/reminder-settings', { token: m.token, body: { hour: 21, timeZone: 'America/New_York' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ settings: { hour: 21, time_zone: 'America/New_York', saved: true } });
    expect((await call('GET', '/api/prayer/reminder-settings', { token: m.token })).body).toEqual(saved.body);
    for (const timeZone of ['Mars/Olympus_Mons', 'Europe/Nowhere', '+05:00', '', 'x'.repeat(80)]) {
      const bad = await call('PUT', '/api/prayer/reminder-settings', { token: m.token, body: { hour: 8, timeZone } });
      expect(bad.status).toBe(400);
    }
    for (const hour of [-1, 24, 7.5]) {
      const bad = await call('PUT', '/api/prayer/reminder-settings', { token: m.token, body: { hour, timeZone: 'UTC' } });
      expect(bad.status).toBe(400);
    }
  });

  it('reminds at the member\'s local hour across the spring-forward change, once a day', async () => {
    const m = await createMember(t, { userName: 'Early riser' });
    const postId = await request(author, 'Surgery on Monday');
    await call('POST', '/api/posts/commit-to-pray', { token: m.token, body: { postId, days: 30 } });
    await setZone(m, 8, 'America/New_York');
    await t.db.query(`UPDATE prayer_commitments SET started_at = '2026-03-01T00:00Z', ends_at = '2026-12-31T00:00Z' WHERE user_id = $1`, [m.userId]);

    // 2026-03-08: clocks go from 02:00 EST to 03:00 EDT; 08:00 local is 12:00 UTC (13:00 the day before).
    expect(await reminders.sendDue(new Date('2026-03-07T12:30:00Z'), m.userId)).toBe(0); // 07:30 EST
    expect(await reminders.sendDue(new Date('2026-03-07T13:05:00Z'), m.userId)).toBe(1); // 08:05 EST
    expect(await reminders.sendDue(new Date('2026-03-07T13:35:00Z'), m.userId)).toBe(0); // same day
    expect(await reminders.sendDue(new Date('2026-03-08T11:55:00Z'), m.userId)).toBe(0); // 07:55 EDT (08:55 by yesterday's offset would be wrong)
    expect(await reminders.sendDue(new Date('2026-03-08T12:02:00Z'), m.userId)).toBe(1); // 08:02 EDT
    expect(await reminders.sendDue(new Date('2026-03-08T13:10:00Z'), m.userId)).toBe(0);
    // The sweep over everyone finds nothing more for the day either.
    await reminders.sendDue(new Date('2026-03-08T12:30:00Z'));
    const got = await notices(m, 'prayer_reminder');
    expect(got).toHaveLength(2);
    expect(got[0]).toMatchObject({ link: '/prayer-list', content: 'Time to pray for Author\'s request: “Surgery on Monday”' });
    // Never by e-mail: stored as already mailed, so the digest leaves it out.
    const mailed = await t.db.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND emailed_at IS NULL`, [m.userId]);
    expect(mailed.rows[0].n).toBe(0);
  });

  it('reminds at the local hour across the fall-back change, and the skipped hour of a spring-forward comes an hour later', async () => {
    const m = await createMember(t);
    const postId = await request(author, 'Exams');
    await call('POST', '/api/posts/commit-to-pray', { token: m.token, body: { postId, days: 30 } });
    await t.db.query(`UPDATE prayer_commitments SET started_at = '2026-03-01T00:00Z', ends_at = '2026-12-31T00:00Z' WHERE user_id = $1`, [m.userId]);
    await setZone(m, 8, 'Europe/Berlin');
    // 2026-10-25: Berlin goes from CEST (+2) to CET (+1); 08:00 local is 07:00 UTC.
    expect(await reminders.sendDue(new Date('2026-10-25T06:30:00Z'), m.userId)).toBe(0); // 07:30 CET
    expect(await reminders.sendDue(new Date('2026-10-25T07:01:00Z'), m.userId)).toBe(1);
    // Spring forward in Berlin (2026-03-29, 02:00 → 03:00) with a 02:00 reminder: it comes at 03:00 CEST (01:00 UTC).
    await setZone(m, 2, 'Europe/Berlin');
    expect(await reminders.sendDue(new Date('2026-03-29T00:30:00Z'), m.userId)).toBe(0); // 01:30 CET
    expect(await reminders.sendDue(new Date('2026-03-29T01:05:00Z'), m.userId)).toBe(1); // 03:05 CEST
  });

  it('ends commitments after their days and tells the member in the reminder', async () => {
    const m = await createMember(t);
    const done = await request(author, 'Travel mercies');
    const running = await request(author, 'Healing for Tom');
    await call('POST', '/api/posts/commit-to-pray', { token: m.token, body: { postId: done, days: 2 } });
    await call('POST', '/api/posts/commit-to-pray', { token: m.token, body: { postId: running, days: 30 } });
    await setZone(m, 8, 'UTC');
    await t.db.query(`UPDATE prayer_commitments SET started_at = '2026-04-01T09:00Z', ends_at = '2026-04-03T09:00Z' WHERE user_id = $1 AND post_id = $2`, [m.userId, done]);
    await t.db.query(`UPDATE prayer_commitments SET started_at = '2026-04-01T09:00Z', ends_at = '2026-05-01T09:00Z' WHERE user_id = $1 AND post_id = $2`, [m.userId, running]);
    expect(await reminders.sendDue(new Date('2026-04-03T08:10:00Z'), m.userId)).toBe(1);
    expect((await notices(m, 'prayer_reminder'))[0].content).toBe('Time to pray for the 2 requests you committed to: Author: “Travel mercies”; Author: “Healing for Tom”');
    expect(await reminders.sendDue(new Date('2026-04-04T08:10:00Z'), m.userId)).toBe(1);
    expect((await notices(m, 'prayer_reminder'))[0].content).toBe(
      'Time to pray for Author\'s request: “Healing for Tom”. Your 2 days of prayer for “Travel mercies” are complete.',
    );
    const ended = await t.db.query(`SELECT end_reason, ended_at FROM prayer_commitments WHERE user_id = $1 AND post_id = $2`, [m.userId, done]);
    expect(ended.rows[0]).toEqual({ end_reason: 'expired', ended_at: new Date('2026-04-03T09:00:00Z') });
    // An answered request is no longer in the reminder.
    await t.db.query(`UPDATE posts SET prayer_status = 'answered', answered_at = now() WHERE posts_id = $1`, [running]);
    expect(await reminders.sendDue(new Date('2026-04-05T08:10:00Z'), m.userId)).toBe(0);
  });

  it("finds the member's commitments for my prayer list by member, not by walking every commitment", async () => {
    // Without prayer_commitments_user_idx the list read the whole primary key (post, member): 2-50 ms
    // a list at scale M, a parallel scan of 100 ms at L. Sequential scans are off so that the
    // planner shows the index path it has, whatever the size of this test's tables.
    const m = await createMember(t);
    await t.db.query('BEGIN');
    try {
      await t.db.query('SET LOCAL enable_seqscan = off');
      for (const after of [false, true]) {
        const params = after ? [m.userId, new Date().toISOString(), 1] : [m.userId];
        const plan = (await t.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${myPrayerListSql(20, after, MEMBER_TIME_ZONE_SQL)}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(plan).toMatch(/Scan (using|on) prayer_commitments_user_idx/);
        expect(plan).not.toMatch(/Seq Scan on (prayer_commitments|post_prayers)/);
      }
    } finally {
      await t.db.query('ROLLBACK');
    }
  });

  it('lists my prayer list: committed and prayed requests, days left, prayed today, answered ones, hidden authors left out, paged', async () => {
    const m = await createMember(t);
    const other = await createMember(t, { userName: 'Other' });
    const third = await createMember(t, { userName: 'Third' });
    const committed = await request(third, 'Committed one');
    const prayed = await request(other, 'Prayed one');
    const answered = await request(author, 'Answered one');
    const gone = await request(other, 'Author will be suspended');
    await call('POST', '/api/posts/commit-to-pray', { token: m.token, body: { postId: committed, days: 7 } });
    await t.db.query(`INSERT INTO post_prayers (post_id, user_id) VALUES ($1, $3), ($2, $3), ($4, $3)`, [prayed, answered, m.userId, gone]);
    await t.db.query(`UPDATE posts SET prayer_status = 'answered', answered_at = now() + interval '1 second', answer_testimony = 'Thank you' WHERE posts_id = $1`, [answered]);
    await t.db.query(`UPDATE posts SET removed_at = now() WHERE posts_id = $1`, [gone]);

    const page = await call<{ requests: ListItem[]; nextCursor: string | null }>('GET', '/api/posts/my-prayer-list', { token: m.token });
    expect(page.status).toBe(200);
    expect(page.body.requests.map((r) => r.posts_id)).toEqual([answered, prayed, committed]);
    expect(page.body.requests[0]).toMatchObject({ prayer_status: 'answered', is_prayed: true, prayed_today: true, commitment: null });
    expect(page.body.requests[2]).toMatchObject({ prayer_status: 'open', is_prayed: false, prayed_today: false, commitment: { days: 7, days_left: 7 } });

    const first = await call<{ requests: ListItem[]; nextCursor: string }>('GET', '/api/posts/my-prayer-list?limit=2', { token: m.token });
    expect(first.body.requests).toHaveLength(2);
    const second = await call<{ requests: ListItem[]; nextCursor: string | null }>('GET', `/api/posts/my-prayer-list?limit=2&cursor=${first.body.nextCursor}`, { token: m.token });
    expect(second.body.requests.map((r) => r.posts_id)).toEqual([committed]);
    expect(second.body.nextCursor).toBeNull();
    expect((await call('GET', '/api/posts/my-prayer-list?cursor=nonsense!', { token: m.token })).status).toBe(400);

    // A block either way hides the request; so does a suspended author.
    await t.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [m.userId, other.userId]);
    const blocked = await call<{ requests: ListItem[] }>('GET', '/api/posts/my-prayer-list', { token: m.token });
    expect(blocked.body.requests.map((r) => r.posts_id)).toEqual([answered, committed]);
    await t.db.query(`UPDATE users SET status = 'suspended' WHERE user_id = $1`, [third.userId]);
    const suspended = await call<{ requests: ListItem[] }>('GET', '/api/posts/my-prayer-list', { token: m.token });
    expect(suspended.body.requests.map((r) => r.posts_id)).toEqual([answered]);
  });

  it('asks the author "Is this still a prayer need?" after the check-in days, again after keep open, never for answered ones', async () => {
    const checkins = t.app.get(PrayerCheckinsService);
    const owner = await createMember(t, { userName: 'Owner' });
    const open = await request(owner, 'Need a new home');
    const answered = await request(owner, 'Was answered');
    await t.db.query(`UPDATE posts SET created_at = now() - interval '31 days' WHERE posts_id = ANY($1::int[])`, [[open, answered]]);
    await t.db.query(`UPDATE posts SET prayer_status = 'answered', answered_at = now() WHERE posts_id = $1`, [answered]);

    await checkins.askDue(new Date());
    await checkins.askDue(new Date());
    let asked = await notices(owner, 'prayer_checkin');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ link: `/post/${open}`, content: 'Is this still a prayer need? Your request: “Need a new home”' });

    expect((await call('POST', '/api/posts/keep-prayer-request-open', { token: friend.token, body: { postId: open } })).status).toBe(403);
    const keep = await call<{ next_check_at: string }>('POST', '/api/posts/keep-prayer-request-open', { token: owner.token, body: { postId: open } });
    expect(keep.status).toBe(200);
    const days = (new Date(keep.body.next_check_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    await checkins.askDue(new Date(Date.now() + 29 * 86_400_000));
    expect(await notices(owner, 'prayer_checkin')).toHaveLength(1);
    await checkins.askDue(new Date(Date.now() + 31 * 86_400_000));
    asked = await notices(owner, 'prayer_checkin');
    expect(asked).toHaveLength(2);
    const state = await t.db.query(`SELECT prayer_status FROM posts WHERE posts_id = $1`, [open]);
    expect(state.rows[0].prayer_status).toBe('open');
  });

  it('keep open: author only, prayer requests only', async () => {
    const postId = await request(author, 'Public need');
    const other = await call('POST', '/api/posts/keep-prayer-request-open', { token: friend.token, body: { postId } });
    expect(other.status).toBe(403);
    const normal = await createPost(call, author, { content: 'Normal', visibility: 'public' });
    expect((await call('POST', '/api/posts/keep-prayer-request-open', { token: author.token, body: { postId: normal } })).status).toBe(400);
  });

  it('shows friends\' open emergency requests of the last 24 hours, at most 3, newest first, minus dismissed', async () => {
    const me = await createMember(t);
    const pal = await createMember(t, { userName: 'Pal' });
    const stranger = await createMember(t);
    await befriend(t, me, pal);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await request(pal, `Emergency ${i}`, 'emergency_pray_request'));
    await request(stranger, 'Stranger emergency', 'emergency_pray_request');
    await request(pal, 'Plain request');
    await t.db.query(`UPDATE posts SET created_at = now() - interval '25 hours' WHERE posts_id = $1`, [ids[4]]);
    await t.db.query(`UPDATE posts SET prayer_status = 'closed' WHERE posts_id = $1`, [ids[3]]);

    const strip = await call<{ posts: Array<{ posts_id: number; user_name: string }> }>('GET', '/api/posts/emergency-prayers', { token: me.token });
    expect(strip.status).toBe(200);
    expect(strip.body.posts.map((p) => p.posts_id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(strip.body.posts[0].user_name).toBe('Pal');
    const dismiss = await call('POST', '/api/posts/dismiss-emergency-prayer', { token: me.token, body: { postId: ids[2] } });
    expect(dismiss.status).toBe(200);
    const after = await call<{ posts: Array<{ posts_id: number }> }>('GET', '/api/posts/emergency-prayers', { token: me.token });
    expect(after.body.posts.map((p) => p.posts_id)).toEqual([ids[1], ids[0]]);
    await t.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [pal.userId, me.userId]);
    const blocked = await call<{ posts: unknown[] }>('GET', '/api/posts/emergency-prayers', { token: me.token });
    expect(blocked.body.posts).toEqual([]);
  });
});
