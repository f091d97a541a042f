import { randomUUID } from 'node:crypto';
import { JobsService } from '../../src/jobs/jobs.service';
import { FAN_OUT_BATCH_SIZE, fanOutJobId } from '../../src/noti/group-fan-out.processor';
import { deleteAndAwaitPurge } from '../auth/purge-support';
import { addMember, eventually, insertGroup, insertGroupComment, insertPost, publish } from '../noti/fixtures';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

/** Tables whose serial ids the scenarios hand out again, with their id column. */
const SERIALS = { users: 'user_id', group_comments: 'comment_id', notifications: 'notification_id' } as const;
type Table = keyof typeof SERIALS;
type Backup = Partial<Record<Table, number>>;

/**
 * BullMQ keeps finished jobs (an hour by default) and ignores a new job whose id it holds. A
 * database restored from a backup gives out the serial ids of rows created since the backup
 * again, while Redis still holds the jobs of those rows: the new rows' jobs must not be dropped.
 */
describe('jobs: ids stay unique when a restored database gives out row ids again', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;

  beforeAll(async () => {
    t = await startTestApp({ ACCOUNT_PURGE_DELAY_SECONDS: '1' });
    call = http(t.url);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function takeBackup(...tables: Table[]): Promise<Backup> {
    const backup: Backup = {};
    for (const table of tables) {
      const { rows } = await t.db.query<{ max: number }>(`SELECT COALESCE(max(${SERIALS[table]}), 0)::int AS max FROM ${table}`);
      backup[table] = rows[0].max;
    }
    return backup;
  }

  /** What restoring the backup does to these tables: later rows are gone and their ids are given out again. */
  async function restore(backup: Backup): Promise<void> {
    for (const [table, max] of Object.entries(backup) as Array<[Table, number]>) {
      await t.db.query(`DELETE FROM ${table} WHERE ${SERIALS[table]} > $1`, [max]);
      await t.db.query(`SELECT setval(pg_get_serial_sequence($1, $2), $3, false)`, [table, SERIALS[table], max + 1]);
    }
  }

  async function groupComment(host: Member, groupId: number, content: string): Promise<number> {
    const res = await call<{ comment: { comment_id: number } }>('POST', `/api/groups/${groupId}/new-comment`, { token: host.token, body: { content, isReady: true } });
    expect(res.status).toBe(201);
    return res.body.comment.comment_id;
  }

  const notifiedOf = async (text: string): Promise<number> =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE notification_type = 'group_comment' AND content LIKE $1`, [`%${text}%`])).rows[0].n;

  it("fans a new group comment out to every member, past the first batch, when its id is a restored-away comment's", async () => {
    const host = await createMember(t, { userName: 'Host' });
    const groupId = await insertGroup(t, host.userId, 'Choir');
    // One member more than a batch, so the job that continues a fan-out is named too.
    const members = FAN_OUT_BATCH_SIZE + 1;
    await t.db.query(
      `WITH u AS (
        INSERT INTO users (email, password_hash, user_name, verified, receive_email_notifications)
        SELECT 'singer' || g || '@example.test', 'x', 'Singer ' || g, 1, false FROM generate_series(1, $2::int) g
        RETURNING user_id)
      INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id)
      SELECT $1, user_id, 'accepted', 'member', user_id, user_id FROM u`,
      [groupId, members],
    );
    const backup = await takeBackup('group_comments', 'notifications');

    const first = await groupComment(host, groupId, 'Rehearsal moved to Friday');
    await eventually(async () => expect(await notifiedOf('Rehearsal moved to Friday')).toBe(members), 25_000);

    await restore(backup);
    expect(await notifiedOf('Rehearsal moved to Friday')).toBe(0);
    const again = await groupComment(host, groupId, 'Rehearsal is on Thursday');
    expect(again).toBe(first);
    await eventually(async () => expect(await notifiedOf('Rehearsal is on Thursday')).toBe(members), 25_000);
  }, 60_000);

  it('a fan-out queued for a comment a restore removed tells nobody about the comment now holding its id', async () => {
    const host = await createMember(t, { userName: 'Leader' });
    const groupId = await insertGroup(t, host.userId, 'Bible study');
    const member = await createMember(t, { userName: 'Reader' });
    await addMember(t, groupId, member.userId);
    const commentId = await insertGroupComment(t, groupId, host.userId, 'Psalm 23 tonight');
    const jobs = t.app.get(JobsService);
    const stale = { groupId, commentId, commentKey: randomUUID(), actorId: host.userId, afterUserId: 0 };
    const id = await jobs.add('noti.fan-out-group-comment', stale, { jobId: fanOutJobId(commentId, stale.commentKey, 0) });
    await eventually(async () => expect(await jobs.queues.maintenance.getJobState(id!)).toBe('completed'));
    expect(await notifiedOf('Psalm 23 tonight')).toBe(0);
  });

  it('a fan-out queued by an earlier version, without the comment key, still notifies the members', async () => {
    const host = await createMember(t, { userName: 'Elder' });
    const groupId = await insertGroup(t, host.userId, 'Prayer chain');
    const member = await createMember(t, { userName: 'Intercessor' });
    await addMember(t, groupId, member.userId);
    const commentId = await insertGroupComment(t, groupId, host.userId, 'Pray for the Millers');
    await t.app.get(JobsService).add('noti.fan-out-group-comment', { groupId, commentId, actorId: host.userId, afterUserId: 0 });
    await eventually(async () => expect(await notifiedOf('Pray for the Millers')).toBe(1));
  });

  it('purges a deleted account whose id a restored database gave out again', async () => {
    const first = await createMember(t, { userName: 'Former' });
    await deleteAndAwaitPurge(t, first);

    // A restore from a backup taken before the first account was created: its id is given out again.
    await restore({ users: first.userId - 1 });
    const second = await createMember(t, { userName: 'Newcomer' });
    expect(second.userId).toBe(first.userId);
    await deleteAndAwaitPurge(t, second);
  }, 60_000);

  it('queues one purge for two deletion requests of the same account at once', async () => {
    const member = await createMember(t, { userName: 'Twice' });
    const answers = await Promise.all(
      [1, 2].map(() => call('DELETE', '/api/auth/delete-account', { token: member.token, body: { password: member.password } })),
    );
    expect(answers.map((a) => a.status)).toContain(200);
    const purges = async () =>
      (await t.app.get(JobsService).queues.maintenance.getJobs(['delayed', 'waiting', 'active', 'completed', 'failed'])).filter(
        (j) => j.name === 'maintenance.purge-account' && j.data.userId === member.userId,
      );
    await eventually(async () => expect((await t.db.query('SELECT 1 FROM users WHERE user_id = $1', [member.userId])).rowCount).toBe(0), 20_000);
    expect(await purges()).toHaveLength(1);
  }, 30_000);

  it("mails a member's new notification whose id a restored database gave out again, while Redis holds a finished digest of the old one", async () => {
    const mail = t.app.get(JobsService).queues.mail;
    const anna = await createMember(t, { userName: 'Anna' });
    const annasDigest = () =>
      eventually(async () => {
        const found = (await mail.getDelayed()).find((j) => j.name === 'noti.email-digest' && j.data.userId === anna.userId);
        expect(found).toBeDefined();
        return found!;
      });
    const postId = await insertPost(t, anna.userId, 'Sunday service was wonderful');
    const backup = await takeBackup('notifications');

    const bob = await createMember(t, { userName: 'Bob' });
    publish(t, 'post.liked', { postId, actorId: bob.userId });
    const digest = await annasDigest();
    await digest.promote();
    await t.mailbox.waitFor(anna.email, (m) => m.text.includes('Bob liked your post'));
    // Digests are removed once done; a deployment sharing this Redis prefix (or one keeping
    // finished jobs longer) still holds one under the same id.
    await eventually(async () => expect(await mail.getJob(digest.id!)).toBeUndefined());
    const kept = await mail.add('noti.email-digest', { userId: anna.userId }, { jobId: digest.id, removeOnComplete: false });
    await eventually(async () => expect(await kept.getState()).toBe('completed'));

    await restore(backup);
    const carol = await createMember(t, { userName: 'Carol' });
    publish(t, 'post.liked', { postId, actorId: carol.userId });
    await eventually(async () => {
      const { rows } = await t.db.query<{ notification_id: number }>(`SELECT notification_id FROM notifications WHERE user_id = $1`, [anna.userId]);
      expect(rows).toEqual([{ notification_id: backup.notifications! + 1 }]);
    });
    // Anna's own new digest: another member's, still delayed from an earlier test, is queued
    // before hers is (CI promoted that one, then waited for a mail to Anna that was never due).
    const next = await annasDigest();
    expect(next.id).not.toBe(digest.id);
    await next.promote();
    const second = await t.mailbox.waitFor(anna.email, (m) => m.text.includes('Carol liked your post'));
    expect(second.subject).toBe('Carol liked your post: “Sunday service was wonderful”');
  }, 40_000);
});
