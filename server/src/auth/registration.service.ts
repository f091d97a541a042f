import { ConflictException, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { insertMember, recordLogin, toUserDto, UsersService } from '../users';
import { AccountMailService } from './account-mail.service';
import { LoginDto, LoginResponseDto, RegisterDto } from './dto/auth.dto';
import { EmailTokensService } from './email-tokens.service';
import { LoginLimiterService } from './login-limiter.service';
import { hashPassword, verifyPassword } from './passwords';
import { ClientInfo } from './request-info';
import { OpenedSession, SessionsService } from './sessions.service';
import { checkSignUp } from './sign-up-gate';

export const EMAIL_TAKEN = 'An account with this email address already exists.';
export const LOGIN_FAILED = 'Login failed. Check your email and password.';
export const ACCOUNT_SUSPENDED = 'This account is suspended';

/** `This account is suspended`, with the end of a timed suspension (UTC, to the minute). */
export function suspendedMessage(until: Date | null): string {
  if (!until) return ACCOUNT_SUSPENDED;
  return `${ACCOUNT_SUSPENDED} until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function isUniqueViolation(err: unknown): boolean {
  return err instanceof QueryFailedError && (err.driverError as { code?: string })?.code === '23505';
}

/** Registration and sign-in. */
@Injectable()
export class RegistrationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly tokens: EmailTokensService,
    private readonly limiter: LoginLimiterService,
    private readonly mail: AccountMailService,
  ) {}

  /**
   * Creates an unverified member with a device session and queues the verification mail. Under
   * REGISTRATION_MODE=approval the member also waits for a moderator's approval once verified
   * (review_status `pending`); `closed` refuses, and web sign-ups that look automated are refused.
   */
  async register(dto: RegisterDto, client: ClientInfo): Promise<OpenedSession & { userId: number }> {
    checkSignUp(this.settings.registrationMode, this.settings.signupMinFillSeconds, dto);
    if (await this.users.emailTaken(dto.email)) throw new ConflictException(EMAIL_TAKEN);
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
          review_status: this.settings.registrationMode === 'approval' ? 'pending' : 'approved',
        });
        const session = await this.sessions.open(user.user_id, dto.deviceId, client, m);
        const token = await this.tokens.issue(user.user_id, dto.email, 'verify', m);
        return { userId: user.user_id, session, token };
      });
    } catch (err) {
      // Two registrations of one address at the same moment: the unique index decides.
      if (isUniqueViolation(err)) throw new ConflictException(EMAIL_TAKEN);
      throw err;
    }
    await this.mail.verification(dto.email, dto.user_name, created.token);
    return { userId: created.userId, ...created.session };
  }

  /** Checks the credentials under the Redis login limits and opens (or renews) the device session. */
  async login(dto: LoginDto, client: ClientInfo): Promise<LoginResponseDto & { refreshToken: string }> {
    await this.limiter.countAttempt(dto.email, client.ip);
    const user = await this.checkCredentials(dto).catch(async (err: unknown) => {
      // Only a refused password stays counted; a 503 of an unreachable database is no guess.
      if (!(err instanceof UnauthorizedException)) await this.limiter.giveBack(dto.email, client.ip).catch(() => undefined);
      throw err;
    });
    await this.limiter.recordSuccess(dto.email, client.ip);
    const session = await this.sessions.open(user.user_id, dto.deviceId, client);
    await recordLogin(this.db.manager, user.user_id);
    const fresh = (await this.users.findById(user.user_id))!;
    return {
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      user: toUserDto(fresh),
      message: fresh.verified === 1 ? 'Login successful' : 'Login successful. Please verify your email address to start using Pen.',
    };
  }

  /** The active member these credentials belong to; 401 for a wrong address or password, 403 when suspended. */
  private async checkCredentials(dto: LoginDto) {
    const user = await this.users.findByEmailWithHash(dto.email);
    const passwordOk = await verifyPassword(user?.password_hash, dto.password);
    // Only the right password learns of the suspension (an address alone reveals nothing).
    if (user && passwordOk && user.status === 'suspended') throw new ForbiddenException(suspendedMessage(user.suspended_until));
    if (!user || !passwordOk || user.status !== 'active') throw new UnauthorizedException(LOGIN_FAILED);
    return user;
  }
}
