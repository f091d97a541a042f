import { Injectable, OnApplicationBootstrap, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { recordLogin, toUserDto, UsersService } from '../users';
import { LoginDto, LoginResponseDto } from './dto/auth.dto';
import { LoginLimiterService } from './login-limiter.service';
import { MfaRequired, SECOND_FACTOR_METHODS } from './dto/two-factor.dto';
import { MfaChallenges } from './mfa/mfa-challenges';
import { PasskeysService } from './passkeys/passkeys.service';
import { NewDeviceService } from './new-device/new-device.service';
import { TwoFactorService } from './mfa/two-factor.service';
import { verifyPassword } from './passwords';
import { ClientInfo } from './request-info';
import { SessionsService } from './sessions.service';
import { StandingReadsService } from './standing-reads';
import { isWeakPassword, warmPasswordChecker } from './rules/password-strength';
import { type Message, msg } from '../i18n';

export const LOGIN_FAILED = msg('Login failed. Check your email and password.').message;
export const ACCOUNT_SUSPENDED = msg('This account is suspended').message;

/** `This account is suspended`, with the end of a timed suspension (UTC, to the minute). */
export function suspendedMessage(until: Date | null): string | Message {
  if (!until) return ACCOUNT_SUSPENDED;
  return msg('This account is suspended until {until} UTC', { until: until.toISOString().slice(0, 16).replace('T', ' ') });
}

/** Sign-in with a password, and the session every way of signing in ends with (`signedIn`). */
@Injectable()
export class SignInService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly limiter: LoginLimiterService,
    private readonly twoFactor: TwoFactorService,
    private readonly challenges: MfaChallenges,
    private readonly passkeys: PasskeysService,
    private readonly newDevices: NewDeviceService,
    private readonly standings: StandingReadsService,
  ) {}

  onApplicationBootstrap(): void {
    warmPasswordChecker();
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
