import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../common/auth-user';
import { AppScopes } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { ReminderSettingsAnswerDto, UpdateReminderSettingsDto } from './prayer.dto';
import { ReminderSettingsService } from './reminder-settings.service';

/** The member's daily prayer reminder time (issue #33). */
@ApiTags('prayer')
@ApiForbiddenResponse({ type: ErrorDto, description: 'The e-mail address is not verified yet' })
@AppScopes('prayer:read', 'prayer:write')
@Controller('prayer')
export class ReminderSettingsController {
  constructor(private readonly settings: ReminderSettingsService) {}

  /** The reminder hour and time zone (08:00 UTC, `saved: false`, until the member chooses). */
  @Get('reminder-settings')
  async getReminderSettings(@CurrentUser() user: AuthUser): Promise<ReminderSettingsAnswerDto> {
    return { settings: await this.settings.get(user.userId) };
  }

  /** Sets the local hour (0–23) and IANA time zone of the daily prayer reminder. */
  @Put('reminder-settings')
  @RateLimit('writes')
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An hour outside 0–23 or an unknown time zone' })
  async updateReminderSettings(@CurrentUser() user: AuthUser, @Body() dto: UpdateReminderSettingsDto): Promise<ReminderSettingsAnswerDto> {
    return { settings: await this.settings.update(user.userId, dto.hour, dto.timeZone) };
  }
}
