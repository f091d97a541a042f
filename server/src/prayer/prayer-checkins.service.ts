import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { PrayerNoticesService } from '../noti';
import { lockPrayerRequest, openPrayerRequestsSql } from './prayer-commitments';
import { KeepOpenAnswerDto } from './prayer.dto';
import { firstWords } from './reminder-text';
import { msg, t, translate } from '../i18n';

export const CHECKIN_QUESTION = msg('Is this still a prayer need?').message;
const BATCH = 500;

/**
 * Open requests whose author is due a check-in at $1: published PRAYER_CHECKIN_DAYS ($2) ago and
 * never asked (posts_open_prayer_idx, one primary-key probe of prayer_checkins each), or whose
 * "keep open" time has come (prayer_checkins_due_idx). A request answered or closed meanwhile is
 * not open and drops out; one waiting for an answer (next_check_at null) is not asked again.
 */
export const DUE_CHECKINS_SQL = `SELECT r.posts_id, r.user_id, r.content FROM (${openPrayerRequestsSql('$1::timestamptz - make_interval(days => $2)')}) r
   WHERE NOT EXISTS (SELECT 1 FROM prayer_checkins c WHERE c.post_id = r.posts_id)
  UNION ALL
  SELECT r.posts_id, r.user_id, r.content FROM prayer_checkins c CROSS JOIN LATERAL (${openPrayerRequestsSql('$1::timestamptz', 'c.post_id')}) r
   WHERE c.next_check_at <= $1
  LIMIT ${BATCH}`;

/**
 * Check-ins (issue #33): PRAYER_CHECKIN_DAYS after an open request was published, its author is
 * asked in-app "Is this still a prayer need?" (type prayer_checkin, linking to the request) and
 * answers with keep open (asked again after as many days), mark answered or close (the posts
 * module's endpoints). Nothing is closed or deleted here.
 */
@Injectable()
export class PrayerCheckinsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly notices: PrayerNoticesService,
  ) {}

  /** Asks every author due at `now`; answers how many were asked. */
  async askDue(now: Date = new Date()): Promise<number> {
    let asked = 0;
    for (;;) {
      const due: Array<{ posts_id: number; user_id: number; content: string }> = await this.db.query(DUE_CHECKINS_SQL, [now, this.settings.prayerCheckinDays]);
      for (const r of due) if (await this.ask(r, now)) asked++;
      if (due.length < BATCH) return asked;
    }
  }

  private async ask(r: { posts_id: number; user_id: number; content: string }, now: Date): Promise<boolean> {
    const claimed: Array<{ ask_count: number }> = await this.db.query(
      `INSERT INTO prayer_checkins (post_id, asked_at, ask_count, next_check_at) VALUES ($1, $2, 1, NULL)
       ON CONFLICT (post_id) DO UPDATE SET asked_at = EXCLUDED.asked_at, ask_count = prayer_checkins.ask_count + 1, next_check_at = NULL
        WHERE prayer_checkins.next_check_at <= EXCLUDED.asked_at
       RETURNING ask_count`,
      [r.posts_id, now],
    );
    if (claimed.length === 0) return false;
    const words = firstWords(r.content);
    return this.notices.notify({
      userId: r.user_id,
      type: 'prayer_checkin',
      link: `/post/${r.posts_id}`,
      content: (language) => (words ? t(language, 'Is this still a prayer need? Your request: “{words}”', { words }) : translate(CHECKIN_QUESTION, language)),
      dedupeKey: `prayer-checkin:${r.posts_id}:${claimed[0].ask_count}`,
    });
  }

  /** The author's "keep open": asked again PRAYER_CHECKIN_DAYS from now. */
  async keepOpen(me: number, postId: number): Promise<KeepOpenAnswerDto> {
    const days = this.settings.prayerCheckinDays;
    const next = await this.db.transaction(async (m) => {
      const request = await lockPrayerRequest(m, me, postId);
      if (request.user_id !== me) throw new ForbiddenException(msg('Only the author can keep this prayer request open'));
      const rows: Array<{ next_check_at: Date }> = await m.query(
        `INSERT INTO prayer_checkins (post_id, asked_at, ask_count, next_check_at) VALUES ($1, now(), 0, now() + make_interval(days => $2))
         ON CONFLICT (post_id) DO UPDATE SET next_check_at = EXCLUDED.next_check_at
         RETURNING next_check_at`,
        [postId, days],
      );
      return rows[0].next_check_at;
    });
    return { message: `Kept open. We will ask again in ${days} days.`, next_check_at: next };
  }
}
