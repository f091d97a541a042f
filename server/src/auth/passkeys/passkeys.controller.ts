import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiTags, ApiUnauthorizedResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SmallBody } from '../../common/body-limit';
import { AccountOnly } from '../../common/decorators/app-access.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorDto } from '../../common/error.dto';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator';
import type { AuthUser } from '../auth-user';
import { LoginResponseDto } from '../dto/auth.dto';
import { PasskeyIdParamDto, PasskeyOptionsDto, PasskeyResponseDto, PasskeySignInDto, PasskeysDto, RegisterPasskeyDto } from '../dto/passkeys.dto';
import { ACCOUNT_SUSPENDED } from '../sign-in.service';
import { clientInfo } from '../request-info';
import { SessionsService } from '../sessions.service';
import { PasskeySignInService } from './passkey-sign-in.service';
import { PASSKEY_NOT_FOUND, PASSKEY_NOT_VERIFIED, PasskeysService, TOO_MANY_PASSKEYS } from './passkeys.service';

/** Passkeys (WebAuthn, issue 43): register, list and remove them; sign in with one and no password. */
@ApiTags('auth')
@AccountOnly()
@Controller('auth/passkeys')
export class PasskeysController {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly signInWithPasskey: PasskeySignInService,
    private readonly sessions: SessionsService,
  ) {}

  /** The member's passkeys, oldest first: names and dates only. */
  @Get()
  async listPasskeys(@CurrentUser() user: AuthUser): Promise<PasskeysDto> {
    return { passkeys: await this.passkeys.list(user.userId) };
  }

  /** Options for the browser to create a passkey (`startRegistration`); the member's existing passkeys are excluded. */
  @Post('register/options')
  @SmallBody()
  @HttpCode(200)
  @RateLimit('two-factor')
  async passkeyRegistrationOptions(@CurrentUser() user: AuthUser): Promise<PasskeyOptionsDto> {
    return { options: { ...(await this.passkeys.registrationOptions(user.userId)) } };
  }

  /** Saves a new passkey under a name, from the browser's answer to the options. At most 20 per member. */
  @Post('register')
  @SmallBody()
  @RateLimit('two-factor')
  @ApiCreatedResponse({ type: PasskeyResponseDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: `The answer does not match the options (or they are older than 5 minutes or used): \`${PASSKEY_NOT_VERIFIED}\`; a field fails validation` })
  @ApiUnprocessableEntityResponse({ type: ErrorDto, description: `\`${TOO_MANY_PASSKEYS}\`` })
  async registerPasskey(@CurrentUser() user: AuthUser, @Body() dto: RegisterPasskeyDto): Promise<PasskeyResponseDto> {
    return { passkey: await this.passkeys.register(user.userId, dto.name, dto.response) };
  }

  /** Removes one of the member's passkeys: it no longer signs in. */
  @Delete(':id')
  @RateLimit('two-factor')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: ErrorDto, description: `\`${PASSKEY_NOT_FOUND}\`` })
  async deletePasskey(@CurrentUser() user: AuthUser, @Param() p: PasskeyIdParamDto): Promise<void> {
    await this.passkeys.remove(user.userId, Number(p.id));
  }

  /**
   * Options for signing in with a passkey (`startAuthentication`, with `useBrowserAutofill` for the
   * sign-in page's autofill), for a passkey as second factor, and for reauthentication. No
   * credentials are listed: the browser offers the member's discoverable passkeys.
   */
  @Public()
  @Post('sign-in/options')
  @SmallBody()
  @HttpCode(200)
  @RateLimit('passkey-options')
  async passkeySignInOptions(): Promise<PasskeyOptionsDto> {
    return { options: { ...(await this.passkeys.authenticationOptions()) } };
  }

  /** Signs in with a passkey and no password (the authenticator must verify the person); answers like `POST /api/auth/login` and sets the refresh cookie. */
  @Public()
  @Post('sign-in')
  @SmallBody()
  @HttpCode(200)
  @RateLimit('login-mfa')
  @ApiUnauthorizedResponse({ type: ErrorDto, description: `Unknown passkey, a failed check, or options older than 5 minutes or used: \`${PASSKEY_NOT_VERIFIED}\`` })
  @ApiForbiddenResponse({ type: ErrorDto, description: `\`${ACCOUNT_SUSPENDED}\` (with its end, if timed)` })
  async passkeySignIn(@Body() dto: PasskeySignInDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginResponseDto> {
    const { refreshToken, ...answer } = await this.signInWithPasskey.signIn(dto.response, dto.deviceId, clientInfo(req));
    this.sessions.setCookie(reply, refreshToken);
    return answer;
  }
}
