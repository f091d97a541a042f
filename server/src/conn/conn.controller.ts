import { Body, Controller, Get, HttpCode, Param, Post, Query, UseFilters } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../common/auth-user';
import { AppScopes } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto, MessageDto } from '../common/error.dto';
import { BlocksService } from './blocks.service';
import { ConnectionsService } from './connections.service';
import { BlockedUsersDto, MutedUsersDto, TargetUserDto } from './dto/block.dto';
import { ConnectionUsersDto, FriendRequestsDto, MemberByCodeDto, SearchUsersDto } from './dto/connection-user.dto';
import { AnswerFriendRequestDto, FriendActionDto, FriendStatusDto, RemoveFriendDto, SendFriendRequestDto, UserIdParamDto } from './dto/friend-request.dto';
import { ReportUserDto } from './dto/report-user.dto';
import { SearchUsersQueryDto, UserCodeParamDto } from './dto/search-users.dto';
import { SearchErrorFilter } from './search-error.filter';
import { UserSearchService } from './user-search.service';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { ReportAnswerDto, ReportsService } from '../reports';

@ApiTags('connections')
@AppScopes('connections:read', 'connections:write')
@Controller('conn')
export class ConnController {
  constructor(
    private readonly connections: ConnectionsService,
    private readonly userSearch: UserSearchService,
    private readonly reports: ReportsService,
    private readonly blocks: BlocksService,
  ) {}

  /**
   * Sends a friend request. Sending it again changes nothing; when the other member already
   * sent you one, you become friends (`status: accepted`); after a removal either member, after
   * a decline the member who declined, may send a new request at once. A member whose request
   * was declined waits FRIEND_REQUEST_COOLDOWN_SECONDS (7 days by default) before asking again.
   */
  @Post('send-friend-request')
  @RateLimit('friend-requests', 'Within the cool-down after the receiver declined your request: `This member declined your friend request. You can send a new one in 7 days.`')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: 'To yourself, or receiverId missing' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No active, verified member with this id (`User not found`)' })
  sendFriendRequest(@CurrentUser() user: AuthUser, @Body() body: SendFriendRequestDto): Promise<FriendActionDto> {
    return this.connections.sendFriendRequest(user.userId, body.receiverId);
  }

  /** The relationship with another member as you see it (`blocked` when you blocked them). */
  @Get('friend-request-status/:userId')
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No active, verified member with this id, or one who blocked you (`User not found`)' })
  async friendRequestStatus(@CurrentUser() user: AuthUser, @Param() params: UserIdParamDto): Promise<FriendStatusDto> {
    return { status: await this.connections.friendRequestStatus(user.userId, params.userId) };
  }

  /** Pending friend requests sent to you, newest first. */
  @Get('friend-requests-to-me')
  async friendRequestsToMe(@CurrentUser() user: AuthUser): Promise<FriendRequestsDto> {
    return { requests: await this.connections.friendRequestsToMe(user.userId) };
  }

  /** Accepts the pending request `senderId` sent you; you become friends at once. */
  @RateLimit('writes')
  @Post('accept-friend-request')
  @HttpCode(200)
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No pending request from this member to you (`Friend request not found`)' })
  acceptFriendRequest(@CurrentUser() user: AuthUser, @Body() body: AnswerFriendRequestDto): Promise<FriendActionDto> {
    return this.connections.acceptFriendRequest(user.userId, body.senderId);
  }

  /** Declines the pending request `senderId` sent you. */
  @RateLimit('writes')
  @Post('decline-friend-request')
  @HttpCode(200)
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No pending request from this member to you (`Friend request not found`)' })
  declineFriendRequest(@CurrentUser() user: AuthUser, @Body() body: AnswerFriendRequestDto): Promise<FriendActionDto> {
    return this.connections.declineFriendRequest(user.userId, body.senderId);
  }

  /** Ends a friendship (either friend may); friends-only posts close at once. The status becomes `declined`. */
  @RateLimit('writes')
  @Post('remove-friend')
  @HttpCode(200)
  @ApiNotFoundResponse({ type: ErrorDto, description: 'You are not friends with this member (`Friend not found`)' })
  removeFriend(@CurrentUser() user: AuthUser, @Body() body: RemoveFriendDto): Promise<FriendActionDto> {
    return this.connections.removeFriend(user.userId, body.friendId);
  }

  /** Your friends, by name. */
  @Get('get-users-for-my-connections')
  async getUsersForMyConnections(@CurrentUser() user: AuthUser): Promise<ConnectionUsersDto> {
    return { users: await this.connections.myFriends(user.userId) };
  }

  /**
   * Members whose name contains `query` (case-insensitive), at most 20, best match first, each
   * with your friend status. Yourself and unverified or inactive members are left out. Limited
   * to 30 searches a minute per member (limit `search`). Errors carry the message in `error` too.
   */
  @Get('search-users')
  @RateLimit('search')
  @UseFilters(SearchErrorFilter)
  @ApiBadRequestResponse({ type: ErrorDto, description: '`Search term is required`' })
  async searchUsers(@CurrentUser() user: AuthUser, @Query() q: SearchUsersQueryDto): Promise<SearchUsersDto> {
    return { users: await this.userSearch.search(user.userId, q.query) };
  }

  /**
   * The member whose user code is `userCode` (ignoring case), as search shows them, with your
   * friend status: the profile behind the shareable address /u/{user_code}. Members who are not
   * verified, approved and active, and members separated from you by a block (either way), are
   * not found. Limited like search (limit `search`), so codes cannot be guessed in bulk.
   */
  @Get('member-by-code/:userCode')
  @RateLimit('search')
  @ApiBadRequestResponse({ type: ErrorDto, description: '`Invalid user code`' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`User not found`' })
  async memberByCode(@CurrentUser() user: AuthUser, @Param() params: UserCodeParamDto): Promise<MemberByCodeDto> {
    return { user: await this.userSearch.byCode(user.userId, params.userCode) };
  }

  /**
   * Reports a member to the operators, saying why (`reason`, and optional `details`). Once per
   * member: reporting again updates the reason and details. Answers `User reported`.
   */
  @Post('report-user')
  @RateLimit('reports')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Yourself (`You cannot report yourself`), targetUserId missing, an unknown `reason`, or `details` longer than 1000 characters, or `Rule not found` (ruleId names no active rule)' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No active, verified member with this id, or one who blocked the caller (`User not found`)' })
  reportUser(@CurrentUser() user: AuthUser, @Body() body: ReportUserDto): Promise<ReportAnswerDto> {
    return this.reports.reportUser(user.userId, body.targetUserId, body);
  }

  /**
   * Blocks a member, both ways at once: ends any friendship or pending friend request between
   * you, and neither of you sees the other's posts, comments, likes or profile, finds the other
   * in searches, reaches the other's content or is notified of the other's actions. Blocking
   * twice changes nothing. The blocked member is not told.
   */
  @Post('block-user')
  @RateLimit('blocks')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Yourself (`You cannot block yourself`), or targetUserId missing' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No active, verified member with this id (`User not found`)' })
  blockUser(@CurrentUser() user: AuthUser, @Body() body: TargetUserDto): Promise<MessageDto> {
    return this.blocks.block(user.userId, body.targetUserId);
  }

  /** Ends your block of a member (friendship and requests do not come back). Unblocking someone not blocked changes nothing. */
  @Post('unblock-user')
  @RateLimit('blocks')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Yourself (`You cannot block yourself`), or targetUserId missing' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Not blocked, and no active, verified member with this id (`User not found`)' })
  unblockUser(@CurrentUser() user: AuthUser, @Body() body: TargetUserDto): Promise<MessageDto> {
    return this.blocks.unblock(user.userId, body.targetUserId);
  }

  /** The members you blocked, newest first. */
  @Get('blocked-users')
  async blockedUsers(@CurrentUser() user: AuthUser): Promise<BlockedUsersDto> {
    return { users: await this.blocks.blockedUsers(user.userId) };
  }

  /**
   * Mutes a member: their posts leave your feed and their actions notify you of nothing. They
   * notice nothing and can still see your public content. Muting twice changes nothing.
   */
  @Post('mute-user')
  @RateLimit('blocks')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Yourself (`You cannot mute yourself`), or targetUserId missing' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No active, verified member with this id (`User not found`)' })
  muteUser(@CurrentUser() user: AuthUser, @Body() body: TargetUserDto): Promise<MessageDto> {
    return this.blocks.mute(user.userId, body.targetUserId);
  }

  /** Ends your mute of a member. Unmuting someone not muted changes nothing. */
  @Post('unmute-user')
  @RateLimit('blocks')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Yourself (`You cannot mute yourself`), or targetUserId missing' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Not muted, and no active, verified member with this id (`User not found`)' })
  unmuteUser(@CurrentUser() user: AuthUser, @Body() body: TargetUserDto): Promise<MessageDto> {
    return this.blocks.unmute(user.userId, body.targetUserId);
  }

  /** The members you muted, newest first. */
  @Get('muted-users')
  async mutedUsers(@CurrentUser() user: AuthUser): Promise<MutedUsersDto> {
    return { users: await this.blocks.mutedUsers(user.userId) };
  }
}
