import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SmallBody } from '../../common/body-limit';
import { AccountOnly } from '../../common/decorators/app-access.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorDto, MessageDto } from '../../common/error.dto';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator';
import type { AuthUser } from '../auth-user';
import { LoginResponseDto } from '../dto/auth.dto';
import { LoginMfaDto, ReauthenticateDto, ReauthenticatedDto, RecoveryCodesDto, TotpCodeDto, TotpSetupDto, TwoFactorStatusDto } from '../dto/two-factor.dto';
import { ACCOUNT_SUSPENDED } from '../sign-in.service';
import { clientInfo } from '../request-info';
import { SessionsService } from '../sessions.service';
import { CODE_OR_RECOVERY, MFA_EXPIRED, MfaSignInService } from './mfa-sign-in.service';
import { PASSKEY_NOT_VERIFIED } from '../passkeys/passkeys.service';
import { INCORRECT_PASSWORD, PASSWORD_OR_PASSKEY, ReauthenticateService } from './reauthenticate.service';
import { RequireRecentAuth } from './step-up';
import { INVALID_CODE, TOTP_ALREADY_ON, TOTP_NOT_ON, TOTP_NOT_SET_UP, TwoFactorService } from './two-factor.service';
import { msg } from '../../i18n';

/** Two-factor sign-in (issue 43): the authenticator, recovery codes, the second sign-in step and step-up. */
@ApiTags('auth')
@AccountOnly()
@Controller('auth')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly mfaSignIn: MfaSignInService,
    private readonly reauth: ReauthenticateService,
    private readonly sessions: SessionsService,
  ) {}

  /** The second step of a sign-in: the mfa_token and an authenticator code, a recovery code or a passkey's answer. Answers like `POST /api/auth/login` and sets the refresh cookie. */
  @Public()
  @Post('login/mfa')
  @SmallBody()
  @HttpCode(200)
  @RateLimit('login-mfa', 'Each mfa_token also allows only 5 codes.')
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: `Not exactly one factor: \`${CODE_OR_RECOVERY}\`; a field fails validation` })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: `A wrong or used code, or a passkey that is not the member's or fails its check: \`${INVALID_CODE}\`; the mfa_token is unknown, older than 5 minutes or has had 5 tries: \`{mfa_expired: true, message: "${MFA_EXPIRED}"}\`` })
  @ApiForbiddenResponse({ type: ErrorDto, description: `The account was suspended meanwhile: \`${ACCOUNT_SUSPENDED}\` (with its end, if timed)` })
  async loginMfa(@Body() dto: LoginMfaDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginResponseDto> {
    const { refreshToken, ...answer } = await this.mfaSignIn.finish(dto, clientInfo(req));
    this.sessions.setCookie(reply, refreshToken);
    return answer;
  }

  /** Whether two-factor sign-in is on, and how many recovery codes are left. */
  @Get('2fa')
  twoFactorStatus(@CurrentUser() user: AuthUser): Promise<TwoFactorStatusDto> {
    return this.twoFactor.status(user.userId);
  }

  /** Starts setting up an authenticator app: a new secret and its QR code. Nothing changes for sign-in until `enable`. */
  @Post('2fa/totp/setup')
  @HttpCode(200)
  @RateLimit('two-factor')
  @ApiConflictResponse({ type: ErrorDto, description: `\`${TOTP_ALREADY_ON}\`` })
  totpSetup(@CurrentUser() user: AuthUser): Promise<TotpSetupDto> {
    return this.twoFactor.setup(user.userId);
  }

  /** Turns two-factor sign-in on with the app's first code; answers 10 recovery codes, shown only this once. */
  @Post('2fa/totp/enable')
  @SmallBody()
  @HttpCode(200)
  @RateLimit('two-factor')
  @ApiBadRequestResponse({ type: ErrorDto, description: `A wrong code: \`${INVALID_CODE}\`; no set-up started: \`${TOTP_NOT_SET_UP}\`` })
  @ApiConflictResponse({ type: ErrorDto, description: `\`${TOTP_ALREADY_ON}\`` })
  async totpEnable(@CurrentUser() user: AuthUser, @Body() dto: TotpCodeDto): Promise<RecoveryCodesDto> {
    return { recovery_codes: await this.twoFactor.enable(user.userId, dto.code) };
  }

  /** Turns two-factor sign-in off (step-up) and tells the member by e-mail. */
  @Post('2fa/disable')
  @HttpCode(200)
  @RateLimit('two-factor')
  @RequireRecentAuth()
  @ApiBadRequestResponse({ type: ErrorDto, description: `\`${TOTP_NOT_ON}\`` })
  async disable(@CurrentUser() user: AuthUser): Promise<MessageDto> {
    await this.twoFactor.disable(user.userId);
    return { message: msg('Two-factor sign-in is off').message };
  }

  /** A new set of 10 recovery codes (step-up); the old set stops working. */
  @Post('2fa/recovery-codes')
  @HttpCode(200)
  @RateLimit('two-factor')
  @RequireRecentAuth()
  @ApiBadRequestResponse({ type: ErrorDto, description: `\`${TOTP_NOT_ON}\`` })
  async recoveryCodes(@CurrentUser() user: AuthUser): Promise<RecoveryCodesDto> {
    return { recovery_codes: await this.twoFactor.newRecoveryCodes(user.userId) };
  }

  /** Confirms the password or a passkey: sensitive actions on this session are then allowed for 10 minutes. */
  @Post('reauthenticate')
  @SmallBody()
  @HttpCode(200)
  @RateLimit('reauthenticate')
  @ApiBadRequestResponse({ type: ErrorDto, description: `\`${INCORRECT_PASSWORD}\`, \`${PASSKEY_NOT_VERIFIED}\`, or neither or both given: \`${PASSWORD_OR_PASSKEY}\`` })
  reauthenticate(@CurrentUser() user: AuthUser, @Body() dto: ReauthenticateDto): Promise<ReauthenticatedDto> {
    return this.reauth.confirm(user, dto);
  }
}
