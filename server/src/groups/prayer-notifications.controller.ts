import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../common/auth-user';
import { AppScopes } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { GroupCommentsParamDto } from './dto/group-queries.dto';
import { GroupPrayerNotificationsDto } from './dto/prayer-notifications.dto';
import { GroupPrayerNotificationsService } from './prayer-notifications.service';

/** What a group's new prayer requests notify the caller of (issue 44); accepted members only. */
@ApiTags('groups')
@ApiNotFoundResponse({ type: ErrorDto, description: '`Group not found` (also for a group the caller is not a member of)' })
@AppScopes('groups:read', 'groups:write')
@Controller('groups')
export class GroupPrayerNotificationsController {
  constructor(private readonly settings: GroupPrayerNotificationsService) {}

  /** The caller's level for the group: `all`, `emergency` (the default) or `none`. */
  @Get(':groupId/prayer-notifications')
  getGroupPrayerNotifications(@CurrentUser() user: AuthUser, @Param() p: GroupCommentsParamDto): Promise<GroupPrayerNotificationsDto> {
    return this.settings.get(user.userId, p.groupId);
  }

  /**
   * Chooses what the group's new prayer requests notify the caller of (in the app and by push):
   * `all` prayer and emergency requests, only `emergency` requests, or `none`. Answers the level.
   */
  @Put(':groupId/prayer-notifications')
  @RateLimit('writes')
  @ApiBadRequestResponse({ type: ErrorDto, description: '`level must be all, emergency or none`' })
  setGroupPrayerNotifications(
    @CurrentUser() user: AuthUser,
    @Param() p: GroupCommentsParamDto,
    @Body() dto: GroupPrayerNotificationsDto,
  ): Promise<GroupPrayerNotificationsDto> {
    return this.settings.set(user.userId, p.groupId, dto.level);
  }
}
