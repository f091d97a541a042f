import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PrayerNoticesService } from '../noti';
import { MEMBERS_WITH_COMMITMENTS_SQL, expireCommitments, openCommitments } from './prayer-commitments';
import { DEFAULT_REMINDER_HOUR, DEFAULT_TIME_ZONE } from './reminder-settings.service';
import { reminderText } from './reminder-text';

/**
 * How long after the reminder time a missed reminder still comes that day (the worker was down,
 * the sweep ran late, the member committed or chose their time a little later).
 */
export const REMINDER_LATE_HOURS = 2;

/**
 * Members with a running commitment whose reminder is due at instant $1: their local day (in
 * their zone, PostgreSQL's tz database, so daylight-saving changes count) has reached their hour,
 * at most REMINDER_LATE_HOURS ago, and they have not been reminded on this local day (or a later
 * one, after a change of zone). A local hour that a spring-forward skips is read as the hour after
 * it (PostgreSQL's rule for local times that do not exist). With $2, only that member.
 */
export function dueRemindersSql(oneMember: boolean): string {
  return `WITH m AS (
      SELECT c.user_id, coalesce(s.reminder_hour, ${DEFAULT_REMINDER_HOUR}) AS hour, coalesce(s.time_zone, '${DEFAULT_TIME_ZONE}') AS tz, s.last_reminded_on
        FROM (${MEMBERS_WITH_COMMITMENTS_SQL}) c LEFT JOIN prayer_reminder_settings s ON s.user_id = c.user_id
       ${oneMember ? 'WHERE c.user_id = $2' : ''}),
    d AS (SELECT m.*, ($1::timestamptz AT TIME ZONE m.tz)::date AS local_day FROM m),
    t AS (SELECT d.*, (d.local_day + make_time(d.hour::int, 0, 0)) AT TIME ZONE d.tz AS due_at FROM d)
    SELECT t.user_id, to_char(t.local_day, 'YYYY-MM-DD') AS local_day FROM t
     WHERE $1::timestamptz >= t.due_at AND $1::timestamptz < t.due_at + make_interval(hours => ${REMINDER_LATE_HOURS})
       AND (t.last_reminded_on IS NULL OR t.last_reminded_on < t.local_day)
     ORDER BY t.user_id`;
}

/**
 * The daily prayer reminder (issue #33): once per local day at the member's hour, one in-app and
 * push notification (type prayer_reminder, never e-mailed) listing the open requests they
 * committed to, and telling of the commitments whose days ran out (which end here, 'expired').
 * Never twice for a day: the member's last_reminded_on is claimed in the transaction that
 * decides, and the notification's dedupe key names the local day as well.
 */
@Injectable()
export class PrayerRemindersService {
  private readonly log = new Logger('PrayerReminders');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notices: PrayerNoticesService,
  ) {}

  /** Sends every reminder due at `now` (or only member `userId`'s); answers how many were sent. */
  async sendDue(now: Date = new Date(), userId?: number): Promise<number> {
    const due: Array<{ user_id: number; local_day: string }> = await this.db.query(dueRemindersSql(userId !== undefined), userId !== undefined ? [now, userId] : [now]);
    let sent = 0;
    for (const d of due) {
      try {
        if (await this.remind(d.user_id, d.local_day, now)) sent++;
      } catch (err) {
        this.log.error(`reminder of member ${d.user_id} failed: ${(err as Error).message}`);
      }
    }
    return sent;
  }

  private async remind(userId: number, localDay: string, now: Date): Promise<boolean> {
    const found = await this.db.transaction(async (m) => {
      const claimed: unknown[] = await m.query(
        `INSERT INTO prayer_reminder_settings (user_id, last_reminded_on) VALUES ($1, $2::date)
         ON CONFLICT (user_id) DO UPDATE SET last_reminded_on = EXCLUDED.last_reminded_on
          WHERE prayer_reminder_settings.last_reminded_on IS NULL OR prayer_reminder_settings.last_reminded_on < EXCLUDED.last_reminded_on
         RETURNING 1`,
        [userId, localDay],
      );
      if (claimed.length === 0) return null;
      return { ended: await expireCommitments(m, userId, now), open: await openCommitments(m, userId, now) };
    });
    if (!found || (found.open.length === 0 && found.ended.length === 0)) return false;
    return this.notices.notify({
      userId,
      type: 'prayer_reminder',
      link: '/prayer-list',
      content: (language) => reminderText(found.open, found.ended, language),
      dedupeKey: `prayer-reminder:${localDay}`,
    });
  }
}
