import { Body, Controller, Delete, Get, HttpCode, Put, Res, UseFilters } from '@nestjs/common';
import { AccountOnly, AppScopes } from '../common/decorators/app-access.decorator';
import { ApiBadRequestResponse, ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AllowSuspended, AllowUnverified } from '../common/decorators/public.decorator';
import { ErrorDto, MessageDto } from '../common/error.dto';
import { UserResponseDto } from '../users';
import { AccountService } from './account.service';
import type { AuthUser } from './auth-user';
import { DeleteAccountDto, EmailNotificationsDto, UpdateLanguageDto, UpdateProfileDto, UpdateProfileResponseDto } from './dto/account.dto';
import { SessionsService } from './sessions.service';
import { ValidationFailedFilter } from './validation-failed.filter';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';

/** The member's own account. */
@ApiTags('auth')
@Controller('auth')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly sessions: SessionsService,
  ) {}

  /** The signed-in member's profile (also for unverified members, whose profile page offers the resend button). */
  @AllowUnverified()
  @AllowSuspended()
  @AppScopes('profile')
  @Get('profile-user-info')
  async profileUserInfo(@CurrentUser() user: AuthUser): Promise<UserResponseDto> {
    return { user: await this.account.profile(user.userId) };
  }

  /**
   * Saves the profile; the password is required. Validation failures read `Validation failed: {messages}`.
   * A verified member's new e-mail address stays pending (`signedOut: false`, the answer's user keeps
   * the address in use): it becomes the account's when the link mailed to it is followed
   * (`verify-email`), and the address in use gets a link that cancels (`cancel-email-change`).
   * An unverified member's address is replaced at once: every device signs out (`signedOut: true`)
   * and the new address gets a verification mail. Open to unverified members so that a mistyped
   * address can be corrected.
   */
  @AllowUnverified()
  @AccountOnly()
  @RateLimit('writes')
  @Put('update-user-name-email')
  @UseFilters(ValidationFailedFilter)
  @ApiBadRequestResponse({ type: ErrorDto, description: '`Validation failed: …` or `Incorrect password`' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The e-mail address or user code is taken' })
  async updateUserNameEmail(
    @CurrentUser() user: AuthUser,
    @Body() dto: UpdateProfileDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UpdateProfileResponseDto> {
    const answer = await this.account.updateProfile(user, dto);
    if (answer.signedOut) this.sessions.clearCookie(reply);
    return answer;
  }

  /** Turns e-mail notifications on or off. */
  @RateLimit('writes')
  @Put('update-receive-email-notifications')
  async updateReceiveEmailNotifications(@CurrentUser() user: AuthUser, @Body() dto: EmailNotificationsDto): Promise<UserResponseDto> {
    return { user: await this.account.setEmailNotifications(user.userId, dto.receive_email_notifications) };
  }

  /**
   * The language Pen speaks to the member: answers to the member's own sessions, e-mails, pushes
   * and the unsubscribe page. API keys and OAuth apps keep their own `Accept-Language` (else English).
   */
  @AllowUnverified()
  @RateLimit('writes')
  @AllowSuspended()
  @Put('update-language')
  @ApiBadRequestResponse({ type: ErrorDto, description: '`language must be en or fi`' })
  async updateLanguage(@CurrentUser() user: AuthUser, @Body() dto: UpdateLanguageDto): Promise<UserResponseDto> {
    return { user: await this.account.setLanguage(user.userId, dto.language) };
  }

  /** Deletes the account (password required): it stops working at once and its data is purged within 30 days. */
  @AllowUnverified()
  @AccountOnly()
  @RateLimit('writes')
  @AllowSuspended()
  @Delete('delete-account')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: '`Password is required` or `Incorrect password`' })
  async deleteAccount(@CurrentUser() user: AuthUser, @Body() dto: DeleteAccountDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageDto> {
    const answer = await this.account.deleteAccount(user, dto.password);
    this.sessions.clearCookie(reply);
    return answer;
  }
}
