import { WatchedWordsService } from '../watched';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AppCredentials } from '../common/app-access';
import { DomainEventsService } from '../common/domain-events.service';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { JobsService } from '../jobs/jobs.service';
import { deletedAtOf, lockStatus, setEmailNotifications, setMemberLanguage, toUserDto, updateMember, UserDto, UserEntity, UsersService } from '../users';
import { AuthUser } from './auth-user';
import { UpdateProfileDto, UpdateProfileResponseDto } from './dto/account.dto';
import { EmailChangeService } from './email-change.service';
import { deleteMemberEmailTokens } from './email-tokens.repository';
import { EmailTokensService } from './email-tokens.service';
import { verifyPassword } from './passwords';
import { EMAIL_TAKEN, isUniqueViolation, MemberDetailsService } from './member-details.service';
import { SessionsService } from './sessions.service';
import { type Language, msg } from '../i18n';

export const INCORRECT_PASSWORD = msg('Incorrect password').message;
export const USER_CODE_TAKEN = msg('This user code is already taken').message;
export const USER_NOT_AVAILABLE = msg('User data is not available').message;
export const emailChangePending = (newEmail: string) =>
  `Profile updated. To change your email address, follow the link we sent to ${newEmail} within 24 hours; until then, sign in with your current address.`;

/** The member's own account: profile, e-mail preference, deletion. */
@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly tokens: EmailTokensService,
    private readonly jobs: JobsService,
    private readonly events: DomainEventsService,
    private readonly emailChange: EmailChangeService,
    private readonly appCredentials: AppCredentials,
    private readonly watched: WatchedWordsService,
    private readonly details: MemberDetailsService,
  ) {}

  async profile(userId: number): Promise<UserDto> {
    // A suspended member reads their own profile in their limited session (issue 42).
    const user = await this.users.findById(userId);
    if (!user || (user.status !== 'active' && user.status !== 'suspended')) throw new NotFoundException(USER_NOT_AVAILABLE);
    return toUserDto(user);
  }

  /** Sets the member's language; the answer (and every later one) is in it. */
  async setLanguage(userId: number, language: Language): Promise<UserDto> {
    if (!(await setMemberLanguage(this.db.manager, userId, language))) throw new NotFoundException(USER_NOT_AVAILABLE);
    return this.profile(userId);
  }

  /** Wrong passwords answer 400, not 401: a 401 would make clients refresh and retry the session. */
  private async checkPassword(userId: number, password: string): Promise<void> {
    if (!(await verifyPassword(await this.users.passwordHashOf(userId), password))) throw new BadRequestException(INCORRECT_PASSWORD);
  }

  /**
   * Saves the profile after checking the password. A new e-mail address:
   * - of a verified account stays pending, and sign-in keeps using the address in use: the new
   *   one gets a link that makes it the account's, the one in use a link that cancels the change
   *   (EmailChangeService);
   * - of an unverified account (correcting a mistyped address, which proved nothing yet) replaces
   *   it at once, ends every session and sends a verification mail to the new address.
   */
  async updateProfile(me: AuthUser, dto: UpdateProfileDto): Promise<UpdateProfileResponseDto> {
    await this.checkPassword(me.userId, dto.password);
    const current = await this.users.findActiveById(me.userId);
    if (!current) throw new NotFoundException(USER_NOT_AVAILABLE);
    const emailChanged = dto.email !== current.email.toLowerCase();
    const pending = emailChanged && current.verified === 1;
    const replaced = emailChanged && !pending;
    if (emailChanged) await this.details.assertAddressFree(dto.email, me.userId);
    // Only text that changes is checked: a phrase watched since does not lock a member out of their settings.
    const screening = await this.watched.screen(dto.user_name !== current.user_name ? dto.user_name : null, dto.bio !== undefined && dto.bio !== current.bio ? dto.bio : null);
    if (dto.user_code && (await this.users.userCodeTaken(dto.user_code, me.userId))) throw new ConflictException(USER_CODE_TAKEN);

    const changes: Partial<UserEntity> = { user_name: dto.user_name };
    if (dto.bio !== undefined) changes.bio = dto.bio;
    if (dto.mode !== undefined) changes.mode = dto.mode === '' ? 'none' : dto.mode;
    if (dto.user_code !== undefined) changes.user_code = dto.user_code === '' ? null : dto.user_code;
    if (replaced) Object.assign(changes, { email: dto.email, verified: 0 });

    let sendMails: (() => Promise<void>) | undefined;
    try {
      sendMails = await this.db.transaction(async (m) => {
        await updateMember(m, me.userId, changes);
        // A profile is not held: require_approval on it opens a case as flag does.
        await this.watched.report(screening, 'user', me.userId, m);
        if (pending) return this.emailChange.request(m, { userId: me.userId, currentEmail: current.email, userName: dto.user_name, language: current.language }, dto.email);
        if (!replaced) return undefined;
        await this.sessions.endAll(me.userId, m);
        await this.tokens.voidAll(me.userId, 'verify', m);
        return this.details.verificationMail(m, { userId: me.userId, email: dto.email, userName: dto.user_name, language: current.language });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictException(replaced ? EMAIL_TAKEN : USER_CODE_TAKEN);
      throw err;
    }
    await sendMails?.();
    const user = toUserDto((await this.users.findById(me.userId))!);
    if (pending) return { user, signedOut: false, message: emailChangePending(dto.email) };
    return replaced
      ? { user, signedOut: true, message: msg('Profile updated. We sent a verification link to your new email address: verify it, then sign in again.').message }
      : { user, signedOut: false, message: msg('Profile updated successfully!').message };
  }

  async setEmailNotifications(userId: number, enabled: boolean): Promise<UserDto> {
    await setEmailNotifications(this.db.manager, userId, enabled);
    return this.profile(userId);
  }

  /**
   * Deletes the account after checking the password: at once it can no longer sign in, every
   * session ends, every API key and OAuth grant is revoked, its content is hidden (status 'deleted'), and its address is freed for a new
   * registration; a maintenance job purges the row, its content and files after
   * ACCOUNT_PURGE_DELAY_SECONDS (30 days by default, as the privacy policy promises).
   */
  async deleteAccount(me: AuthUser, password: string): Promise<{ message: string }> {
    await this.checkPassword(me.userId, password);
    await this.closeAccount(me.userId);
    return { message: msg('Account deleted successfully').message };
  }

  /**
   * Closes an account as a deletion does (see deleteAccount), without a password: also the end
   * of a registration a moderator rejected. `first` runs in the same transaction once the row is
   * locked (the rejection checks the registration still waits and writes its audit entry there),
   * so the decision and the closure commit together.
   */
  async closeAccount(userId: number, first?: (m: EntityManager) => Promise<void>): Promise<void> {
    const { deletedAt, finish } = await this.db.transaction(async (m) => {
      // Locked first: a second request racing this one finds the account deleted and queues the same purge.
      const row = await lockStatus(m, userId);
      await first?.(m);
      if (row?.status === 'deleted' && row.deleted_at) return { deletedAt: row.deleted_at, finish: undefined };
      await updateMember(m, userId, {
        email: `deleted-${userId}-${randomBytes(6).toString('hex')}@deleted.invalid`,
        user_code: null,
        receive_email_notifications: false,
      });
      await this.users.setStatus(userId, 'deleted', m);
      await this.sessions.endAll(userId, m);
      const finish = await this.appCredentials.revokeAllOf(userId, m);
      await deleteMemberEmailTokens(m, userId);
      return { deletedAt: await deletedAtOf(m, userId), finish };
    });
    await finish?.();
    // One purge per deletion, named after its time too: BullMQ drops a job whose id it still
    // holds, and a restored database gives the user id out again.
    await this.jobs.add(
      'maintenance.purge-account',
      { userId },
      { delay: this.settings.accountPurgeDelaySeconds * 1000, jobId: `purge-account-${userId}-${new Date(deletedAt).getTime()}` },
    );
    this.events.publish('account.deleted', { userId });
  }
}
