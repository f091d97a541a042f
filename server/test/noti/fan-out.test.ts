import { createMember } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { eventually, insertGroup, insertGroupComment, publish } from './fixtures';

describe('noti: a group comment fans out to every other member through jobs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('notifies all 999 other members of a 1 000-member group exactly once, never the author', async () => {
    const author = await createMember(t, { userName: 'Host' });
    const groupId = await insertGroup(t, author.userId, 'Big Family');
    // 999 more accepted members, arranged with set-based SQL.
    await t.db.query(`
      WITH u AS (
        INSERT INTO users (email, password_hash, user_name, verified, receive_email_notifications)
        SELECT 'fan' || g || '@example.test', 'x', 'Fan ' || g, 1, false FROM generate_series(1, 999) g
        RETURNING user_id)
      INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id)
      SELECT $1, user_id, 'accepted', 'member', user_id, user_id FROM u`, [groupId]);
    // A pending member is not notified.
    const pending = await createMember(t);
    await t.db.query(`INSERT INTO group_members (group_id, user_id, status, inviter_id, invitee_id) VALUES ($1, $2, 'pending', $2, $2)`, [groupId, pending.userId]);

    const commentId = await insertGroupComment(t, groupId, author.userId, 'Good morning, family!');
    const started = Date.now();
    publish(t, 'group.commented', { groupId, commentId, actorId: author.userId });
    // The same event twice (e.g. a retry upstream) must not double anything.
    publish(t, 'group.commented', { groupId, commentId, actorId: author.userId });

    await eventually(async () => {
      const { rows } = await t.db.query(`SELECT count(*)::int AS n, count(DISTINCT user_id)::int AS d FROM notifications WHERE notification_type = 'group_comment'`);
      expect(rows[0]).toEqual({ n: 999, d: 999 });
    }, 25000);
    expect(Date.now() - started).toBeLessThan(25000);
    const { rows } = await t.db.query(
      `SELECT content, link, count(*)::int AS n FROM notifications WHERE notification_type = 'group_comment' GROUP BY content, link`,
    );
    expect(rows).toEqual([{ content: 'Host commented in Big Family: “Good morning, family!”', link: `/group/${groupId}`, n: 999 }]);
    const own = await t.db.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = ANY($1::int[])`, [[author.userId, pending.userId]]);
    expect(own.rows[0].n).toBe(0);
  }, 40000);
});
