import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../common/auth-user';
import { AppScopes } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { TodayAnswerDto, TodaySettingsAnswerDto, UpdateTodaySettingsDto } from './prayer.dto';
import { TodayService } from './today.service';

/** The member's daily selection of prayer requests (issue 44). */
@ApiTags('prayer')
@ApiForbiddenResponse({ type: ErrorDto, description: 'The e-mail address is not verified yet' })
@AppScopes('prayer:read', 'prayer:write')
@Controller('prayer')
export class TodayController {
  constructor(private readonly today: TodayService) {}

  /**
   * Today's prayer requests: from the member's commitments (first) and their groups' and friends'
   * open requests, the same all day and another part of them each day, so that every request
   * comes up in turn; with the count setting and whether each was prayed for today.
   */
  @Get('today')
  getToday(@CurrentUser() user: AuthUser): Promise<TodayAnswerDto> {
    return this.today.today(user.userId);
  }

  /** Sets how many requests a day's selection holds (1–20) and, optionally, the morning push. */
  @Put('today-settings')
  @RateLimit('writes')
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A count outside 1–20, or a morning_push that is not a boolean' })
  async updateTodaySettings(@CurrentUser() user: AuthUser, @Body() dto: UpdateTodaySettingsDto): Promise<TodaySettingsAnswerDto> {
    return { settings: await this.today.updateSettings(user.userId, dto.count, dto.morning_push) };
  }
}
