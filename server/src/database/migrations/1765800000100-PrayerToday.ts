import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Today" (issue 44): a member's daily selection of prayer requests (the prayer module's tables).
 * - `prayer_reminder_settings` gains `today_count` (how many requests the selection shows, 1–20),
 *   `today_push` (the opt-in morning push at the reminder hour) and `today_pushed_on` (the local
 *   date of the last one, claimed in the statement that decides, so a day never has two).
 *   prayer_today_push_idx lists only the members who opted in, for the sweep.
 * - posts_open_prayer_author_idx: an author's open requests, so a member's friends' requests are
 *   one small index range per friend (the selection's main source).
 */
export class PrayerToday1765800000100 implements MigrationInterface {
  name = 'PrayerToday1765800000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE prayer_reminder_settings
      ADD COLUMN today_count smallint NOT NULL DEFAULT 5 CHECK (today_count BETWEEN 1 AND 20),
      ADD COLUMN today_push boolean NOT NULL DEFAULT false,
      ADD COLUMN today_pushed_on date`);
    await q.query(`CREATE INDEX prayer_today_push_idx ON prayer_reminder_settings (user_id) WHERE today_push`);
    await q.query(`CREATE INDEX posts_open_prayer_author_idx ON posts (user_id, posts_id) WHERE prayer_status = 'open'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX posts_open_prayer_author_idx`);
    await q.query(`DROP INDEX prayer_today_push_idx`);
    await q.query(`ALTER TABLE prayer_reminder_settings DROP COLUMN today_count, DROP COLUMN today_push, DROP COLUMN today_pushed_on`);
  }
}
