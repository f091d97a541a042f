import { EmailDomainBlocksService, WatchedWordsService } from '../watched';
import { BadRequestException, ConflictException, OnApplicationBootstrap, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { insertMember, recordLogin, toUserDto, UsersService } from '../users';
import { AccountMailService } from './account-mail.service';
import { LoginDto, LoginResponseDto, RegisterDto } from './dto/auth.dto';
import { EmailTokensService } from './email-tokens.service';
import { LoginLimiterService } from './login-limiter.service';
import { MfaRequired, SECOND_FACTOR_METHODS } from './dto/two-factor.dto';
import { MfaChallenges } from './mfa/mfa-challenges';
import { PasskeysService } from './passkeys/passkeys.service';
import { NewDeviceService } from './new-device/new-device.service';
import { TwoFactorService } from './mfa/two-factor.service';
import { hashPassword, verifyPassword } from './passwords';
import { ClientInfo } from './request-info';
import { OpenedSession, SessionsService } from './sessions.service';
import { checkSignUp } from './sign-up-gate';
import { StandingReadsService } from './standing-reads';
import { isWeakPassword, WEAK_PASSWORD, warmPasswordChecker } from './rules/password-strength';
import { DEFAULT_LANGUAGE, type Language, type Message, msg } from '../i18n';

export const EMAIL_TAKEN = msg('An account with this email address already exists.').message;
export const LOGIN_FAILED = msg('Login failed. Check your email and password.').message;
export const ACCOUNT_SUSPENDED = msg('This account is suspended').message;

/** `This account is suspended`, with the end of a timed suspension (UTC, to the minute). */
export function suspendedMessage(until: Date | null): string | Message {
  if (!until) return ACCOUNT_SUSPENDED;
  return msg('This account is suspended until {until} UTC', { until: until.toISOString().slice(0, 16).replace('T', ' ') });
}

export function isUniqueViolation(err: unknown): boolean {
  return err instanceof QueryFailedError && (err.driverError as { code?: string })?.code === '23505';
}

/** Registration and sign-in. */
@Injectable()
export class RegistrationService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly tokens: EmailTokensService,
    private readonly limiter: LoginLimiterService,
    private readonly mail: AccountMailService,
    private readonly twoFactor: TwoFactorService,
    private readonly challenges: MfaChallenges,
    private readonly passkeys: PasskeysService,
    private readonly newDevices: NewDeviceService,
    private readonly watched: WatchedWordsService,
    private readonly domainBlocks: EmailDomainBlocksService,
    private readonly standings: StandingReadsService,
  ) {}

  onApplicationBootstrap(): void {
    warmPasswordChecker();
  }

  /**
   * Creates an unverified member with a device session and queues the verification mail. Under
   * REGISTRATION_MODE=approval the member also waits for a moderator's approval once verified
   * (review_status `pending`); `closed` refuses, and web sign-ups that look automated are refused.
   */
  async register(dto: RegisterDto, client: ClientInfo, askedLanguage?: Language): Promise<OpenedSession & { userId: number }> {
    const language = dto.language ?? askedLanguage ?? DEFAULT_LANGUAGE;
    checkSignUp(this.settings.registrationMode, this.settings.signupMinFillSeconds, dto);
    await this.domainBlocks.assertAllowed(dto.email);
    if (await this.users.emailTaken(dto.email)) throw new ConflictException(EMAIL_TAKEN);
    // A newcomer's name or testimony with a watched phrase: refused (block), or the moderators get
    // a case about the member (flag; require_approval too, as a profile is not held).
    const screening = await this.watched.screen(dto.user_name, dto.bio);
    if (isWeakPassword(dto.password, [dto.user_name, dto.email])) throw new BadRequestException(WEAK_PASSWORD);
    const passwordHash = await hashPassword(dto.password);
    let created: { userId: number; session: OpenedSession; token: string };
    try {
      created = await this.db.transaction(async (m) => {
        const user = await insertMember(m, {
          email: dto.email,
          password_hash: passwordHash,
          user_name: dto.user_name,
          bio: dto.bio,
          verified: 0,
          language,
          rules_accepted_at: dto.accept_rules === true ? new Date() : null,
          review_status: this.settings.registrationMode === 'approval' ? 'pending' : 'approved',
        });
        const session = await this.sessions.open(user.user_id, dto.deviceId, client, m);
        // Registering signs the device in: it is the member's first sign-in (later ones are not, first_sign_in).
        await recordLogin(m, user.user_id);
        await this.newDevices.remember(user.user_id, dto.deviceId, m);
        const token = await this.tokens.issue(user.user_id, dto.email, 'verify', m);
        await this.watched.report(screening, 'user', user.user_id, m);
        return { userId: user.user_id, session, token };
      });
    } catch (err) {
      // Two registrations of one address at the same moment: the unique index decides.
      if (isUniqueViolation(err)) throw new ConflictException(EMAIL_TAKEN);
      throw err;
    }
    await this.mail.verification(language, dto.email, dto.user_name, created.token);
    return { userId: created.userId, ...created.session };
  }

  /**
   * Checks the credentials under the Redis login limits and opens (or renews) the device session;
   * with two-factor sign-in on, answers an mfa_token instead (POST /api/auth/login/mfa finishes).
   */
  async login(dto: LoginDto, client: ClientInfo): Promise<(LoginResponseDto & { refreshToken: string }) | MfaRequired> {
    await this.limiter.countAttempt(dto.email, client.ip);
    const user = await this.checkCredentials(dto).catch(async (err: unknown) => {
      // Only a refused password stays counted; a 503 of an unreachable database is no guess.
      if (!(err instanceof UnauthorizedException)) await this.limiter.giveBack(dto.email, client.ip).catch(() => undefined);
      throw err;
    });
    await this.limiter.recordSuccess(dto.email, client.ip);
    // Members from before the strength rule are asked to change a weak password, not locked out;
    // with two-factor on, the answer to the second step says so.
    const weak = isWeakPassword(dto.password, [user.user_name, user.email]);
    if (await this.twoFactor.isOn(user.user_id)) return this.mfaRequired(user.user_id, dto.deviceId, weak);
    const answer = await this.signedIn(user.user_id, dto.deviceId, client);
    return weak ? { ...answer, password_change_suggested: true } : answer;
  }

  /** Opens (or renews) the device session once every factor is checked, and answers like a sign-in. */
  async signedIn(userId: number, deviceId: string, client: ClientInfo): Promise<LoginResponseDto & { refreshToken: string }> {
    const session = await this.sessions.open(userId, deviceId, client);
    await this.newDevices.signedIn(userId, deviceId, session.sessionId, client);
    const firstSignIn = await recordLogin(this.db.manager, userId);
    const fresh = (await this.users.findById(userId))!;
    if (fresh.status === 'suspended') {
      return {
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
        user: toUserDto(fresh),
        // A Message: translateSuccessMessages (i18n) answers it in the member's language.
        message: suspendedMessage(fresh.suspended_until) as unknown as string,
        standing: await this.standings.standingOf(userId),
      };
    }
    return {
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      user: toUserDto(fresh),
      first_sign_in: firstSignIn,
      message: fresh.verified === 1 ? 'Login successful' : 'Login successful. Please verify your email address to start using Pen.',
    };
  }

  private async mfaRequired(userId: number, deviceId: string, passwordChangeSuggested: boolean): Promise<MfaRequired> {
    return {
      mfa_required: true,
      mfa_token: await this.challenges.issue({ userId, deviceId, passwordChangeSuggested }),
      methods: (await this.passkeys.hasAny(userId)) ? [...SECOND_FACTOR_METHODS] : SECOND_FACTOR_METHODS.filter((m) => m !== 'passkey'),
      message: msg('Enter the code from your authenticator app, use a passkey, or enter a recovery code').message,
    };
  }

  /**
   * The member these credentials belong to; 401 for a wrong address or password. A suspended
   * member signs in to a limited session (issue 42): only the right password learns of the
   * suspension (an address alone reveals nothing).
   */
  private async checkCredentials(dto: LoginDto) {
    const user = await this.users.findByEmailWithHash(dto.email);
    const passwordOk = await verifyPassword(user?.password_hash, dto.password);
    if (!user || !passwordOk || (user.status !== 'active' && user.status !== 'suspended')) throw new UnauthorizedException(LOGIN_FAILED);
    return user;
  }
}
