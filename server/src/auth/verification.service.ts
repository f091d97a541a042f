import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SessionCacheService } from './session-cache.service';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { markVerified, UsersService } from '../users';
import { AccountMailService } from './account-mail.service';
import { EMAIL_CHANGE_CONFIRMED, EmailChangeService } from './email-change.service';
import { EmailTokensService } from './email-tokens.service';
import { RESEND_ANSWER, VERIFY_MESSAGES } from './link-messages';

@Injectable()
export class VerificationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly limits: RateLimitService,
    private readonly users: UsersService,
    private readonly tokens: EmailTokensService,
    private readonly mail: AccountMailService,
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
      await this.mail.verification(user.language, user.email, user.user_name, token);
    }
    return { message: RESEND_ANSWER };
  }
}
