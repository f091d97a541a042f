import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { SmallBody } from '../common/body-limit';
import { ErrorDto, MessageDto } from '../common/error.dto';
import { EmailDto, VerifyEmailQueryDto } from './dto/verification.dto';
import { VerificationService } from './verification.service';
import { ApiRateLimited } from '../common/decorators/api-rate-limited.decorator';

/** E-mail verification. */
@ApiTags('auth')
@Controller('auth')
export class VerificationController {
  constructor(private readonly verification: VerificationService) {}

  /** Verifies the address with the token from the mail (single use, valid 24 hours). */
  @Public()
  @Get('verify-email')
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Missing, invalid, used or expired token' })
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
}
