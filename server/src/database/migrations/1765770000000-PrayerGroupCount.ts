import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Grouping "Anna and 4 others prayed for your request" counted, for every new prayer, all the
 * request's prayer notifications since the author last read one: work that grew with the
 * prayers (on a request prayed for thousands of times, most of a pray's cost). Now the shown
 * (unread, not hidden) notification carries the number of prayers it stands for
 * (`prayer_group`), and a new one takes it over: one probe of a small partial index. Shown ones
 * of today are given their count once, the old way.
 */
export class PrayerGroupCount1765770000000 implements MigrationInterface {
  name = 'PrayerGroupCount1765770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications ADD COLUMN prayer_group int`);
    await q.query(`
      CREATE INDEX notifications_prayer_shown_idx ON notifications (user_id, link)
        WHERE notification_type = 'prayer' AND read_at IS NULL AND hidden_at IS NULL`);
    await q.query(`
      UPDATE notifications n SET prayer_group = (
        SELECT count(*) FROM notifications o
         WHERE o.user_id = n.user_id AND o.link = n.link AND o.notification_type = 'prayer' AND o.notification_id <= n.notification_id
           AND o.notification_id > coalesce((SELECT max(r.notification_id) FROM notifications r
                                             WHERE r.user_id = n.user_id AND r.link = n.link AND r.notification_type = 'prayer'
                                               AND r.read_at IS NOT NULL AND r.hidden_at IS NULL AND r.notification_id < n.notification_id), 0))
       WHERE n.notification_type = 'prayer' AND n.read_at IS NULL AND n.hidden_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX notifications_prayer_shown_idx`);
    await q.query(`ALTER TABLE notifications DROP COLUMN prayer_group`);
  }
}
