import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `notifications.grouped_others` (noti): how many prayers a shown `prayer` notification stands for
 * besides its own ("Dave and 2 others prayed…"), carried to the next one when it is grouped
 * (GROUP_PRAYERS_SQL), where grouping used to count every prayer notification about the request
 * since the member last read one. Unread shown ones get that count now.
 */
export class PrayerNotificationCounts1796583806300 implements MigrationInterface {
  name = 'PrayerNotificationCounts1796583806300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications ADD COLUMN grouped_others int NOT NULL DEFAULT 0`);
    await q.query(`
      UPDATE notifications n SET grouped_others = (
        SELECT count(*) FROM notifications o
         WHERE o.user_id = n.user_id AND o.link = n.link AND o.notification_type = 'prayer' AND o.notification_id < n.notification_id
           AND o.notification_id > coalesce((SELECT max(r.notification_id) FROM notifications r
                                              WHERE r.user_id = n.user_id AND r.link = n.link AND r.notification_type = 'prayer'
                                                AND r.notification_id < n.notification_id AND r.read_at IS NOT NULL AND r.hidden_at IS NULL), 0))
       WHERE n.notification_type = 'prayer' AND n.read_at IS NULL AND n.hidden_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications DROP COLUMN grouped_others`);
  }
}
