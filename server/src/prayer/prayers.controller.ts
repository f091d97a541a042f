import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../common/auth-user';
import { AppScopes } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { PostIdDto, PostIdParam } from '../posts';
import { MarkPrayerAnsweredDto, PrayAnswerDto, PrayersPageDto, PrayersQueryDto, PrayerStatusAnswerDto } from './prayer.dto';
import { PrayerStatusService } from './prayer-status.service';
import { PrayersService } from './prayers.service';

const NOT_A_REQUEST = '`Only prayer requests can be prayed for`, or an invalid postId';
const STATUS_NOT_A_REQUEST = '`Only prayer requests can be answered, closed or reopened`, or an invalid field';
const NOT_AUTHOR = '`Only the author of a prayer request can change its status` (or the e-mail address is not verified yet)';

/**
 * Prayer on prayer requests (posts of type `pray_request` or `emergency_pray_request`): "I prayed"
 * (idempotent, like likes), the author's list of who prayed, and the request's status.
 */
@ApiTags('posts')
@AppScopes('prayer:read', 'prayer:write')
@Controller('posts')
export class PrayersController {
  constructor(
    private readonly prayers: PrayersService,
    private readonly status: PrayerStatusService,
  ) {}

  /** Says "I prayed" for a prayer request. Idempotent: answers the exact count. */
  @Post('pray')
  @RateLimit('prayers')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: NOT_A_REQUEST })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'The e-mail address is not verified yet' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found` (also when the member may not see it)' })
  pray(@CurrentUser() user: AuthUser, @Body() dto: PostIdDto): Promise<PrayAnswerDto> {
    return this.prayers.pray(user.userId, dto.postId);
  }

  /** Takes back an "I prayed". Idempotent: answers the exact count. */
  @Delete('unpray')
  @RateLimit('prayers')
  @ApiBadRequestResponse({ type: ErrorDto, description: NOT_A_REQUEST })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'The e-mail address is not verified yet' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found` (also when the member may not see it)' })
  unpray(@CurrentUser() user: AuthUser, @Body() dto: PostIdDto): Promise<PrayAnswerDto> {
    return this.prayers.unpray(user.userId, dto.postId);
  }

  /**
   * Who prayed for the signed-in member's prayer request, most recent first, 50 per page (page
   * with `cursor` = the previous page's `nextCursor`). Members blocked either way, suspended or
   * deleted are left out. Others see only the count.
   */
  @Get(':posts_id/prayers')
  @ApiBadRequestResponse({ type: ErrorDto, description: '`Invalid post id`, `Invalid cursor`, or `Only prayer requests can be prayed for`' })
  @ApiForbiddenResponse({ type: ErrorDto, description: '`Only the author of a prayer request can see who prayed`' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found`' })
  listPrayers(
    @CurrentUser() user: AuthUser,
    @Param('posts_id', PostIdParam) postsId: number,
    @Query() query: PrayersQueryDto,
  ): Promise<PrayersPageDto> {
    return this.prayers.prayers(user.userId, postsId, query.cursor);
  }

  /**
   * Marks the member's prayer request answered, with an optional testimony (at most 5000
   * characters). Everyone who prayed or committed to pray is told; active commitments end.
   */
  @Post('mark-prayer-answered')
  @RateLimit('writes')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: `${STATUS_NOT_A_REQUEST}, or a testimony longer than 5000 characters` })
  @ApiForbiddenResponse({ type: ErrorDto, description: NOT_AUTHOR })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found`' })
  @ApiConflictResponse({ type: ErrorDto, description: '`This prayer request is already marked answered`' })
  markAnswered(@CurrentUser() user: AuthUser, @Body() dto: MarkPrayerAnsweredDto): Promise<PrayerStatusAnswerDto> {
    return this.status.markAnswered(user.userId, dto.postId, dto.testimony);
  }

  /** Closes the member's open prayer request without an answer; active commitments end and their members are told. */
  @Post('close-prayer-request')
  @RateLimit('writes')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: STATUS_NOT_A_REQUEST })
  @ApiForbiddenResponse({ type: ErrorDto, description: NOT_AUTHOR })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found`' })
  @ApiConflictResponse({ type: ErrorDto, description: '`This prayer request is already closed` or `… already marked answered`' })
  closeRequest(@CurrentUser() user: AuthUser, @Body() dto: PostIdDto): Promise<PrayerStatusAnswerDto> {
    return this.status.close(user.userId, dto.postId);
  }

  /** Opens the member's answered or closed prayer request again (the answer and testimony are cleared). */
  @Post('reopen-prayer-request')
  @RateLimit('writes')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: STATUS_NOT_A_REQUEST })
  @ApiForbiddenResponse({ type: ErrorDto, description: NOT_AUTHOR })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found`' })
  @ApiConflictResponse({ type: ErrorDto, description: '`This prayer request is already open`' })
  reopenRequest(@CurrentUser() user: AuthUser, @Body() dto: PostIdDto): Promise<PrayerStatusAnswerDto> {
    return this.status.reopen(user.userId, dto.postId);
  }
}
