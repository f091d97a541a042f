import { createHmac } from 'node:crypto';
import { JobsService } from '../../src/jobs/jobs.service';
import { createUnsubscribeToken, UNSUBSCRIBE_LINK_TTL_SECONDS, unsubscribeKey } from '../../src/noti/email/unsubscribe-token';
import { EMAIL_MAX_AGE_SECONDS } from '../../src/noti/email/digest-mail';
import { PENDING_DIGEST_SQL } from '../../src/noti/email/digest.queries';
import { ReceivedMail } from '../support/mailbox';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { eventually, insertPost, notificationRows, promoteEmailDigests, publish } from './fixtures';

function listHeaders(mail: ReceivedMail): { unsubscribe: { url: string }; 'unsubscribe-post': { name: string } } {
  return mail.headers.get('list') as { unsubscribe: { url: string }; 'unsubscribe-post': { name: string } };
}

describe('noti: notification e-mails', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let anna: Member;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    anna = await createMember(t, { userName: 'Anna' });
  });
  afterAll(() => t.close());

  async function likeBy(postId: number, name: string): Promise<Member> {
    const liker = await createMember(t, { userName: name });
    publish(t, 'post.liked', { postId, actorId: liker.userId });
    return liker;
  }

  it('combines notifications that arrive close together into one mail with unsubscribe headers', async () => {
    const postId = await insertPost(t, anna.userId, 'Grateful today');
    await likeBy(postId, 'Bob');
    await likeBy(postId, 'Carol');
    await eventually(async () => expect(await notificationRows(t, anna.userId)).toHaveLength(2));
    expect(await eventually(async () => {
      const n = await promoteEmailDigests(t);
      expect(n).toBeGreaterThan(0);
      return n;
    })).toBe(1);
    const mail = await t.mailbox.waitFor(anna.email);
    expect(mail.subject).toBe('You have 2 new notifications on Pen');
    expect(mail.text).toContain('Bob liked your post: “Grateful today”');
    expect(mail.text).toContain('Carol liked your post: “Grateful today”');
    expect(mail.text).toContain(`http://localhost:3000/post/${postId}`);
    expect(mail.html).toContain('Carol liked your post');
    // mailparser groups the List-* headers (List-Unsubscribe, List-Unsubscribe-Post).
    expect(listHeaders(mail)).toEqual({
      unsubscribe: { url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/noti\/unsubscribe\?token=\d+\.\d+\.[\w-]{43}$/) },
      'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(t.mailbox.mails.filter((m) => m.to.includes(anna.email))).toHaveLength(1);
  });

  it('sends nothing for notifications read in the app meanwhile', async () => {
    const before = t.mailbox.mails.length;
    const postId = await insertPost(t, anna.userId, 'Read quickly');
    await likeBy(postId, 'Dave');
    await eventually(async () => expect(await notificationRows(t, anna.userId)).toHaveLength(3));
    expect((await call('PUT', '/api/noti/mark-notifications-read', { token: anna.token })).status).toBe(200);
    await eventually(async () => expect(await promoteEmailDigests(t)).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 1000));
    expect(t.mailbox.mails.length).toBe(before);
  });

  it('mails only members who want e-mail', async () => {
    const quiet = await createMember(t, { userName: 'Quiet' });
    await t.db.query(`UPDATE users SET receive_email_notifications = false WHERE user_id = $1`, [quiet.userId]);
    const postId = await insertPost(t, quiet.userId, 'No mails please');
    await likeBy(postId, 'Eve');
    await eventually(async () => expect(await notificationRows(t, quiet.userId)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 300));
    await promoteEmailDigests(t);
    await new Promise((r) => setTimeout(r, 1000));
    expect(t.mailbox.mails.filter((m) => m.to.includes(quiet.email))).toEqual([]);
  });

  it('unsubscribes with the link: GET shows a confirmation page, POST (one-click) switches e-mail off', async () => {
    const mail = await t.mailbox.waitFor(anna.email);
    const url = listHeaders(mail).unsubscribe.url.replace('http://localhost:3000', t.url);
    expect(mail.text).toContain(listHeaders(mail).unsubscribe.url);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Stop notification e-mails?');
    expect(html).toContain('<button type="submit">Unsubscribe</button>');
    const stillOn = await t.db.query(`SELECT receive_email_notifications FROM users WHERE user_id = $1`, [anna.userId]);
    expect(stillOn.rows[0].receive_email_notifications).toBe(true);

    const oneClick = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ message: 'You will no longer receive e-mail notifications from Pen' });
    const off = await t.db.query(`SELECT receive_email_notifications FROM users WHERE user_id = $1`, [anna.userId]);
    expect(off.rows[0].receive_email_notifications).toBe(false);

    const fromPage = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, body: 'List-Unsubscribe=One-Click' });
    expect(fromPage.status).toBe(200);
    expect(await fromPage.text()).toContain('Unsubscribed');
  });

  it('refuses links signed with the JWT secret, expired links and links of the old format (no expiry), with a clear answer', async () => {
    const enabled = async () => (await t.db.query(`SELECT receive_email_notifications FROM users WHERE user_id = $1`, [anna.userId])).rows[0].receive_email_notifications as boolean;
    await t.db.query(`UPDATE users SET receive_email_notifications = true WHERE user_id = $1`, [anna.userId]);
    const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');
    // What every mail carried before: the member id signed with the JWT secret, valid forever.
    const oldFormat = `${anna.userId}.${hmac(t.settings.jwtSecret, `unsubscribe-email-notifications:${anna.userId}`)}`;
    const future = Math.floor(Date.now() / 1000) + 3600;
    const jwtSigned = `${anna.userId}.${future}.${hmac(t.settings.jwtSecret, `unsubscribe-email-notifications:${anna.userId}:${future}`)}`;
    const expired = createUnsubscribeToken(unsubscribeKey(t.settings.jwtSecret), anna.userId, Date.now() - (UNSUBSCRIBE_LINK_TTL_SECONDS + 1) * 1000);
    const expiredMessage = 'This unsubscribe link has expired. You can turn off e-mail notifications in Settings.';
    for (const [token, message] of [[oldFormat, expiredMessage], [expired, expiredMessage], [jwtSigned, 'This unsubscribe link is not valid']]) {
      const oneClick = await fetch(`${t.url}/api/noti/unsubscribe?token=${token}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      expect(oneClick.status).toBe(400);
      expect(await oneClick.json()).toEqual({ statusCode: 400, message, error: 'Bad Request' });
      const page = await fetch(`${t.url}/api/noti/unsubscribe?token=${token}`);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain(message);
    }
    expect(await enabled()).toBe(true);
  });

  it('rejects a forged unsubscribe link', async () => {
    const forged = await fetch(`${t.url}/api/noti/unsubscribe?token=${anna.userId}.${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`, { method: 'POST' });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ message: 'This unsubscribe link is not valid' });
    const page = await fetch(`${t.url}/api/noti/unsubscribe?token=nonsense`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('This unsubscribe link is not valid');
  });

  it('queues one digest job for a member while it is pending, however many batches of notifications reach them', async () => {
    const mailQueue = t.app.get(JobsService).queues.mail;
    // BullMQ numbers every job it is given, also one it drops for having the id of a waiting job.
    const jobsGiven = async () => Number(await (await mailQueue.getBackend().client).get(mailQueue.toKey('id')));
    const author = await createMember(t, { userName: 'Busy author' });
    const postId = await insertPost(t, author.userId, 'Many likes');
    const before = await jobsGiven();
    for (const [i, name] of ['Fay', 'Gil', 'Hal'].entries()) {
      // Each like waits for the one before to be derived: three batches, three deliveries.
      await likeBy(postId, name);
      await eventually(async () => expect(await notificationRows(t, author.userId)).toHaveLength(i + 1));
    }
    expect(await jobsGiven()).toBe(before + 1);
    expect((await mailQueue.getDelayed()).filter((j) => j.data.userId === author.userId)).toHaveLength(1);
  });

  it('finds the notification that names a digest job from the pending ones only, however many a member has', async () => {
    const author = await createMember(t, { userName: 'Popular' });
    // 20 000 notifications already mailed or read, and 3 pending: the lookup must not walk the first kind.
    await t.db.query(
      `INSERT INTO notifications (user_id, actor_id, notification_type, link, content, emailed_at, read_at)
       SELECT $1, $2, 'like', '/post/1', 'old ' || i, now(), CASE WHEN i % 2 = 0 THEN now() END FROM generate_series(1, 20000) AS i`,
      [author.userId, anna.userId],
    );
    const { rows: pendingRows } = await t.db.query<{ notification_id: number }>(
      `INSERT INTO notifications (user_id, actor_id, notification_type, link, content)
       SELECT $1, $2, 'like', '/post/1', 'new ' || i FROM generate_series(1, 3) AS i RETURNING notification_id`,
      [author.userId, anna.userId],
    );
    await t.db.query('ANALYZE notifications');
    const params = [[author.userId], EMAIL_MAX_AGE_SECONDS];
    const { rows } = await t.db.query<{ user_id: number; first_id: number }>(PENDING_DIGEST_SQL, params);
    expect(rows).toEqual([expect.objectContaining({ user_id: author.userId, first_id: Math.min(...pendingRows.map((r) => r.notification_id)) })]);
    const plan = (await t.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${PENDING_DIGEST_SQL}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index Scan using notifications_pending_mail_idx on notifications/);
    const buffers = [...plan.matchAll(/Buffers: shared hit=(\d+)(?: read=(\d+))?/g)].map((m) => Number(m[1]) + Number(m[2] ?? 0));
    expect(Math.max(...buffers)).toBeLessThan(50);
  });
});
