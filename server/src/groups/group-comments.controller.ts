import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../common/auth-user';
import { AppScopes } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto, MessageDto } from '../common/error.dto';
import { GroupCommentAnswerDto, GroupCommentLikeDto } from './dto/group-answers.dto';
import { GroupCommentIdDto, NewGroupCommentDto } from './dto/group-comment-requests.dto';
import { GroupCommentsParamDto } from './dto/group-queries.dto';
import { ReportGroupCommentDto } from './dto/group-report.dto';
import { GroupCommentsService } from './group-comments.service';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { ReportAnswerDto } from '../reports';

/** The group thread. Comments are visible to accepted members only (404 to everyone else). */
@ApiTags('groups')
@ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid input' })
@ApiNotFoundResponse({ type: ErrorDto, description: '`Group not found` / `Comment not found`' })
@AppScopes('groups:read', 'groups:write')
@Controller('groups')
export class GroupCommentsController {
  constructor(private readonly comments: GroupCommentsService) {}

  /**
   * Adds a comment (accepted members). Text is trimmed; without text it must wait for media
   * (`isReady: false`), else 400 `Comment cannot be empty`. Images or a video are uploaded
   * afterwards with the comment's id; audio is not accepted in groups.
   */
  @Post(':groupId/new-comment')
  @RateLimit('comments')
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not a member' })
  async newGroupComment(
    @CurrentUser() user: AuthUser,
    @Param() p: GroupCommentsParamDto,
    @Body() dto: NewGroupCommentDto,
  ): Promise<GroupCommentAnswerDto> {
    return { comment: await this.comments.create(user.userId, p.groupId, dto) };
  }

  /** Likes a comment (idempotent); answers the exact like_count. */
  @Post('group-comment-like')
  @RateLimit('likes')
  @HttpCode(200)
  groupCommentLike(@CurrentUser() user: AuthUser, @Body() dto: GroupCommentIdDto): Promise<GroupCommentLikeDto> {
    return this.comments.like(user.userId, dto.commentId);
  }

  /** Removes the caller's like (idempotent); answers the exact like_count. */
  @Delete('group-comment-unlike')
  @RateLimit('likes')
  groupCommentUnlike(@CurrentUser() user: AuthUser, @Body() dto: GroupCommentIdDto): Promise<GroupCommentLikeDto> {
    return this.comments.unlike(user.userId, dto.commentId);
  }

  /** Deletes the caller's own comment. */
  @RateLimit('writes')
  @Post('user-delete-own-comment-in-group')
  @HttpCode(200)
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Someone else’s comment' })
  userDeleteOwnCommentInGroup(@CurrentUser() user: AuthUser, @Body() dto: GroupCommentIdDto): Promise<MessageDto> {
    return this.comments.deleteOwn(user.userId, dto.commentId);
  }

  /**
   * Reports another member's comment, saying why (`reason`, default `other`, and optional
   * `details`). Once per member: reporting again updates the reason and details.
   */
  @Post('report-comment-in-group')
  @RateLimit('reports')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: '`You cannot report your own comment`, an unknown `reason`, or `details` longer than 1000 characters, or `Rule not found` (ruleId names no active rule)' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'A comment you cannot see (`Comment not found`)' })
  reportCommentInGroup(@CurrentUser() user: AuthUser, @Body() dto: ReportGroupCommentDto): Promise<ReportAnswerDto> {
    return this.comments.report(user.userId, dto.commentId, dto);
  }
}
