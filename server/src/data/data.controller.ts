import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AllowUnverified } from '../common/decorators/public.decorator';
import { CookieConsentDto, CookieConsentResponseDto, SessionsDto } from './data.dto';
import { DataService } from './data.service';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';

@ApiTags('data')
@Controller('data')
export class DataController {
  constructor(private readonly data: DataService) {}

  /** The member's signed-in devices; `current` marks this one. */
  @Get('user-sessions')
  async userSessions(@CurrentUser() user: AuthUser): Promise<SessionsDto> {
    return { sessions: await this.data.userSessions(user) };
  }

  /** Stores the member's cookie choice (the cookie banner also shows to unverified members). */
  @AllowUnverified()
  @RateLimit('writes')
  @Post('cookie-consent')
  @HttpCode(200)
  saveCookieConsent(@CurrentUser() user: AuthUser, @Body() dto: CookieConsentDto): Promise<CookieConsentResponseDto> {
    return this.data.saveCookieConsent(user.userId, dto);
  }
}
