import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { MailService } from '../mail/mail.service';
import { confirmEmail, UsersService } from '../users';
import { emailChangeNoticeMail, newEmailMail } from './auth-mails';
import { EmailTokensService } from './email-tokens.service';
import { EMAIL_TAKEN, isUniqueViolation } from './registration.service';
import { SessionsService } from './sessions.service';

export const EMAIL_CHANGE_CONFIRMED = 'Your new email address is confirmed. Sign in again with it.';
export const EMAIL_CHANGE_CANCELLED =
  'The email change was cancelled: your account keeps its address. Every device was signed out; if you did not ask for the change, reset your password.';
export const CANCEL_MESSAGES = {
  invalid: 'This link is invalid or has already been used. If your email address was changed without your consent, reset your password or contact us.',
  expired: 'This link has expired, and so has the change it was sent for.',
};

/**
 * A verified member's change of e-mail address. Nothing changes when it is asked for: the new
 * address gets a link (kind new-email) that makes it the account's, and the address in use gets
 * one (kind keep-email) that cancels it. Until the new address is confirmed, sign-in and mail keep
 * using the old one. The pending change is the unused new-email token; asking again replaces it.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly tokens: EmailTokensService,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly users: UsersService,
  ) {}

  /** Within the profile update's transaction; the mails are queued by `send` once it committed. */
  async request(
    m: EntityManager,
    user: { userId: number; currentEmail: string; userName: string },
    newEmail: string,
  ): Promise<() => Promise<void>> {
    // Earlier cancel links stay valid: a second request must not void the notice of the first.
    await this.tokens.voidAll(user.userId, 'new-email', m);
    const confirm = await this.tokens.issue(user.userId, newEmail, 'new-email', m);
    const cancel = await this.tokens.issue(user.userId, user.currentEmail, 'keep-email', m);
    return async () => {
      await this.mail.queue(newEmailMail(this.settings.publicUrl, newEmail, user.userName, confirm));
      await this.mail.queue(emailChangeNoticeMail(this.settings.publicUrl, user.currentEmail, user.userName, newEmail, cancel));
    };
  }

  /**
   * Makes the confirmed address the account's (it is proven, so the account stays verified) and
   * ends every session, so each device signs in again with the new address. Inside the
   * verification's transaction, after its token was consumed.
   */
  async confirm(m: EntityManager, userId: number, newEmail: string, invalid: string): Promise<void> {
    // Someone registered the address while the change was pending (the unique index covers a race).
    if (await this.users.emailTaken(newEmail, userId)) throw new ConflictException(EMAIL_TAKEN);
    let changed: number;
    try {
      changed = await confirmEmail(m, userId, newEmail);
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictException(EMAIL_TAKEN);
      throw err;
    }
    if (changed === 0) throw new BadRequestException(invalid);
    await this.tokens.voidAll(userId, 'keep-email', m);
    await this.tokens.voidAll(userId, 'reset', m);
    await this.sessions.endAll(userId, m);
  }

  /** Follows a cancel link: the pending change is dropped and every session ends. */
  async cancel(token: string): Promise<{ message: string }> {
    await this.db.transaction(async (m) => {
      const { userId } = await this.tokens.consume(token, 'keep-email', CANCEL_MESSAGES, m);
      await this.tokens.voidAll(userId, 'new-email', m);
      await this.tokens.voidAll(userId, 'keep-email', m);
      await this.sessions.endAll(userId, m);
    });
    return { message: EMAIL_CHANGE_CANCELLED };
  }
}
