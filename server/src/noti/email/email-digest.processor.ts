import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Settings } from '../../config/settings';
import { SETTINGS } from '../../config/settings.module';
import { JobHandler } from '../../jobs/job-handler.decorator';
import { JobPayloads } from '../../jobs/job-types';
import { MailService } from '../../mail/mail.service';
import { DEFAULT_LANGUAGE } from '../../i18n';
import { mailRecipient, memberLanguage } from '../../users';
import { EMAIL_MAX_AGE_SECONDS, renderDigest } from './digest-mail';
import { claimDigest } from './digest.repository';
import { unsubscribeUrl } from './unsubscribe.service';

/** Worker role: turns a member's unread, not yet mailed notifications into one e-mail. */
@Injectable()
export class EmailDigestProcessor {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly mail: MailService,
  ) {}

  @JobHandler('noti.email-digest')
  async send({ userId }: JobPayloads['noti.email-digest']): Promise<string> {
    const user = await mailRecipient(this.db.manager, userId);
    if (!user) return 'no such member';
    // Claimed in one statement: what was read in the app meanwhile is left out, and whatever is
    // claimed here is never mailed again, even if another digest job of this member runs.
    // Notifications of a member blocked (either way) since they were created are claimed but not mailed.
    const claimed = await claimDigest(this.db.manager, userId, EMAIL_MAX_AGE_SECONDS);
    const items = claimed.filter((c) => c.recent);
    if (!user.wants) return 'e-mail notifications are off';
    if (items.length === 0) return 'nothing unread to mail';
    const unsubscribe = unsubscribeUrl(this.settings, userId);
    const language = (await memberLanguage(this.db.manager, userId)) ?? DEFAULT_LANGUAGE;
    const rendered = renderDigest({ language, userName: user.user_name, items, publicUrl: this.settings.publicUrl, unsubscribeUrl: unsubscribe });
    await this.mail.queue({
      to: user.email,
      ...rendered,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    return `mailed ${items.length}`;
  }
}
