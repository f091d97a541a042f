import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../common/auth-user';
import { AppScopes } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto, MessageDto } from '../common/error.dto';
import { CreateGroupDto } from './dto/create-group.dto';
import { ChangeGroupThemeColorDto, GroupIdDto } from './dto/group-actions.dto';
import { CreatedGroupDto, GroupAnswerDto, GroupsAnswerDto, GroupThemeColorDto, GroupVisibilityDto } from './dto/group-answers.dto';
import { GroupIdParamDto, GroupQueryDto, SearchGroupsQueryDto } from './dto/group-queries.dto';
import { ReportGroupDto } from './dto/group-report.dto';
import { GroupReadsService } from './group-reads.service';
import { GroupsService } from './groups.service';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { ReportAnswerDto } from '../reports';

/** Creating, reading, finding and running groups. */
@ApiTags('groups')
@ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid input; `message` says what to fix' })
@AppScopes('groups:read', 'groups:write')
@Controller('groups')
export class GroupsController {
  constructor(
    private readonly groups: GroupsService,
    private readonly reads: GroupReadsService,
  ) {}

  /**
   * Creates a group; the caller becomes its host and first admin. Answers the new group.
   * Missing name or description: 400 `Group name and description are required.`
   */
  @Post('create-group')
  @RateLimit('groups')
  createGroup(@CurrentUser() user: AuthUser, @Body() dto: CreateGroupDto): Promise<CreatedGroupDto> {
    return this.groups.create(user.userId, dto);
  }

  /**
   * A group as the caller may see it. Accepted members get every member and the newest page of
   * comments (older pages with `cursor` = `next_cursor`); others get the header and up to 5
   * member avatars. A private group is 404 to anyone without a membership, request or invitation.
   */
  @Get('group/:id')
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Group not found`' })
  async getGroup(@CurrentUser() user: AuthUser, @Param() p: GroupIdParamDto, @Query() q: GroupQueryDto): Promise<GroupAnswerDto> {
    return { group: await this.reads.detail(p.id, user.userId, q) };
  }

  /** Groups the caller is a member of, asked to join (`pending`) or is invited to (`invited`). */
  @Get('my-groups')
  async myGroups(@CurrentUser() user: AuthUser): Promise<GroupsAnswerDto> {
    return { groups: await this.reads.myGroups(user.userId) };
  }

  /** Public groups whose title or description contains `q` (case-insensitive); at most 50, largest first. */
  @Get('search-groups')
  async searchGroups(@CurrentUser() user: AuthUser, @Query() q: SearchGroupsQueryDto): Promise<GroupsAnswerDto> {
    return { groups: await this.reads.search(user.userId, q.q) };
  }

  /** Admins: toggles between `group_public` (Visible in search) and `group_private` (Hidden). */
  @RateLimit('writes')
  @Post('change-group-audience')
  @HttpCode(200)
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Group not found`' })
  changeGroupAudience(@CurrentUser() user: AuthUser, @Body() dto: GroupIdDto): Promise<GroupVisibilityDto> {
    return this.groups.toggleAudience(user.userId, dto.groupId);
  }

  /** Admins: sets one of the 12 preset theme colours. */
  @RateLimit('writes')
  @Post('change-group-theme-color')
  @HttpCode(200)
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Group not found`' })
  changeGroupThemeColor(@CurrentUser() user: AuthUser, @Body() dto: ChangeGroupThemeColorDto): Promise<GroupThemeColorDto> {
    return this.groups.changeThemeColor(user.userId, dto.groupId, dto.theme_color);
  }

  /** The host (while a member) deletes the group with its members and thread. */
  @RateLimit('writes')
  @Post('user-delete-own-group')
  @HttpCode(200)
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not the host' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Group not found`' })
  userDeleteOwnGroup(@CurrentUser() user: AuthUser, @Body() dto: GroupIdDto): Promise<MessageDto> {
    return this.groups.delete(user.userId, dto.groupId);
  }

  /**
   * Reports a group to the operators, saying why (`reason`, default `other`, and optional
   * `details`). Once per member: reporting again updates the reason and details.
   */
  @Post('report-group')
  @RateLimit('reports')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An unknown `reason`, or `details` longer than 1000 characters, or `Rule not found` (ruleId names no active rule)' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Group not found`' })
  reportGroup(@CurrentUser() user: AuthUser, @Body() dto: ReportGroupDto): Promise<ReportAnswerDto> {
    return this.groups.report(user.userId, dto.groupId, dto);
  }
}
