import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Settings } from '../../config/settings';
import { SETTINGS } from '../../config/settings.module';
import { mailRecipient, setEmailNotifications } from '../../users';
import { createUnsubscribeToken, unsubscribeKey, verifyUnsubscribeToken } from './unsubscribe-token';
import { msg } from '../../i18n';

export const INVALID_UNSUBSCRIBE_LINK = msg('This unsubscribe link is not valid').message;
export const EXPIRED_UNSUBSCRIBE_LINK = msg('This unsubscribe link has expired. You can turn off e-mail notifications in Settings.').message;
export const UNSUBSCRIBED_MESSAGE = msg('You will no longer receive e-mail notifications from Pen').message;

export function unsubscribeUrl(settings: Settings, userId: number): string {
  return `${settings.publicUrl}/api/noti/unsubscribe?token=${encodeURIComponent(createUnsubscribeToken(unsubscribeKey(settings.jwtSecret), userId))}`;
}

/** One-click unsubscribe from notification e-mails (RFC 8058), without signing in. */
@Injectable()
export class UnsubscribeService {
  private readonly key: Buffer;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) settings: Settings,
  ) {
    this.key = unsubscribeKey(settings.jwtSecret);
  }

  /** The address the link belongs to, for the confirmation page (partly hidden). */
  async describe(token: string): Promise<{ maskedEmail: string; userId: number }> {
    const userId = this.verify(token);
    const row = await mailRecipient(this.db.manager, userId);
    if (!row) throw new BadRequestException(INVALID_UNSUBSCRIBE_LINK);
    return { maskedEmail: maskEmail(row.email), userId };
  }

  /** Answers the member, whose language the page speaks. */
  async unsubscribe(token: string): Promise<number> {
    const userId = this.verify(token);
    await setEmailNotifications(this.db.manager, userId, false);
    return userId;
  }

  private verify(token: string): number {
    const check = verifyUnsubscribeToken(this.key, token);
    if (!check.ok) throw new BadRequestException(check.reason === 'expired' ? EXPIRED_UNSUBSCRIBE_LINK : INVALID_UNSUBSCRIBE_LINK);
    return check.userId;
  }
}

/** anna.virtanen@example.com → an***@example.com */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
