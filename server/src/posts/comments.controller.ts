import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../common/auth-user';
import { AppScopes } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto, MessageDto } from '../common/error.dto';
import { CommentsService } from './comments.service';
import { CommentAnswerDto, CommentPageDto, NewCommentDto } from './dto/comment.dto';
import { CommentIdDto } from './dto/ids.dto';
import { ReportCommentDto } from './dto/report.dto';
import { CommentPageQueryDto } from './dto/paging.dto';
import { PostIdParam } from './id-param.pipe';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { ReportAnswerDto } from '../reports';

@ApiTags('posts')
@ApiForbiddenResponse({ type: ErrorDto, description: 'The e-mail address is not verified yet' })
@AppScopes('posts:read', 'posts:write')
@Controller('posts')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  /**
   * A page of the post's comments (50 by default): the newest ones older than `cursor`, listed
   * oldest first. `cursor` is the previous page's `nextCursor`, or the `created_at` of the oldest comment shown.
   */
  @Get(':id/comments')
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found`' })
  @ApiBadRequestResponse({ type: ErrorDto, description: '`Invalid cursor` or an invalid limit' })
  getComments(@CurrentUser() user: AuthUser, @Param('id', PostIdParam) id: number, @Query() query: CommentPageQueryDto): Promise<CommentPageDto> {
    return this.comments.list(user.userId, id, query);
  }

  /** Adds a comment (trimmed, at most 2000 characters) and answers it. */
  @Post(':id/new-comment')
  @RateLimit('comments')
  @ApiForbiddenResponse({ type: ErrorDto, description: "`Comments are turned off for this post` or `Only the author's friends can comment on this post` (the post's comment_policy), or the e-mail address is not verified yet" })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found`' })
  @ApiBadRequestResponse({ type: ErrorDto, description: '`Comment cannot be empty`, or too long' })
  newComment(@CurrentUser() user: AuthUser, @Param('id', PostIdParam) id: number, @Body() dto: NewCommentDto): Promise<CommentAnswerDto> {
    return this.comments.add(user.userId, id, dto);
  }

  /** Deletes the member's own comment. Answers `Comment deleted`. */
  @RateLimit('writes')
  @Post('user-delete-own-comment')
  @HttpCode(200)
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Comment not found`' })
  userDeleteOwnComment(@CurrentUser() user: AuthUser, @Body() dto: CommentIdDto): Promise<MessageDto> {
    return this.comments.deleteOwn(user.userId, dto.commentId);
  }

  /**
   * Reports someone else's comment, saying why (`reason`, default `other`, and optional `details`).
   * Once per member: reporting again updates the reason and details. Answers `Comment reported`.
   */
  @Post('report-comment')
  @RateLimit('reports')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: '`You cannot report your own comment`, an unknown `reason`, or `details` longer than 1000 characters, or `Rule not found` (ruleId names no active rule)' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Comment not found`' })
  reportComment(@CurrentUser() user: AuthUser, @Body() dto: ReportCommentDto): Promise<ReportAnswerDto> {
    return this.comments.report(user.userId, dto.commentId, dto);
  }
}
