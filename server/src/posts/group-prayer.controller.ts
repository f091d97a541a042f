import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../common/auth-user';
import { AppScopes } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto } from '../common/error.dto';
import { GroupPrayerParamDto, GroupPrayerQueryDto } from './dto/group-prayer.dto';
import { PostPageDto } from './dto/post.dto';
import { pageRequest } from './paging';
import { PostReaderService } from './post-reader.service';

/** A group's Prayer tab (issue 44): the posts module reads posts, under the group's path and tag. */
@ApiTags('groups')
@AppScopes('prayer:read', 'prayer:write')
@Controller('groups')
export class GroupPrayerController {
  constructor(private readonly reader: PostReaderService) {}

  /**
   * The group's prayer and emergency requests with `status` (`open` by default, or `answered`),
   * newest first, each as a feed card (with "I prayed"). Accepted members only; 404 for
   * everyone else. Page with `cursor` = the previous page's `nextCursor`.
   */
  @Get(':groupId/prayer-requests')
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid status, limit or cursor' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Group not found` (also for a group the caller is not a member of)' })
  groupPrayerRequests(@CurrentUser() user: AuthUser, @Param() p: GroupPrayerParamDto, @Query() q: GroupPrayerQueryDto): Promise<PostPageDto> {
    return this.reader.groupPrayerRequests(user.userId, p.groupId, q.status ?? 'open', pageRequest({ limit: q.limit, cursor: q.cursor }));
  }
}
