import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { PrayerNoticesService } from '../noti';
import { lockPrayerRequest } from './commitment-rules';
import * as commitments from './commitments.repository';
import { CHECKIN_BATCH } from './limits';
import { KeepOpenAnswerDto } from './prayer.dto';
import { firstWords } from './reminder-text';
import { msg, t, translate } from '../i18n';

export const CHECKIN_QUESTION = msg('Is this still a prayer need?').message;
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
      const due = await commitments.dueCheckins(this.db, now, this.settings.prayerCheckinDays);
      for (const r of due) if (await this.ask(r, now)) asked++;
      if (due.length < CHECKIN_BATCH) return asked;
    }
  }

  private async ask(r: { posts_id: number; user_id: number; content: string }, now: Date): Promise<boolean> {
    const askCount = await commitments.claimCheckin(this.db, r.posts_id, now);
    if (askCount === undefined) return false;
    const words = firstWords(r.content);
    return this.notices.notify({
      userId: r.user_id,
      type: 'prayer_checkin',
      link: `/post/${r.posts_id}`,
      content: (language) => (words ? t(language, 'Is this still a prayer need? Your request: “{words}”', { words }) : translate(CHECKIN_QUESTION, language)),
      dedupeKey: `prayer-checkin:${r.posts_id}:${askCount}`,
    });
  }

  /** The author's "keep open": asked again PRAYER_CHECKIN_DAYS from now. */
  async keepOpen(me: number, postId: number): Promise<KeepOpenAnswerDto> {
    const days = this.settings.prayerCheckinDays;
    const next = await this.db.transaction(async (m) => {
      const request = await lockPrayerRequest(m, me, postId);
      if (request.user_id !== me) throw new ForbiddenException(msg('Only the author can keep this prayer request open'));
      return commitments.keepOpen(m, postId, days);
    });
    return { message: `Kept open. We will ask again in ${days} days.`, next_check_at: next };
  }
}
