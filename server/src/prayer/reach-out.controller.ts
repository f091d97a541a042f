import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../common/auth-user';
import { AppScopes } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { ReachOutDto, ReachOutsAnswerDto, ReachOutsQueryDto } from './prayer.dto';
import { ReachOutService } from './reach-out.service';

/** A group care team's "I'm reaching out" on an emergency request (issue 44), under the posts prefix. */
@ApiTags('posts')
@ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found` (also for a request the caller may not see)' })
@AppScopes('prayer:read', 'prayer:write')
@Controller('posts')
export class ReachOutController {
  constructor(private readonly reachOut: ReachOutService) {}

  /**
   * A member of the care team of the request's group says they are reaching out to the author of
   * an emergency request. The author is told "Someone from the care team is reaching out", naming
   * the caller unless `anonymous` is true; the care team always sees who is reaching out (so no
   * one is called twice), the author never sees the list. Idempotent: calling again answers 200
   * with the same list and tells the author nothing more (the first call's `anonymous` stays).
   * Answers who is reaching out.
   */
  @Post('reach-out')
  @RateLimit('writes')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: "`Only an emergency request in a group can get the care team's reach-out`, or invalid input" })
  @ApiForbiddenResponse({ type: ErrorDto, description: '`Only the care team of the group can reach out`, or `You cannot reach out on your own request`' })
  reachOutOnRequest(@CurrentUser() user: AuthUser, @Body() dto: ReachOutDto): Promise<ReachOutsAnswerDto> {
    return this.reachOut.reachOut(user.userId, dto.postId, dto.anonymous ?? false);
  }

  /**
   * Whether the caller may reach out on the request (a member of its group's care team, not its
   * author, an emergency request in a group), and for them who is reaching out, anonymous ones
   * included. Everyone else who may see the request gets `can_reach_out: false` and an empty list.
   * (A query, not `/api/posts/{id}/reach-outs`, which the spec's `/api/posts/post/{posts_id}` would make ambiguous.)
   */
  @Get('reach-outs')
  @ApiBadRequestResponse({ type: ErrorDto, description: '`postId must be a positive integer`' })
  getReachOuts(@CurrentUser() user: AuthUser, @Query() q: ReachOutsQueryDto): Promise<ReachOutsAnswerDto> {
    return this.reachOut.list(user.userId, q.postId);
  }
}
