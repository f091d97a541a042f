import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthUser } from './auth-user';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { resetPassword, setPasswordHash, UsersService } from '../users';
import { AccountMailService } from './account-mail.service';
import { resetTokenState } from './email-tokens.repository';
import { EmailTokensService } from './email-tokens.service';
import { hashPassword, verifyPassword } from './passwords';
import { SessionsService } from './sessions.service';
import { sha256 } from './tokens';
import { RESET_LINK_SENT, RESET_MESSAGES } from './link-messages';
import { isWeakPassword, WEAK_PASSWORD } from './rules/password-strength';
import { msg } from '../i18n';

@Injectable()
export class PasswordService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly limits: RateLimitService,
    private readonly users: UsersService,
    private readonly tokens: EmailTokensService,
    private readonly sessions: SessionsService,
    private readonly mail: AccountMailService,
  ) {}

  /** At most 5 requests per address per hour (limit `reset-email`); the same answer whether or not the address exists. */
  async sendResetLink(email: string): Promise<{ message: string }> {
    await this.limits.consume([{ limit: 'reset-email', who: email.toLowerCase() }]);
    const user = await this.users.findByEmailWithHash(email);
    if (user && user.status === 'active') {
      const token = await this.tokens.issue(user.user_id, user.email, 'reset');
      await this.mail.passwordReset(user.language, user.email, user.user_name, token);
    }
    return { message: RESET_LINK_SENT };
  }

  /**
   * Sets a new password with a reset token (single use, one hour) and ends every session.
   * Following the link proves the address, so it also verifies it when it is still current.
   */
  async resetPassword(token: string, newPassword: string): Promise<{ message: string }> {
    const owner = await this.requireUsableResetToken(token);
    await this.refuseWeak(owner.userId, newPassword);
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (m) => {
      const { userId, email } = await this.tokens.consume(token, 'reset', RESET_MESSAGES, m);
      if ((await resetPassword(m, userId, passwordHash, email)) === 0) throw new BadRequestException(RESET_MESSAGES.invalid);
      await this.tokens.voidAll(userId, 'reset', m);
      await this.sessions.endAll(userId, m);
    });
    return { message: msg('Your password has been reset. You can now sign in with your new password.').message };
  }

  /**
   * Refuses a link that cannot work before the new password is hashed: the route is public, and
   * an argon2 hash (tens of ms of CPU, 64 MB) must not be free for any caller. The transaction
   * still consumes the token atomically.
   */
  private async requireUsableResetToken(token: string): Promise<{ userId: number; email: string }> {
    const row = await resetTokenState(this.db.manager, sha256(token));
    if (row?.usable) return { userId: row.user_id, email: row.email };
    throw new BadRequestException(row?.expired ? RESET_MESSAGES.expired : RESET_MESSAGES.invalid);
  }

  /** Changes the password of a signed-in member after checking the old one; other devices are signed out. */
  async setNewPassword(user: AuthUser, oldPassword: string, newPassword: string): Promise<{ message: string }> {
    const current = await this.users.passwordHashOf(user.userId);
    if (!(await verifyPassword(current, oldPassword))) throw new BadRequestException(msg('Old password is incorrect'));
    if (oldPassword === newPassword) throw new BadRequestException(msg('The new password must be different from the old one'));
    await this.refuseWeak(user.userId, newPassword);
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (m) => {
      await setPasswordHash(m, user.userId, passwordHash);
      await this.tokens.voidAll(user.userId, 'reset', m);
      await this.sessions.endAllExceptSession(user.userId, user.sessionId, m);
    });
    return { message: msg('Password updated successfully').message };
  }

  /** Issue 43: no common password, none built on the member's name or address. */
  private async refuseWeak(userId: number, password: string): Promise<void> {
    const member = await this.users.findById(userId);
    if (isWeakPassword(password, member ? [member.user_name, member.email] : [])) throw new BadRequestException(WEAK_PASSWORD);
  }
}
