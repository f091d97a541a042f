import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PrayerNoticesService } from '../noti';
import { sendToEach } from './due-members';
import * as commitments from './commitments.repository';
import { reminderText } from './reminder-text';

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
    return sendToEach(await commitments.dueReminders(this.db, now, userId), (member, localDay) => this.remind(member, localDay, now), this.log, 'reminder');
  }

  private async remind(userId: number, localDay: string, now: Date): Promise<boolean> {
    const found = await this.db.transaction(async (m) => {
      if (!(await commitments.claimReminder(m, userId, localDay))) return null;
      return { ended: await commitments.expireCommitments(m, userId, now), open: await commitments.openCommitments(m, userId, now) };
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
