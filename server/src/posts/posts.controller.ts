import { Body, Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../common/auth-user';
import { AppScopes } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto, MessageDto } from '../common/error.dto';
import { CreatePostAnswerDto, CreatePostDto } from './dto/create-post.dto';
import { PostIdDto } from './dto/ids.dto';
import { ReportPostDto } from './dto/report.dto';
import { PostPageQueryDto } from './dto/paging.dto';
import { CommentPolicyAnswerDto, PostAnswerDto, PostPageDto, UserPostPageDto, VisibilityAnswerDto } from './dto/post.dto';
import { ChangeCommentPolicyDto } from './dto/post-options.dto';
import { PostIdParam, UserIdParam } from './id-param.pipe';
import { pageRequest } from './paging';
import { PostReaderService } from './post-reader.service';
import { PostsService } from './posts.service';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { ReportAnswerDto } from '../reports';

@ApiTags('posts')
@ApiForbiddenResponse({ type: ErrorDto, description: 'The e-mail address is not verified yet' })
@AppScopes('posts:read', 'posts:write')
@Controller('posts')
export class PostsController {
  constructor(
    private readonly posts: PostsService,
    private readonly reader: PostReaderService,
  ) {}

  /**
   * Publishes a post or prayer request. Send `isReady: false` when media will be uploaded next;
   * the post is then shown to others only once its media is processed.
   */
  @Post('create-post')
  @RateLimit('posts')
  @ApiBadRequestResponse({
    type: ErrorDto,
    description:
      "`Content or media is required`, `Only prayer requests can be anonymous`, `Only prayer requests can be for someone else`, `Confirm that you have this person's permission, or use only their first name`, or a field is invalid",
  })
  createPost(@CurrentUser() user: AuthUser, @Body() dto: CreatePostDto): Promise<CreatePostAnswerDto> {
    return this.posts.create(user.userId, dto);
  }

  /**
   * The member's feed, newest first: own posts, public posts, and friends-only posts of friends.
   * Page with `offset` and `limit` (50 by default and at most), or, at any depth and without
   * duplicates while new posts arrive, with `cursor` = the previous page's `nextCursor`.
   */
  @Get('feed')
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOkResponse({ type: PostPageDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid paging parameters' })
  getFeed(@CurrentUser() user: AuthUser, @Query() query: PostPageQueryDto): Promise<Buffer> {
    // The page comes as JSON bytes, assembled from cached cards (PostReaderService.feed).
    return this.reader.feed(user.userId, pageRequest(query));
  }

  /** One post with its newest comments. */
  @Get('post/:posts_id')
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found` (also when the post is friends-only and the reader is not a friend)' })
  async getPost(@CurrentUser() user: AuthUser, @Param('posts_id', PostIdParam) postsId: number): Promise<PostAnswerDto> {
    return { post: await this.reader.post(user.userId, postsId) };
  }

  /** The member's own posts, newest first, including those whose media is still processing. Paged like the feed. */
  @Get('my-posts')
  getMyPosts(@CurrentUser() user: AuthUser, @Query() query: PostPageQueryDto): Promise<PostPageDto> {
    return this.reader.myPosts(user.userId, pageRequest(query));
  }

  /** Another member's posts the reader may see (friends-only ones for friends), with the member's profile. Paged like the feed. */
  @Get('user-posts/:userId')
  @ApiNotFoundResponse({ type: ErrorDto, description: '`User not found`' })
  getUserPosts(@CurrentUser() user: AuthUser, @Param('userId', UserIdParam) userId: number, @Query() query: PostPageQueryDto): Promise<UserPostPageDto> {
    return this.reader.userPosts(user.userId, userId, pageRequest(query));
  }

  /** Toggles the post's audience between public and friends (author only) and answers the new one. */
  @RateLimit('writes')
  @Post('change-post-audience')
  @HttpCode(200)
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found`' })
  changePostAudience(@CurrentUser() user: AuthUser, @Body() dto: PostIdDto): Promise<VisibilityAnswerDto> {
    return this.posts.changeAudience(user.userId, dto.postId);
  }

  /** Changes who may comment on the post (`everyone`, `friends` or `none`; author only) and answers the new policy. */
  @RateLimit('writes')
  @Post('change-comment-policy')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An invalid `postId` or `comment_policy`' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found`' })
  changeCommentPolicy(@CurrentUser() user: AuthUser, @Body() dto: ChangeCommentPolicyDto): Promise<CommentPolicyAnswerDto> {
    return this.posts.changeCommentPolicy(user.userId, dto.postId, dto.comment_policy);
  }

  /** Deletes the author's own post with its comments, likes and media. Answers `Post deleted`. */
  @RateLimit('writes')
  @Post('user-delete-own-post')
  @HttpCode(200)
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found`' })
  userDeleteOwnPost(@CurrentUser() user: AuthUser, @Body() dto: PostIdDto): Promise<MessageDto> {
    return this.posts.deleteOwn(user.userId, dto.postId);
  }

  /**
   * Reports someone else's post to the operators, saying why (`reason`, default `other`, and
   * optional `details`). Once per member: reporting again updates the reason and details. Answers `Post reported`.
   */
  @Post('report-post')
  @RateLimit('reports')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: '`You cannot report your own post`, an unknown `reason`, or `details` longer than 1000 characters, or `Rule not found` (ruleId names no active rule)' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found`' })
  reportPost(@CurrentUser() user: AuthUser, @Body() dto: ReportPostDto): Promise<ReportAnswerDto> {
    return this.posts.report(user.userId, dto.postId, dto);
  }
}
