import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { SmallBody } from '../common/body-limit';
import { ErrorDto, MessageDto } from '../common/error.dto';
import { CancelEmailChangeDto, EmailDto, VerifyEmailQueryDto } from './dto/verification.dto';
import { EmailChangeService } from './email-change.service';
import { VerificationService } from './verification.service';
import { ApiRateLimited } from '../common/decorators/api-rate-limited.decorator';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';

/** E-mail verification and the links of an e-mail change. */
@ApiTags('auth')
@Controller('auth')
export class VerificationController {
  constructor(
    private readonly verification: VerificationService,
    private readonly emailChange: EmailChangeService,
  ) {}

  /**
   * Verifies the address with the token from the mail (single use, valid 24 hours). The link
   * sent to a new address (an e-mail change) also lands here: the address becomes the account's
   * and every device signs out, to sign in again with it.
   */
  @Public()
  @Get('verify-email')
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Missing, invalid, used or expired token' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The new address of an e-mail change was registered by another account meanwhile' })
  verifyEmail(@Query() query: VerifyEmailQueryDto): Promise<MessageDto> {
    return this.verification.verify(query.token);
  }

  /** Sends a new verification link. The same answer whether or not the address exists; once per 60 seconds per address. */
  @Public()
  @Post('resend-verification-email')
  @SmallBody()
  @HttpCode(200)
  @ApiRateLimited('Asked again within 60 seconds')
  resendVerificationEmail(@Body() dto: EmailDto): Promise<MessageDto> {
    return this.verification.resend(dto.email);
  }

  /**
   * Cancels a pending e-mail change with the token mailed to the address in use (single use,
   * valid 24 hours). Every device of the account is signed out.
   */
  @Public()
  @RateLimit('public-writes')
  @Post('cancel-email-change')
  @SmallBody()
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Missing, invalid, used or expired token' })
  cancelEmailChange(@Body() dto: CancelEmailChangeDto): Promise<MessageDto> {
    return this.emailChange.cancel(dto.token);
  }
}
