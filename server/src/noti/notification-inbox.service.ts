import { Injectable } from '@nestjs/common';
import { MarkNotificationsReadResultDto, StreamTicketDto, UnreadCountDto, UserNotificationsDto, UserNotificationsQueryDto } from './dto/notification.dto';
import { DEFAULT_PAGE_SIZE, NotificationsService } from './notifications.service';
import { NotificationStreamService } from './realtime/notification-stream.service';
import { StreamOwner, StreamTicketsService } from './realtime/stream-tickets.service';

/** What a member does with their own notifications: read the list and the count, mark read, follow live. */
@Injectable()
export class NotificationInboxService {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly stream: NotificationStreamService,
    private readonly tickets: StreamTicketsService,
  ) {}

  list(userId: number, query: UserNotificationsQueryDto): Promise<UserNotificationsDto> {
    return this.notifications.list(userId, query.limit ?? DEFAULT_PAGE_SIZE, query.cursor);
  }

  async unreadCount(userId: number): Promise<UnreadCountDto> {
    return { unreadCount: await this.notifications.unreadCountToShow(userId) };
  }

  /** The member's other tabs update their badge too. */
  async markRead(userId: number, upToId?: number): Promise<MarkNotificationsReadResultDto> {
    const marked = await this.notifications.markRead(userId, upToId);
    const unreadCount = await this.notifications.unreadCount(userId);
    if (marked > 0) await this.stream.publish([{ userId, event: { type: 'unread', unreadCount } }]);
    return { message: marked === 1 ? '1 notification marked as read' : `${marked} notifications marked as read`, unreadCount };
  }

  async streamTicket(me: StreamOwner): Promise<StreamTicketDto> {
    return { ticket: await this.tickets.issue({ userId: me.userId, sessionId: me.sessionId, app: me.app }) };
  }
}
