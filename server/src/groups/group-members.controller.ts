import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../common/auth-user';
import { AppScopes } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto, MessageDto } from '../common/error.dto';
import { GroupIdDto, GroupMemberRequestDto, InviteUserDto, MakeAdminDto, RemoveAdminDto, RemoveMemberDto, RequestJoinGroupDto } from './dto/group-actions.dto';
import { GroupAnswerDto, LeaveGroupAnswerDto } from './dto/group-answers.dto';
import { GroupLogAnswerDto } from './dto/group-audit.dto';
import { GroupMembershipService } from './group-membership.service';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';

/** Membership: join requests, invitations, leaving and admin rights. */
@ApiTags('groups')
@ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid input' })
@ApiNotFoundResponse({ type: ErrorDto, description: '`Group not found` (also for a private group the caller has no part in)' })
@AppScopes('groups:read', 'groups:write')
@Controller('groups')
export class GroupMembersController {
  constructor(private readonly membership: GroupMembershipService) {}

  /**
   * Asks to join (status `pending` until an admin answers). Someone already invited joins at
   * once. Answers the group as the caller now sees it.
   */
  @Post('request-join-group')
  @RateLimit('join-requests')
  @HttpCode(200)
  @ApiConflictResponse({ type: ErrorDto, description: 'Already a member, or a request is already pending' })
  async requestJoinGroup(@CurrentUser() user: AuthUser, @Body() dto: RequestJoinGroupDto): Promise<GroupAnswerDto> {
    return { group: await this.membership.requestJoin(user.userId, dto.groupId) };
  }

  /** Members invite one of their own accepted connections. */
  @Post('invite-user')
  @RateLimit('group-invitations')
  @HttpCode(200)
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not a member, or the person is not your connection' })
  @ApiConflictResponse({ type: ErrorDto, description: 'Already a member, invited or asking to join' })
  inviteUser(@CurrentUser() user: AuthUser, @Body() dto: InviteUserDto): Promise<MessageDto> {
    return this.membership.invite(user.userId, dto.groupId, dto.targetUserId);
  }

  /** The invitee joins the group they were invited to. Answers the group as a member sees it. */
  @RateLimit('writes')
  @Post('accept-group-invitation')
  @HttpCode(200)
  @ApiConflictResponse({ type: ErrorDto, description: 'Already a member' })
  async acceptGroupInvitation(@CurrentUser() user: AuthUser, @Body() dto: GroupIdDto): Promise<GroupAnswerDto> {
    return { group: await this.membership.acceptInvitation(user.userId, dto.groupId) };
  }

  /** The invitee declines; the invitation is removed. */
  @RateLimit('writes')
  @Post('decline-group-invitation')
  @HttpCode(200)
  @ApiConflictResponse({ type: ErrorDto, description: 'Already a member' })
  declineGroupInvitation(@CurrentUser() user: AuthUser, @Body() dto: GroupIdDto): Promise<MessageDto> {
    return this.membership.declineInvitation(user.userId, dto.groupId);
  }

  /** Admins accept a join request. */
  @RateLimit('writes')
  @Post('accept-group-member-request')
  @HttpCode(200)
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
  acceptGroupMemberRequest(@CurrentUser() user: AuthUser, @Body() dto: GroupMemberRequestDto): Promise<MessageDto> {
    return this.membership.acceptRequest(user.userId, dto.groupId, dto.userId);
  }

  /** Admins decline a join request (or withdraw a pending invitation). */
  @RateLimit('writes')
  @Post('decline-group-member-request')
  @HttpCode(200)
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
  declineGroupMemberRequest(@CurrentUser() user: AuthUser, @Body() dto: GroupMemberRequestDto): Promise<MessageDto> {
    return this.membership.declineRequest(user.userId, dto.groupId, dto.userId);
  }

  /**
   * Leaves the group (or withdraws a pending request). The only admin must make someone else
   * admin first (409). The last member leaving deletes the group (`groupDeleted: true`).
   */
  @RateLimit('writes')
  @Post('leave-group')
  @HttpCode(200)
  @ApiConflictResponse({ type: ErrorDto, description: 'The only admin cannot leave while others remain' })
  leaveGroup(@CurrentUser() user: AuthUser, @Body() dto: GroupIdDto): Promise<LeaveGroupAnswerDto> {
    return this.membership.leave(user.userId, dto.groupId);
  }

  /** Admins promote an accepted member to admin (promoting an admin again is harmless). */
  @RateLimit('writes')
  @Post('make-admin')
  @HttpCode(200)
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The person has not been accepted yet' })
  makeAdmin(@CurrentUser() user: AuthUser, @Body() dto: MakeAdminDto): Promise<MessageDto> {
    return this.membership.makeAdmin(user.userId, dto.groupId, dto.targetUserId);
  }

  /**
   * Admins remove an accepted member (another admin too) from the group. The removed member is
   * not told who did it; the group's log (`GET /api/groups/admin-log?groupId=`) records it. To leave, use `leave-group`.
   */
  @RateLimit('writes')
  @Post('remove-member')
  @HttpCode(200)
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Group not found`, or `This user is not a member of this group` (not an accepted member)' })
  removeMember(@CurrentUser() user: AuthUser, @Body() dto: RemoveMemberDto): Promise<MessageDto> {
    return this.membership.removeMember(user.userId, dto.groupId, dto.userId);
  }

  /** Admins read what the group's admins did to its members (removals), newest first, at most 50. */
  @Get('admin-log')
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
  async groupAdminLog(@CurrentUser() user: AuthUser, @Query() q: GroupIdDto): Promise<GroupLogAnswerDto> {
    return { entries: await this.membership.log(user.userId, q.groupId) };
  }

  /** Gives up the caller's own admin rights (`userId` = caller); refused for the only admin. */
  @RateLimit('writes')
  @Post('remove-admin')
  @HttpCode(200)
  @ApiForbiddenResponse({ type: ErrorDto, description: '`userId` is someone else' })
  @ApiConflictResponse({ type: ErrorDto, description: 'Not an admin, or the only admin' })
  removeAdmin(@CurrentUser() user: AuthUser, @Body() dto: RemoveAdminDto): Promise<MessageDto> {
    return this.membership.removeAdmin(user.userId, dto.groupId, dto.userId);
  }
}
