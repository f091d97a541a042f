import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Settings } from '../config/settings';
import { SessionCacheService } from './session-cache.service';
import { SETTINGS } from '../config/settings.module';
import { MailService } from '../mail/mail.service';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { markVerified, UsersService } from '../users';
import { verificationMail } from './auth-mails';
import { EMAIL_CHANGE_CONFIRMED, EmailChangeService } from './email-change.service';
import { EmailTokensService } from './email-tokens.service';

export const VERIFY_MESSAGES = {
  invalid: 'This verification link is invalid or has already been used.',
  expired: 'This verification link has expired. Sign in and request a new one from your profile.',
};
export const RESEND_ANSWER = 'If an unverified account uses this address, a new verification email is on its way. Check your inbox.';

@Injectable()
export class VerificationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly limits: RateLimitService,
    private readonly users: UsersService,
    private readonly tokens: EmailTokensService,
    private readonly mail: MailService,
    private readonly authCache: SessionCacheService,
    private readonly emailChange: EmailChangeService,
  ) {}

  /**
   * Consumes a verification token; it verifies only the address it was sent to. The link that
   * confirms a new address (an e-mail change) comes here too and makes that address the account's.
   */
  async verify(token: string): Promise<{ message: string }> {
    const { userId, changed } = await this.db.transaction(async (m) => {
      const consumed = await this.tokens.consume(token, ['verify', 'new-email'], VERIFY_MESSAGES, m);
      if (consumed.kind === 'new-email') {
        await this.emailChange.confirm(m, consumed.userId, consumed.email, VERIFY_MESSAGES.invalid);
        return { userId: consumed.userId, changed: true };
      }
      if ((await markVerified(m, consumed.userId, consumed.email)) === 0) throw new BadRequestException(VERIFY_MESSAGES.invalid);
      return { userId: consumed.userId, changed: false };
    });
    this.authCache.forgetUser(userId);
    return { message: changed ? EMAIL_CHANGE_CONFIRMED : 'Your email address is verified. Welcome to Pen!' };
  }

  /**
   * Sends a new verification link. The answer is the same whether or not the address belongs
   * to an unverified account; the 60-second cooldown (limit `resend-email`) applies per address either way.
   */
  async resend(email: string): Promise<{ message: string }> {
    await this.limits.consume([{ limit: 'resend-email', who: email.toLowerCase() }]);
    const user = await this.users.findByEmailWithHash(email);
    if (user && user.status === 'active' && user.verified !== 1) {
      const token = await this.tokens.issue(user.user_id, user.email, 'verify');
      await this.mail.queue(verificationMail(this.settings.publicUrl, user.email, user.user_name, token));
    }
    return { message: RESEND_ANSWER };
  }
}
