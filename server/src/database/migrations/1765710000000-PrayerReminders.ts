import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Prayer reminders, check-ins and the emergency strip (issue #33, second half; the prayer module's tables):
 * - `prayer_reminder_settings`: a member's reminder hour and IANA time zone (`saved` false while
 *   the server's default, 08:00 UTC, stands in), and `last_reminded_on`, the member's local date of
 *   the last reminder: claimed in the statement that decides to send one, so a day never has two.
 * - `prayer_checkins`: the "Is this still a prayer need?" state of a request: when its author was
 *   last asked, how often, and when to ask again (null while the question waits for an answer).
 *   prayer_checkins_due_idx finds the requests whose "keep open" time has come.
 * - `prayer_emergency_dismissals`: the emergency requests a member closed in the strip above the feed.
 * - posts_open_prayer_idx: open requests by age, so the check-in job reads only those past their days.
 */
export class PrayerReminders1765710000000 implements MigrationInterface {
  name = 'PrayerReminders1765710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE prayer_reminder_settings (
        user_id int PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
        reminder_hour smallint NOT NULL DEFAULT 8 CHECK (reminder_hour BETWEEN 0 AND 23),
        time_zone text NOT NULL DEFAULT 'UTC',
        saved boolean NOT NULL DEFAULT false,
        last_reminded_on date,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE prayer_checkins (
        post_id int PRIMARY KEY REFERENCES posts(posts_id) ON DELETE CASCADE,
        asked_at timestamptz NOT NULL DEFAULT now(),
        ask_count int NOT NULL DEFAULT 1,
        next_check_at timestamptz
      )`);
    await q.query(`CREATE INDEX prayer_checkins_due_idx ON prayer_checkins (next_check_at) WHERE next_check_at IS NOT NULL`);
    await q.query(`
      CREATE TABLE prayer_emergency_dismissals (
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        post_id int NOT NULL REFERENCES posts(posts_id) ON DELETE CASCADE,
        dismissed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, post_id)
      )`);
    await q.query(`CREATE INDEX posts_open_prayer_idx ON posts (created_at, posts_id) WHERE prayer_status = 'open'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX posts_open_prayer_idx`);
    await q.query(`DROP TABLE prayer_emergency_dismissals`);
    await q.query(`DROP TABLE prayer_checkins`);
    await q.query(`DROP TABLE prayer_reminder_settings`);
  }
}
