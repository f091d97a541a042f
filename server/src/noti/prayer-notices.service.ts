import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotificationDeliveryService } from './notification-delivery.service';
import { DEFAULT_LANGUAGE } from '../i18n';
import { memberLanguage } from '../users';
import { CONTENT_MAX, type NotificationText, textIn } from './notification-text';
import { insertPrayerNotice } from './notifications.repository';

export interface PrayerNotice {
  userId: number;
  type: 'prayer_reminder' | 'prayer_checkin';
  link: string;
  content: NotificationText;
  /** Names the occasion (the member's local day, the request's n-th check-in): one notification each. */
  dedupeKey: string;
}

/**
 * Notifications of the prayer module (issue #33) that no member's action causes (no actor):
 * a member's daily prayer reminder and the check-in question to a request's author. In the list,
 * live and by push, never by e-mail: they are stored as already mailed (`emailed_at`), so the
 * digest (which claims only unmailed ones) leaves them out. The dedupe key makes a repeated call
 * a no-op, whichever process makes it.
 */
@Injectable()
export class PrayerNoticesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly delivery: NotificationDeliveryService,
  ) {}

  /** Inserts and delivers; answers whether the notice is new (false: already given). */
  async notify(n: PrayerNotice): Promise<boolean> {
    const text = textIn(n.content, (await memberLanguage(this.db.manager, n.userId)) ?? DEFAULT_LANGUAGE);
    const content = text.length <= CONTENT_MAX ? text : `${text.slice(0, CONTENT_MAX - 1)}…`;
    const rows = await insertPrayerNotice(this.db.manager, { ...n, content });
    await this.delivery.deliver(rows);
    return rows.length > 0;
  }
}
