import { Body, Controller, Delete, HttpCode, Post } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../common/auth-user';
import { AppScopes } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto } from '../common/error.dto';
import { CommentIdDto, PostIdDto } from './dto/ids.dto';
import { LikeAnswerDto } from './dto/post.dto';
import { LikesService } from './likes.service';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';

/** Likes are idempotent: liking twice or unliking what is not liked changes nothing and answers the current state. */
@ApiTags('posts')
@ApiForbiddenResponse({ type: ErrorDto, description: 'The e-mail address is not verified yet' })
@AppScopes('posts:read', 'posts:write')
@Controller('posts')
export class LikesController {
  constructor(private readonly likes: LikesService) {}

  /** Likes a post. */
  @Post('post-like')
  @RateLimit('likes')
  @HttpCode(200)
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found`' })
  postLike(@CurrentUser() user: AuthUser, @Body() dto: PostIdDto): Promise<LikeAnswerDto> {
    return this.likes.likePost(user.userId, dto.postId);
  }

  /** Takes back a like of a post. */
  @Delete('post-unlike')
  @RateLimit('likes')
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found`' })
  postUnlike(@CurrentUser() user: AuthUser, @Body() dto: PostIdDto): Promise<LikeAnswerDto> {
    return this.likes.unlikePost(user.userId, dto.postId);
  }

  /** Likes a comment. */
  @Post('comment-like')
  @RateLimit('likes')
  @HttpCode(200)
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Comment not found`' })
  commentLike(@CurrentUser() user: AuthUser, @Body() dto: CommentIdDto): Promise<LikeAnswerDto> {
    return this.likes.likeComment(user.userId, dto.commentId);
  }

  /** Takes back a like of a comment. */
  @Delete('comment-unlike')
  @RateLimit('likes')
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Comment not found`' })
  commentUnlike(@CurrentUser() user: AuthUser, @Body() dto: CommentIdDto): Promise<LikeAnswerDto> {
    return this.likes.unlikeComment(user.userId, dto.commentId);
  }
}
