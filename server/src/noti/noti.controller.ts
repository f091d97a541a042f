import { Body, Controller, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { AppScopes } from '../common/decorators/app-access.decorator';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Deprecated } from '../common/decorators/deprecated.decorator';
import { Public } from '../common/decorators/public.decorator';
import { ErrorDto, MessageDto } from '../common/error.dto';
import { CompatNotificationsService } from './compat-notifications.service';
import { NewCommentLikeNotificationDto, NewCommentNotificationDto, NewGroupCommentLikeNotificationDto, NewPostLikeNotificationDto } from './dto/compat.dto';
import {
  MarkNotificationsReadDto,
  MarkNotificationsReadResultDto,
  StreamQueryDto,
  StreamTicketDto,
  UnreadCountDto,
  UserNotificationsDto,
  UserNotificationsQueryDto,
} from './dto/notification.dto';
import { NotificationInboxService } from './notification-inbox.service';
import { NotificationStreamService } from './realtime/notification-stream.service';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';

/**
 * The spec's compatibility calls, deprecated in the API document's release 1.1.0: the server
 * creates these notifications itself, so the calls answer without effect.
 */
const COMPAT_DEPRECATED_SINCE = '2026-12-06';

@ApiTags('noti')
@AppScopes('notifications:read')
@Controller('noti')
export class NotiController {
  constructor(
    private readonly inbox: NotificationInboxService,
    private readonly stream: NotificationStreamService,
    private readonly compat: CompatNotificationsService,
  ) {}

  /** The signed-in member's notifications, newest first, a page at a time. */
  @Get('user-notifications')
  userNotifications(@CurrentUser() user: AuthUser, @Query() query: UserNotificationsQueryDto): Promise<UserNotificationsDto> {
    return this.inbox.list(user.userId, query);
  }

  /** The number on the menu badge. */
  @Get('unread-notification-count')
  unreadNotificationCount(@CurrentUser() user: AuthUser): Promise<UnreadCountDto> {
    return this.inbox.unreadCount(user.userId);
  }

  /** Marks notifications read: all, or those up to `upToId` (the newest the member has seen). */
  @RateLimit('writes')
  @Put('mark-notifications-read')
  markNotificationsRead(@CurrentUser() user: AuthUser, @Body() body: MarkNotificationsReadDto): Promise<MarkNotificationsReadResultDto> {
    return this.inbox.markRead(user.userId, body.upToId);
  }

  /** A single-use ticket (30 s) for opening the event stream without putting the token in a URL. */
  @Post('stream-ticket')
  @RateLimit('stream-tickets')
  @HttpCode(201)
  streamTicket(@CurrentUser() user: AuthUser): Promise<StreamTicketDto> {
    return this.inbox.streamTicket(user);
  }

  /**
   * Server-sent events: `ready` {unreadCount} at once, then `notification` {notification,
   * unreadCount} for each new notification and `unread` {unreadCount} when they are read
   * elsewhere; a comment line every 25 s keeps the connection open. The stream belongs to the
   * device session the ticket was issued to and ends when that session ends (logout, password
   * reset, suspension, …).
   */
  @Public()
  @Get('stream')
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'An event stream' })
  @ApiBadRequestResponse({ type: ErrorDto, description: '`Stream ticket is invalid or expired`: the ticket is missing or not a ticket\'s shape' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: '`Stream ticket is invalid or expired`, or `Your session has ended. Please sign in again.`' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: '`Too many open notification streams`: the member already has SSE_MAX_STREAMS_PER_MEMBER open (close a tab)' })
  async notificationStream(@Query() query: StreamQueryDto, @Res() reply: FastifyReply): Promise<void> {
    await this.stream.connect(query.ticket, reply);
  }

  /** Older clients: accepted when the caller commented on the recipient's post; creates nothing (the server already did). */
  @AppScopes('posts:write')
  @RateLimit('writes')
  @Post('new-comment-notification')
  @HttpCode(200)
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiForbiddenResponse({ type: ErrorDto })
  @Deprecated({ since: COMPAT_DEPRECATED_SINCE, use: 'Kept for older clients: `POST /api/posts/{id}/new-comment` already notifies the post\'s author.' })
  newCommentNotification(@CurrentUser() user: AuthUser, @Body() body: NewCommentNotificationDto): Promise<MessageDto> {
    return this.compat.comment(user.userId, body);
  }

  /** Older clients: accepted when the caller likes the recipient's post; creates nothing. */
  @AppScopes('posts:write')
  @RateLimit('writes')
  @Post('new-post-like-notification')
  @HttpCode(200)
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiForbiddenResponse({ type: ErrorDto })
  @Deprecated({ since: COMPAT_DEPRECATED_SINCE, use: 'Kept for older clients: `POST /api/posts/post-like` already notifies the post\'s author.' })
  newPostLikeNotification(@CurrentUser() user: AuthUser, @Body() body: NewPostLikeNotificationDto): Promise<MessageDto> {
    return this.compat.postLike(user.userId, body);
  }

  /** Older clients: accepted when the caller likes the recipient's comment; creates nothing. */
  @AppScopes('posts:write')
  @RateLimit('writes')
  @Post('new-comment-like-notification')
  @HttpCode(200)
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiForbiddenResponse({ type: ErrorDto })
  @Deprecated({ since: COMPAT_DEPRECATED_SINCE, use: 'Kept for older clients: `POST /api/posts/comment-like` already notifies the comment\'s author.' })
  newCommentLikeNotification(@CurrentUser() user: AuthUser, @Body() body: NewCommentLikeNotificationDto): Promise<MessageDto> {
    return this.compat.commentLike(user.userId, body);
  }

  /** Older clients: accepted when the caller likes the recipient's group comment; creates nothing. */
  @AppScopes('groups:write')
  @RateLimit('writes')
  @Post('new-comment-like-notification-in-group')
  @HttpCode(200)
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiForbiddenResponse({ type: ErrorDto })
  @Deprecated({ since: COMPAT_DEPRECATED_SINCE, use: 'Kept for older clients: `POST /api/groups/group-comment-like` already notifies the comment\'s author.' })
  newCommentLikeNotificationInGroup(@CurrentUser() user: AuthUser, @Body() body: NewGroupCommentLikeNotificationDto): Promise<MessageDto> {
    return this.compat.groupCommentLike(user.userId, body);
  }
}
