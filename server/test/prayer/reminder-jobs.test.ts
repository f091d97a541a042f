import { JobsService } from '../../src/jobs/jobs.service';
import { createMember } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { befriend, createPost } from '../posts/helpers';

/**
 * The reminder through the real worker (APP_ROLE all): the sweeps are BullMQ job schedulers kept
 * in Redis (so a restarted worker finds them), a reminder due now comes by itself once the member
 * commits and chooses this hour, and the sweeps that follow never send a second one that day.
 */
describe('prayer: reminder jobs in the worker', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'all', PRAYER_JOBS_EVERY_SECONDS: '5' });
  });
  afterAll(() => t.close());

  const reminders = async (userId: number) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND notification_type = 'prayer_reminder'`, [userId])).rows[0].n;

  it('registers the sweeps as job schedulers in Redis', async () => {
    const schedulers = await t.app.get(JobsService).queues.push.getJobSchedulers();
    expect(schedulers.map((s) => ({ key: s.key, every: s.every }))).toEqual(
      expect.arrayContaining([
        { key: 'maintenance.prayer-reminders', every: 5000 },
        { key: 'maintenance.prayer-checkins', every: 3_600_000 },
      ]),
    );
  });

  it('sends the reminder due this hour once, whatever the sweeps that follow', async () => {
    const call = http(t.url);
    const author = await createMember(t, { userName: 'Naomi' });
    const member = await createMember(t);
    await befriend(t, author, member);
    const postId = await createPost(call, author, { content: 'Strength for the week', postType: 'pray_request', visibility: 'friends' });
    expect((await call('POST', '/api/posts/commit-to-pray', { token: member.token, body: { postId, days: 7 } })).status).toBe(200);
    const hour = new Date().getUTCHours();
    expect((await call('PUT', '/api/prayer/reminder-settings', { token: member.token, body: { hour, timeZone: 'UTC' } })).status).toBe(200);

    const deadline = Date.now() + 15_000;
    while ((await reminders(member.userId)) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await reminders(member.userId)).toBe(1);
    // Two more sweeps (every 5 s) and another per-member check: still one.
    await call('PUT', '/api/prayer/reminder-settings', { token: member.token, body: { hour, timeZone: 'Etc/UTC' } });
    await new Promise((r) => setTimeout(r, 11_000));
    expect(await reminders(member.userId)).toBe(1);
    const [row] = (await t.db.query(`SELECT content, link FROM notifications WHERE user_id = $1 AND notification_type = 'prayer_reminder'`, [member.userId])).rows;
    expect(row).toEqual({ content: 'Time to pray for Naomi\'s request: “Strength for the week”', link: '/prayer-list' });
  }, 40_000);
});
