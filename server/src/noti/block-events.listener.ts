import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { DomainEvents } from '../common/events';
import { NotificationsService } from './notifications.service';
import { NotificationStreamService } from './realtime/notification-stream.service';

/**
 * After a block, the two members' notifications from each other leave their lists (the list's
 * SQL tests the block); this marks them read too, so the unread badge counts only what can be
 * opened, and moves the badge of the member's open tabs.
 */
@Injectable()
export class BlockEventsListener {
  private readonly log = new Logger('Notifications');

  constructor(
    private readonly notifications: NotificationsService,
    private readonly stream: NotificationStreamService,
  ) {}

  @OnEvent('member.blocked', { async: true, promisify: true })
  async blocked({ blockerId, blockedId }: DomainEvents['member.blocked']): Promise<void> {
    try {
      const changed = await this.notifications.markReadBetween(blockerId, blockedId);
      const counts = await Promise.all(changed.map(async (userId) => ({ userId, unreadCount: await this.notifications.unreadCount(userId) })));
      if (counts.length) await this.stream.publish(counts.map(({ userId, unreadCount }) => ({ userId, event: { type: 'unread', unreadCount } })));
    } catch (err) {
      // The block itself stands; the list hides these notifications anyway, only the badge stays high.
      this.log.warn(`could not mark read the notifications between ${blockerId} and ${blockedId}: ${(err as Error).message}`);
    }
  }
}
