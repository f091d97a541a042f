import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { AccountOnly } from '../common/decorators/app-access.decorator';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { SmallBody } from '../common/body-limit';
import { ErrorDto, MessageDto } from '../common/error.dto';
import type { AuthUser } from './auth-user';
import { EmailDto } from './dto/verification.dto';
import { ResetPasswordDto, SetNewPasswordDto } from './dto/password.dto';
import { PasswordService } from './password.service';
import { WEAK_PASSWORD } from './rules/password-strength';
import { ApiRateLimited } from '../common/decorators/api-rate-limited.decorator';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';

/** Forgotten and changed passwords. */
@ApiTags('auth')
@AccountOnly()
@Controller('auth')
export class PasswordController {
  constructor(private readonly passwords: PasswordService) {}

  /** Mails a reset link (valid one hour). The same answer for unknown addresses; at most 5 requests per address per hour. */
  @Public()
  @Post('send-reset-password-link')
  @SmallBody()
  @HttpCode(200)
  @ApiRateLimited('`Maximum attempts reached. Please try again later.`')
  sendResetPasswordLink(@Body() dto: EmailDto): Promise<MessageDto> {
    return this.passwords.sendResetLink(dto.email);
  }

  /** Sets a new password with the token from the reset link; every device is signed out. */
  @Public()
  @RateLimit('public-writes')
  @Post('reset-password')
  @SmallBody()
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: `Invalid, used or expired token, or a weak password (the strength rule's message, or \`${WEAK_PASSWORD}\`)` })
  resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageDto> {
    return this.passwords.resetPassword(dto.token, dto.newPassword);
  }

  /** Changes the password of the signed-in member (old password checked); other devices are signed out. */
  @RateLimit('writes')
  @Post('set-new-password')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: `\`Old password is incorrect\` or a weak new password (the strength rule's message, or \`${WEAK_PASSWORD}\`)` })
  setNewPassword(@CurrentUser() user: AuthUser, @Body() dto: SetNewPasswordDto): Promise<MessageDto> {
    return this.passwords.setNewPassword(user, dto.oldPassword, dto.newPassword);
  }
}
