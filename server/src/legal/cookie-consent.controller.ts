import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AllowUnverified } from '../common/decorators/public.decorator';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { CookieConsentDto, CookieConsentResponseDto } from './cookie-consent.dto';
import { CookieConsentService } from './cookie-consent.service';

/** Cookie consent; its path and tag keep the `data` prefix the API has always had. */
@ApiTags('data')
@Controller('data')
export class CookieConsentController {
  constructor(private readonly consents: CookieConsentService) {}

  /** Stores the member's cookie choice (the cookie banner also shows to unverified members). */
  @AllowUnverified()
  @RateLimit('writes')
  @Post('cookie-consent')
  @HttpCode(200)
  saveCookieConsent(@CurrentUser() user: AuthUser, @Body() dto: CookieConsentDto): Promise<CookieConsentResponseDto> {
    return this.consents.save(user.userId, dto);
  }
}
