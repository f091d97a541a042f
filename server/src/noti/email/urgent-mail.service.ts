import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Settings } from '../../config/settings';
import { SETTINGS } from '../../config/settings.module';
import { DEFAULT_LANGUAGE } from '../../i18n';
import { MailService } from '../../mail/mail.service';
import { mailRecipient, memberLanguage } from '../../users';
import type { NotificationRow } from '../notifications.repository';
import { renderDigest } from './digest-mail';
import { claimOneForMail } from './digest.repository';

/**
 * Mails each notification at once, one mail each, whatever the member's e-mail setting and
 * without waiting for the digest: a group's care team must hear of an emergency now (issue 44).
 * Each is claimed first (marked mailed), so the digest never mails it again and a retried job
 * never mails it twice.
 */
@Injectable()
export class UrgentMailService {
  private readonly log = new Logger('UrgentMail');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly mail: MailService,
  ) {}

  async mailNow(rows: NotificationRow[]): Promise<void> {
    for (const row of rows) {
      const item = await claimOneForMail(this.db.manager, row.notification_id);
      if (!item) continue;
      const user = await mailRecipient(this.db.manager, row.user_id);
      if (!user) continue;
      const language = (await memberLanguage(this.db.manager, row.user_id)) ?? DEFAULT_LANGUAGE;
      const rendered = renderDigest({ language, userName: user.user_name, items: [item], publicUrl: this.settings.publicUrl, unsubscribeUrl: '', reason: 'care_team' });
      await this.mail.queue({ to: user.email, ...rendered });
      this.log.log(`care team notice ${row.notification_id} mailed`);
    }
  }
}
