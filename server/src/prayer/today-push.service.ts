import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { t } from '../i18n';
import { PrayerNoticesService } from '../noti';
import { sendToEach } from './due-members';
import { TodayService } from './today.service';
import * as today from './today.repository';

/**
 * The opt-in morning push of "Today" (issue 44): at the member's reminder hour in their zone, once
 * per local day, an in-app and push notification (the reminder's type, never e-mailed) with the
 * number of today's requests, linking to /today. Nothing when the day's selection is empty. Run
 * by the reminder sweep (PrayerJobsProcessor) and after the member turns it on.
 */
@Injectable()
export class TodayPushService {
  private readonly log = new Logger('TodayPush');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly today: TodayService,
    private readonly notices: PrayerNoticesService,
  ) {}

  /** Sends every morning push due at `now` (or only member `userId`'s); answers how many were sent. */
  async sendDue(now: Date = new Date(), userId?: number): Promise<number> {
    return sendToEach(await today.dueTodayPushes(this.db, now, userId), (member, localDay) => this.push(member, localDay, now), this.log, 'morning push');
  }

  private async push(userId: number, localDay: string, now: Date): Promise<boolean> {
    if (!(await today.claimTodayPush(this.db, userId, localDay))) return false;
    const { requests } = await this.today.today(userId, now);
    const count = requests.length;
    if (count === 0) return false;
    return this.notices.notify({
      userId,
      type: 'prayer_reminder',
      link: '/today',
      content: (language) => t(language, '{count, plural, one {# prayer request for you today} other {# prayer requests for you today}}', { count }),
      dedupeKey: `prayer-today:${localDay}`,
    });
  }
}
