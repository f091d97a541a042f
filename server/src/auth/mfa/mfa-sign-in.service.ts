import { BadRequestException, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { UsersService } from '../../users';
import { LoginResponseDto } from '../dto/auth.dto';
import { LoginMfaDto } from '../dto/two-factor.dto';
import { SignInService, suspendedMessage } from '../sign-in.service';
import { ClientInfo } from '../request-info';
import { PasskeysService } from '../passkeys/passkeys.service';
import { MfaChallenges } from './mfa-challenges';
import { INVALID_CODE, TwoFactorService } from './two-factor.service';
import { msg } from '../../i18n';

export const MFA_EXPIRED = msg('Your sign-in has expired. Sign in again.').message;
/**
 * The sign-in must start again from the password: said with `mfa_expired: true`, since a wrong
 * code is a 401 too and clients must not tell the two apart by the (translated) message.
 */
const expired = () => new UnauthorizedException({ statusCode: 401, message: MFA_EXPIRED, error: 'Unauthorized', mfa_expired: true });
export const CODE_OR_RECOVERY = msg('Give one of code, recovery_code or passkey').message;

/** The second step of a sign-in with two-factor: an mfa_token from POST /api/auth/login and one factor. */
@Injectable()
export class MfaSignInService {
  constructor(
    private readonly challenges: MfaChallenges,
    private readonly twoFactor: TwoFactorService,
    private readonly users: UsersService,
    private readonly signIns: SignInService,
    private readonly passkeys: PasskeysService,
  ) {}

  async finish(dto: LoginMfaDto, client: ClientInfo): Promise<LoginResponseDto & { refreshToken: string }> {
    if ([dto.code, dto.recovery_code, dto.passkey].filter((f) => f !== undefined).length !== 1) throw new BadRequestException(CODE_OR_RECOVERY);
    const challenge = await this.challenges.spendTry(dto.mfa_token);
    if (!challenge) throw expired();
    if (!(await this.factorOk(challenge.userId, dto))) throw new UnauthorizedException(INVALID_CODE);
    await this.challenges.end(dto.mfa_token);
    // A suspension or deletion between the two steps counts as at the first one.
    const user = await this.users.findById(challenge.userId);
    if (user?.status === 'suspended') throw new ForbiddenException(suspendedMessage(user.suspended_until));
    if (user?.status !== 'active') throw expired();
    const answer = await this.signIns.signedIn(challenge.userId, challenge.deviceId, client);
    return challenge.passwordChangeSuggested ? { ...answer, password_change_suggested: true } : answer;
  }

  private async factorOk(userId: number, dto: LoginMfaDto): Promise<boolean> {
    if (dto.code !== undefined) return this.twoFactor.acceptTotp(userId, dto.code);
    if (dto.recovery_code !== undefined) return this.twoFactor.acceptRecoveryCode(userId, dto.recovery_code);
    // Another member's passkey proves nothing about this one.
    return (await this.passkeys.verifyAssertion(dto.passkey!, false)) === userId;
  }
}
