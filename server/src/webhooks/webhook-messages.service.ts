import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainEventEnvelope } from '../common/events';
import { blockedBetween } from '../conn';
import { GroupAccessService } from '../groups';
import { commentsByIds, postsByIds, shownCommentsWithPost, shownPostAudience } from '../posts';
import { activeMembersByIds } from '../users';
import type { WebhookEventType } from './webhook-event-types';
import type { WebhookMessage } from './webhooks.repository';

/** One message for the webhooks of some members. */
export interface OwnedMessage {
  ownerIds: number[];
  message: WebhookMessage;
}

/** The webhook events each domain event may become (the listener asks whether anyone subscribes to them before queuing). */
export const WEBHOOK_EVENTS_OF: Partial<Record<DomainEventEnvelope['event'], WebhookEventType[]>> = {
  'post.created': ['post.created', 'prayer_request.created'],
  'media.ready': ['post.created', 'prayer_request.created', 'comment.created'],
  'post.commented': ['comment.created'],
  'post.prayed': ['prayer.prayed'],
  'prayer.status-changed': ['prayer_request.answered'],
  'group.member-joined': ['group.member_joined'],
  'connection.requested': ['connection.requested'],
  'connection.accepted': ['connection.accepted'],
};

/** Both kinds of prayer request (an emergency one too). */
const isPrayerRequest = (postType: string): boolean => postType === 'pray_request' || postType === 'emergency_pray_request';

const message = (type: WebhookEventType, data: Record<string, unknown>): WebhookMessage => ({ type, timestamp: new Date().toISOString(), data });

/**
 * What a domain event means for webhooks (issue 45): whose webhooks hear of it and what they are
 * sent; and, before each delivery, whether it may still be sent. The content and the people are
 * read through their modules (posts, groups, conn, users), which own the tables and leave out
 * content removed or not yet shown.
 */
@Injectable()
export class WebhookMessagesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly groups: GroupAccessService,
  ) {}

  private get m(): EntityManager {
    return this.db.manager;
  }

  async messagesFor(e: DomainEventEnvelope): Promise<OwnedMessage[]> {
    switch (e.event) {
      case 'post.created':
        return this.postCreated(e.payload.postId);
      case 'media.ready':
        if (e.payload.target === 'post') return this.postCreated(e.payload.targetId);
        if (e.payload.target === 'post_comment') return this.commentCreated(e.payload.targetId);
        return [];
      case 'post.commented':
        return this.commentCreated(e.payload.commentId);
      case 'post.prayed':
        return this.prayed(e.payload.postId, e.payload.actorId);
      case 'prayer.status-changed':
        return e.payload.status === 'answered' ? this.answered(e.payload.postId, e.payload.authorId) : [];
      case 'group.member-joined':
        return this.memberJoined(e.payload.groupId, e.payload.userId);
      case 'connection.requested':
        return this.connection('connection.requested', e.payload.receiverId, e.payload.senderId);
      case 'connection.accepted':
        return this.connection('connection.accepted', e.payload.senderId, e.payload.receiverId);
      default:
        return [];
    }
  }

  /**
   * Whether the message may still go to `ownerId`, read at delivery time: the owner and whoever it
   * is about are active accounts with no block between them either way, and the post or comment
   * it tells of is still shown (not removed, deleted or hidden).
   */
  async stillSendable(ownerId: number, message: WebhookMessage): Promise<boolean> {
    const d = message.data;
    const about = typeof (d.member as { user_id?: unknown } | undefined)?.user_id === 'number' ? (d.member as { user_id: number }).user_id : null;
    const people = [ownerId, ...(about !== null && about !== ownerId ? [about] : [])];
    const active = await activeMembersByIds(this.m, people);
    if (active.length !== people.length) return false;
    if (about !== null && about !== ownerId && (await blockedBetween(this.m, ownerId, about))) return false;
    if (typeof d.post_id === 'number') {
      const shown = await shownPostAudience(this.m, d.post_id, typeof d.comment_id === 'number' ? d.comment_id : null);
      if (!shown) return false;
    }
    if (message.type === 'group.member_joined' && typeof d.group_id === 'number') {
      if (!(await this.groups.requestDeciders(d.group_id)).includes(ownerId)) return false;
    }
    return true;
  }

  private async member(userId: number): Promise<{ user_id: number; user_name: string } | undefined> {
    const [row] = await activeMembersByIds(this.m, [userId]);
    return row ? { user_id: row.user_id, user_name: row.user_name } : undefined;
  }

  private async postCreated(postId: number): Promise<OwnedMessage[]> {
    const shown = await shownPostAudience(this.m, postId, null);
    if (!shown) return [];
    const [post] = await postsByIds(this.m, [postId]);
    if (!post) return [];
    const type = isPrayerRequest(shown.post_type) ? 'prayer_request.created' : 'post.created';
    return [
      {
        ownerIds: [shown.user_id],
        message: message(type, { post_id: postId, post_type: shown.post_type, visibility: shown.visibility, content: post.content, user_id: shown.user_id }),
      },
    ];
  }

  private async commentCreated(commentId: number): Promise<OwnedMessage[]> {
    const [row] = await shownCommentsWithPost(this.m, [commentId]);
    const [comment] = await commentsByIds(this.m, [commentId]);
    if (!row || !comment) return [];
    const member = await this.member(comment.user_id);
    if (!member) return [];
    return [
      {
        ownerIds: [row.author_id],
        message: message('comment.created', { comment_id: commentId, post_id: row.post_id, post_type: row.post_type, content: row.content, member }),
      },
    ];
  }

  private async prayed(postId: number, actorId: number): Promise<OwnedMessage[]> {
    const shown = await shownPostAudience(this.m, postId, null);
    const member = await this.member(actorId);
    if (!shown || !isPrayerRequest(shown.post_type) || !member) return [];
    return [{ ownerIds: [shown.user_id], message: message('prayer.prayed', { post_id: postId, member }) }];
  }

  private async answered(postId: number, authorId: number): Promise<OwnedMessage[]> {
    const shown = await shownPostAudience(this.m, postId, null);
    if (!shown || shown.user_id !== authorId) return [];
    return [{ ownerIds: [authorId], message: message('prayer_request.answered', { post_id: postId, prayer_status: 'answered' }) }];
  }

  private async memberJoined(groupId: number, userId: number): Promise<OwnedMessage[]> {
    const admins = (await this.groups.requestDeciders(groupId)).filter((id) => id !== userId);
    const member = await this.member(userId);
    if (admins.length === 0 || !member) return [];
    return [{ ownerIds: admins, message: message('group.member_joined', { group_id: groupId, member }) }];
  }

  private async connection(type: 'connection.requested' | 'connection.accepted', ownerId: number, otherId: number): Promise<OwnedMessage[]> {
    const member = await this.member(otherId);
    if (!member) return [];
    return [{ ownerIds: [ownerId], message: message(type, { member }) }];
  }
}
