import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { activeMemberJoin } from '../users/users.queries';
import { NotificationDeliveryService } from './notification-delivery.service';
import { DEFAULT_LANGUAGE } from '../i18n';
import { memberLanguage } from '../users';
import { CONTENT_MAX, type NotificationText, textIn } from './notification-text';
import { NotificationRow } from './notifications.service';

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
    const rows: NotificationRow[] = await this.db.query(
      `INSERT INTO notifications (user_id, actor_id, notification_type, link, content, dedupe_key, emailed_at)
       SELECT u.user_id, NULL, $2, $3, $4, $5, now() FROM (SELECT $1::int AS user_id) n ${activeMemberJoin('u', 'n.user_id')}
       ON CONFLICT (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
       RETURNING notification_id, user_id, actor_id, notification_type, link, content, created_at, read_at`,
      [n.userId, n.type, n.link, content, n.dedupeKey],
    );
    await this.delivery.deliver(rows);
    return rows.length > 0;
  }
}
