import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { confirmEmail, UsersService } from '../users';
import { AccountMailService } from './account-mail.service';
import { EmailTokensService } from './email-tokens.service';
import { EMAIL_TAKEN, isUniqueViolation } from './member-details.service';
import { SessionsService } from './sessions.service';
import { CANCEL_MESSAGES } from './link-messages';
import type { Language } from '../i18n';
import { msg } from '../i18n';

export const EMAIL_CHANGE_CONFIRMED = msg('Your new email address is confirmed. Sign in again with it.').message;
export const EMAIL_CHANGE_CANCELLED =
  msg('The email change was cancelled: your account keeps its address. Every device was signed out; if you did not ask for the change, reset your password.').message;

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
    private readonly tokens: EmailTokensService,
    private readonly sessions: SessionsService,
    private readonly mail: AccountMailService,
    private readonly users: UsersService,
  ) {}

  /** Within the profile update's transaction; the mails are queued by `send` once it committed. */
  async request(
    m: EntityManager,
    user: { userId: number; currentEmail: string; userName: string; language: Language },
    newEmail: string,
  ): Promise<() => Promise<void>> {
    // Earlier cancel links stay valid: a second request must not void the notice of the first.
    await this.tokens.voidAll(user.userId, 'new-email', m);
    const confirm = await this.tokens.issue(user.userId, newEmail, 'new-email', m);
    const cancel = await this.tokens.issue(user.userId, user.currentEmail, 'keep-email', m);
    return async () => {
      await this.mail.newEmail(user.language, newEmail, user.userName, confirm);
      await this.mail.emailChangeNotice(user.language, user.currentEmail, user.userName, newEmail, cancel);
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
