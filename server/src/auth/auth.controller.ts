import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { AccountOnly } from '../common/decorators/app-access.decorator';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiUnauthorizedResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AllowSuspended, AllowUnverified, Public } from '../common/decorators/public.decorator';
import { SmallBody } from '../common/body-limit';
import { ErrorDto, MessageDto } from '../common/error.dto';
import type { AuthUser } from './auth-user';
import { AccessTokenDto, CheckSessionDto, CheckSessionQueryDto, DeviceIdDto, LoginDto, LoginResponseDto, RegisterDto, RegisterResponseDto } from './dto/auth.dto';
import type { MfaRequired } from './dto/two-factor.dto';
import { RegistrationService } from './registration.service';
import { WEAK_PASSWORD } from './rules/password-strength';
import { CROSS_SITE_REFUSED, SameOriginGuard } from './same-origin.guard';
import { clientInfo, refreshCookieOf } from './request-info';
import { SessionsService } from './sessions.service';
import { SignInService } from './sign-in.service';
import { FILLED_TOO_FAST, HONEYPOT_FILLED, REGISTRATION_CLOSED } from './sign-up-gate';
import { ApiRateLimited } from '../common/decorators/api-rate-limited.decorator';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { languageFromAcceptLanguage, msg } from '../i18n';

/** Registration, sign-in, the refresh cookie and device sessions. */
@ApiTags('auth')
@AccountOnly()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly signIn: SignInService,
    private readonly sessions: SessionsService,
  ) {}

  /** Creates an unverified account, signs this device in and sends the verification mail. */
  @Public()
  @Post('register')
  @SmallBody()
  @RateLimit('register')
  @ApiCreatedResponse({ type: RegisterResponseDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'The e-mail address is already registered' })
  @ApiForbiddenResponse({ type: ErrorDto, description: `REGISTRATION_MODE=closed: \`${REGISTRATION_CLOSED}\`` })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: `A field fails validation (the spec's messages), the password is common or close to the name or e-mail address (\`${WEAK_PASSWORD}\`), or a web sign-up (\`client: web\`) looks automated: \`${HONEYPOT_FILLED}\` or \`${FILLED_TOO_FAST}\``,
  })
  async register(@Body() dto: RegisterDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<RegisterResponseDto> {
    const opened = await this.registration.register(dto, clientInfo(req), languageFromAcceptLanguage(req.headers['accept-language']));
    this.sessions.setCookie(reply, opened.refreshToken);
    return { accessToken: opened.accessToken, user_id: opened.userId, message: msg('Registration successful. Check your email to verify your account.').message };
  }

  /**
   * Signs in with e-mail and password; sets the refresh cookie. Limited to 10 failures per address
   * and 50 per IP in 15 minutes. For a member with two-factor sign-in the answer is
   * `{mfa_required: true, mfa_token, methods}`, without tokens or cookie: finish with `POST /api/auth/login/mfa`.
   */
  @Public()
  @Post('login')
  @SmallBody()
  @HttpCode(200)
  @ApiOkResponse({
    type: LoginResponseDto,
    description:
      'Signed in (refresh cookie set), or, with `mfa_required: true`, a second factor is due (no tokens, no cookie). A suspended member signs in to a limited session: ' +
      '`user.status` is `suspended` with `user.suspended_until`, `standing` is their standing, and every call but their profile, standing, appeals, data export, ' +
      'account deletion and sign-out answers 403 `This account is suspended` (with the end date).',
  })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: '`Login failed. Check your email and password.`' })
  @ApiRateLimited('`Too many failed login attempts. Try again later.`')
  async login(@Body() dto: LoginDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginResponseDto | MfaRequired> {
    const result = await this.signIn.login(dto, clientInfo(req));
    if ('mfa_required' in result) return result;
    const { refreshToken, ...answer } = result;
    this.sessions.setCookie(reply, refreshToken);
    return answer;
  }

  /** Exchanges the refresh cookie for a new access token and rotates the cookie. */
  @Public()
  @RateLimit('public-writes')
  @Post('refresh-token')
  @SmallBody()
  @HttpCode(200)
  @UseGuards(SameOriginGuard)
  @ApiForbiddenResponse({ type: ErrorDto, description: `Sent from another site (Origin or Sec-Fetch-Site: cross-site): \`${CROSS_SITE_REFUSED}\`` })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'No valid refresh cookie: sign in again' })
  async refreshToken(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccessTokenDto> {
    const renewed = await this.sessions.refresh(refreshCookieOf(req), clientInfo(req)).catch((err: unknown) => {
      this.sessions.clearCookie(reply);
      throw err;
    });
    if (renewed.refreshToken) this.sessions.setCookie(reply, renewed.refreshToken);
    return { accessToken: renewed.accessToken };
  }

  /** Removes the refresh cookie (and ends the session it belongs to). Called on logout. */
  @Public()
  @RateLimit('public-writes')
  @Post('remove-cookie')
  @SmallBody()
  @HttpCode(200)
  @UseGuards(SameOriginGuard)
  @ApiForbiddenResponse({ type: ErrorDto, description: `Sent from another site (Origin or Sec-Fetch-Site: cross-site): \`${CROSS_SITE_REFUSED}\`` })
  async removeCookie(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageDto> {
    await this.sessions.endByCookie(refreshCookieOf(req));
    this.sessions.clearCookie(reply);
    return { message: msg('Cookie removed').message };
  }

  /** Whether this member is still signed in on the given device. */
  @AllowUnverified()
  @AllowSuspended()
  @Get('check-session')
  async checkSession(@CurrentUser() user: AuthUser, @Query() query: CheckSessionQueryDto): Promise<CheckSessionDto> {
    return { ok: await this.sessions.existsForDevice(user.userId, query.deviceId) };
  }

  /** Signs the given device (normally this one) out. */
  @AllowUnverified()
  @RateLimit('writes')
  @AllowSuspended()
  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentUser() user: AuthUser, @Body() dto: DeviceIdDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageDto> {
    const { endedCurrent } = await this.sessions.endDevice(user, dto.deviceId, false);
    if (endedCurrent) this.sessions.clearCookie(reply);
    return { message: msg('Logged out').message };
  }

  /** Signs every device of the member out, this one included. */
  @AllowUnverified()
  @RateLimit('writes')
  @AllowSuspended()
  @Post('logout-all')
  @HttpCode(200)
  async logoutAll(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageDto> {
    await this.sessions.endAll(user.userId);
    this.sessions.clearCookie(reply);
    return { message: msg('All logged-in devices have been logged out').message };
  }

  /** Signs every other device out; the device given stays signed in. */
  @AllowUnverified()
  @RateLimit('writes')
  @Post('logout-all-except-this')
  @HttpCode(200)
  async logoutAllExceptThis(@CurrentUser() user: AuthUser, @Body() dto: DeviceIdDto): Promise<MessageDto> {
    await this.sessions.endAllExceptDevice(user.userId, dto.deviceId);
    return { message: msg('All devices have been logged out except this one').message };
  }

  /** Signs one chosen device out (from the sessions list). */
  @AllowUnverified()
  @RateLimit('writes')
  @Post('logout-chosen-device')
  @HttpCode(200)
  async logoutChosenDevice(@CurrentUser() user: AuthUser, @Body() dto: DeviceIdDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageDto> {
    const { endedCurrent } = await this.sessions.endDevice(user, dto.deviceId, true);
    if (endedCurrent) this.sessions.clearCookie(reply);
    return { message: msg('Device has been logged out').message };
  }
}
