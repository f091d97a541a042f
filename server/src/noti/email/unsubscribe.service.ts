import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Settings } from '../../config/settings';
import { SETTINGS } from '../../config/settings.module';
import { createUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid';
export const UNSUBSCRIBED_MESSAGE = 'You will no longer receive e-mail notifications from Pen';

export function unsubscribeUrl(settings: Settings, userId: number): string {
  return `${settings.publicUrl}/api/noti/unsubscribe?token=${encodeURIComponent(createUnsubscribeToken(settings.jwtSecret, userId))}`;
}

/** One-click unsubscribe from notification e-mails (RFC 8058), without signing in. */
@Injectable()
export class UnsubscribeService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /** The address the link belongs to, for the confirmation page (partly hidden). */
  async describe(token: string): Promise<{ maskedEmail: string }> {
    const userId = this.verify(token);
    const [row]: Array<{ email: string }> = await this.db.query(`SELECT email FROM users WHERE user_id = $1`, [userId]);
    if (!row) throw new BadRequestException(INVALID_UNSUBSCRIBE_LINK);
    return { maskedEmail: maskEmail(row.email) };
  }

  async unsubscribe(token: string): Promise<void> {
    const userId = this.verify(token);
    await this.db.query(`UPDATE users SET receive_email_notifications = false, updated_at = now() WHERE user_id = $1`, [userId]);
  }

  private verify(token: string): number {
    const userId = verifyUnsubscribeToken(this.settings.jwtSecret, token);
    if (userId === undefined) throw new BadRequestException(INVALID_UNSUBSCRIBE_LINK);
    return userId;
  }
}

/** anna.virtanen@example.com → an***@example.com */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
