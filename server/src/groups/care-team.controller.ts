import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../common/auth-user';
import { AppScopes } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { CareTeamService } from './care-team.service';
import { CareTeamAnswerDto, SetCareTeamDto } from './dto/care-team.dto';
import { GroupCommentsParamDto } from './dto/group-queries.dto';

/**
 * A group's care team (issue 44): the members told at once, in the app, by push and by e-mail, of
 * an emergency request in the group, whatever their own notification level and e-mail digest; each
 * may answer one with `POST /api/posts/reach-out`.
 */
@ApiTags('groups')
@ApiNotFoundResponse({ type: ErrorDto, description: '`Group not found` (also for a group the caller is not a member of)' })
@AppScopes('groups:read', 'groups:write')
@Controller('groups')
export class CareTeamController {
  constructor(private readonly careTeam: CareTeamService) {}

  /** The group's care team; for its accepted members. */
  @Get(':groupId/care-team')
  getGroupCareTeam(@CurrentUser() user: AuthUser, @Param() p: GroupCommentsParamDto): Promise<CareTeamAnswerDto> {
    return this.careTeam.get(user.userId, p.groupId);
  }

  /**
   * Admins name the whole care team (it replaces the team): accepted members only, at most 20. Each
   * member put on or taken off is recorded in the group's admin log. Answers the team.
   */
  @Put(':groupId/care-team')
  @RateLimit('writes')
  @ApiBadRequestResponse({ type: ErrorDto, description: '`userIds must be a list of at most 20 different member ids`, or `Only members of the group can be on its care team (not members: …)`' })
  @ApiForbiddenResponse({ type: ErrorDto, description: '`Only group admins can choose the care team`' })
  setGroupCareTeam(@CurrentUser() user: AuthUser, @Param() p: GroupCommentsParamDto, @Body() dto: SetCareTeamDto): Promise<CareTeamAnswerDto> {
    return this.careTeam.set(user.userId, p.groupId, dto.userIds);
  }
}
