import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../common/events';
import { DomainEventsService } from '../common/domain-events.service';
import { readyComment } from './group-comments.repository';

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
      const c = await readyComment(this.ds.manager, e.targetId);
      if (c) this.events.publish('group.commented', { groupId: c.group_id, commentId: e.targetId, actorId: c.user_id });
    } catch (err) {
      // A listener must never take the publisher down; the comment itself is already visible.
      this.log.error({ msg: 'group.commented after media.ready failed', commentId: e.targetId, err: (err as Error).message });
    }
  }
}
