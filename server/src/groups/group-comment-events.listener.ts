import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../common/events';
import { DomainEventsService } from '../common/domain-events.service';

/**
 * A comment created with isReady false becomes visible when the media module has processed its
 * files (`media.ready`); only then are the other members told about it (`group.commented`).
 */
@Injectable()
export class GroupCommentEventsListener {
  private readonly log = new Logger('Groups');

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  @OnEvent('media.ready', { async: true, promisify: true })
  async onMediaReady(e: DomainEvents['media.ready']): Promise<void> {
    if (e.target !== 'group_comment') return;
    try {
      const rows = await this.ds.query<Array<{ group_id: number; user_id: number }>>(
        `SELECT group_id, user_id FROM group_comments WHERE comment_id = $1 AND is_ready`,
        [e.targetId],
      );
      const c = rows[0];
      if (c) this.events.publish('group.commented', { groupId: c.group_id, commentId: e.targetId, actorId: c.user_id });
    } catch (err) {
      // A listener must never take the publisher down; the comment itself is already visible.
      this.log.error({ msg: 'group.commented after media.ready failed', commentId: e.targetId, err: (err as Error).message });
    }
  }
}
