import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../common/events';
import { JobsService } from '../jobs/jobs.service';
import { extractMentions } from './mentions';
import { NotificationDeliveryService } from './notification-delivery.service';
import { notificationLinks, postNoun, withQuote } from './notification-text';
import { NewNotification, NotificationsService } from './notifications.service';
import { NotiDeriveJob } from './notifying-events';

/**
 * Derives notifications from what happened (domain events published by posts, groups and
 * connections after their transactions commit, handed over as `noti.derive` jobs). Reads are plain SQL on the tables; no other
 * module's service is needed. Every rule "never to the actor, never twice" is enforced in
 * NotificationsService.insert (actor check, dedupe key).
 */
@Injectable()
export class NotificationEventsListener {
  private readonly log = new Logger('Notifications');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifications: NotificationsService,
    private readonly delivery: NotificationDeliveryService,
    private readonly jobs: JobsService,
  ) {}

  private async one<T>(sql: string, params: unknown[]): Promise<T | undefined> {
    const rows: T[] = await this.db.query(sql, params);
    return rows[0];
  }

  private async create(items: NewNotification[]): Promise<void> {
    const created = [];
    for (const n of items) {
      const row = await this.notifications.insert(n);
      if (row) created.push(row);
    }
    await this.delivery.deliver(created);
  }

  /** A listener never throws into the publisher: failures are logged. */
  private async safely(event: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (err) {
      this.log.error(`${event}: ${(err as Error).message}`);
    }
  }

  private actorName(actorId: number): Promise<string | undefined> {
    return this.one<{ user_name: string }>(`SELECT user_name FROM users WHERE user_id = $1`, [actorId]).then((r) => r?.user_name);
  }

  onPostLiked(e: DomainEvents['post.liked']): Promise<void> {
    return this.safely('post.liked', async () => {
      const post = await this.one<{ user_id: number; content: string; post_type: string }>(
        `SELECT user_id, content, post_type FROM posts WHERE posts_id = $1`,
        [e.postId],
      );
      const actor = await this.actorName(e.actorId);
      if (!post || !actor) return;
      await this.create([
        {
          userId: post.user_id,
          actorId: e.actorId,
          type: 'like',
          link: notificationLinks.post(e.postId),
          content: withQuote(`${actor} liked your ${postNoun(post.post_type)}`, post.content),
          dedupeKey: `like:post:${e.postId}:by:${e.actorId}`,
        },
      ]);
    });
  }

  onCommentLiked(e: DomainEvents['comment.liked']): Promise<void> {
    return this.safely('comment.liked', async () => {
      const comment = await this.one<{ user_id: number; content: string }>(`SELECT user_id, content FROM comments WHERE comment_id = $1`, [e.commentId]);
      const actor = await this.actorName(e.actorId);
      if (!comment || !actor) return;
      await this.create([
        {
          userId: comment.user_id,
          actorId: e.actorId,
          type: 'like',
          link: notificationLinks.post(e.postId),
          content: withQuote(`${actor} liked your comment`, comment.content),
          dedupeKey: `like:comment:${e.commentId}:by:${e.actorId}`,
        },
      ]);
    });
  }

  onPostCommented(e: DomainEvents['post.commented']): Promise<void> {
    return this.safely('post.commented', async () => {
      const row = await this.one<{ author_id: number; post_type: string; content: string }>(
        `SELECT p.user_id AS author_id, p.post_type, c.content FROM posts p JOIN comments c ON c.post_id = p.posts_id
          WHERE p.posts_id = $1 AND c.comment_id = $2`,
        [e.postId, e.commentId],
      );
      const actor = await this.actorName(e.actorId);
      if (!row || !actor) return;
      await this.create([
        {
          userId: row.author_id,
          actorId: e.actorId,
          type: 'comment',
          link: notificationLinks.post(e.postId),
          content: withQuote(`${actor} commented on your ${postNoun(row.post_type)}`, row.content),
          dedupeKey: `comment:${e.commentId}`,
        },
      ]);
    });
  }

  onGroupCommentLiked(e: DomainEvents['group-comment.liked']): Promise<void> {
    return this.safely('group-comment.liked', async () => {
      const row = await this.one<{ user_id: number; content: string; title: string }>(
        `SELECT c.user_id, c.content, g.title FROM group_comments c JOIN groups g ON g.group_id = c.group_id
          WHERE c.comment_id = $1 AND c.group_id = $2`,
        [e.commentId, e.groupId],
      );
      const actor = await this.actorName(e.actorId);
      if (!row || !actor) return;
      await this.create([
        {
          userId: row.user_id,
          actorId: e.actorId,
          type: 'like',
          link: notificationLinks.group(e.groupId),
          content: withQuote(`${actor} liked your comment in ${row.title}`, row.content),
          dedupeKey: `like:group-comment:${e.commentId}:by:${e.actorId}`,
        },
      ]);
    });
  }

  /** Every other accepted member: done in batches by jobs, never in the request. */
  onGroupCommented(e: DomainEvents['group.commented']): Promise<void> {
    return this.safely('group.commented', async () => {
      await this.jobs.add('noti.fan-out-group-comment', { ...e, afterUserId: 0 }, { jobId: `fan-out-group-comment-${e.commentId}-0` });
    });
  }

  onJoinRequested(e: DomainEvents['group.join-requested']): Promise<void> {
    return this.safely('group.join-requested', async () => {
      const request = await this.one<{ title: string; requested_at: string }>(
        `SELECT g.title, (extract(epoch FROM m.joined_at) * 1000)::bigint AS requested_at
           FROM group_members m JOIN groups g ON g.group_id = m.group_id
          WHERE m.group_id = $1 AND m.user_id = $2 AND m.status = 'pending'`,
        [e.groupId, e.userId],
      );
      const actor = await this.actorName(e.userId);
      if (!request || !actor) return;
      const admins: Array<{ user_id: number }> = await this.db.query(
        `SELECT user_id FROM group_members WHERE group_id = $1 AND role = 'admin' AND status = 'accepted'
         UNION SELECT host_user_id FROM groups WHERE group_id = $1 AND NOT EXISTS (
           SELECT 1 FROM group_members WHERE group_id = $1 AND role = 'admin' AND status = 'accepted')`,
        [e.groupId],
      );
      await this.create(
        admins.map((a) => ({
          userId: a.user_id,
          actorId: e.userId,
          type: 'group_join_request' as const,
          link: notificationLinks.group(e.groupId),
          content: withQuote(`${actor} asked to join ${request.title}`, null),
          dedupeKey: `join-request:${e.groupId}:${e.userId}:${request.requested_at}`,
        })),
      );
    });
  }

  onInvited(e: DomainEvents['group.invited']): Promise<void> {
    return this.safely('group.invited', async () => {
      const invite = await this.one<{ title: string; invited_at: string }>(
        `SELECT g.title, (extract(epoch FROM m.joined_at) * 1000)::bigint AS invited_at
           FROM group_members m JOIN groups g ON g.group_id = m.group_id
          WHERE m.group_id = $1 AND m.user_id = $2 AND m.status = 'pending'`,
        [e.groupId, e.inviteeId],
      );
      const actor = await this.actorName(e.inviterId);
      if (!invite || !actor) return;
      await this.create([
        {
          userId: e.inviteeId,
          actorId: e.inviterId,
          type: 'invitation',
          link: notificationLinks.group(e.groupId),
          content: withQuote(`${actor} invited you to join ${invite.title}`, null),
          dedupeKey: `invitation:${e.groupId}:${invite.invited_at}`,
        },
      ]);
    });
  }

  private connection(a: number, b: number): Promise<{ connections_id: number; changed_at: string } | undefined> {
    return this.one(
      `SELECT connections_id, (extract(epoch FROM updated_at) * 1000)::bigint AS changed_at FROM connections
        WHERE LEAST(sender_id, receiver_id) = LEAST($1::int, $2::int) AND GREATEST(sender_id, receiver_id) = GREATEST($1::int, $2::int)`,
      [a, b],
    );
  }

  onConnectionRequested(e: DomainEvents['connection.requested']): Promise<void> {
    return this.safely('connection.requested', async () => {
      const conn = await this.connection(e.senderId, e.receiverId);
      const actor = await this.actorName(e.senderId);
      if (!actor) return;
      await this.create([
        {
          userId: e.receiverId,
          actorId: e.senderId,
          type: 'follow',
          link: notificationLinks.connections(),
          content: `${actor} sent you a friend request`,
          dedupeKey: `follow:${conn?.connections_id ?? `${e.senderId}-${e.receiverId}`}:${conn?.changed_at ?? 0}`,
        },
      ]);
    });
  }

  onConnectionAccepted(e: DomainEvents['connection.accepted']): Promise<void> {
    return this.safely('connection.accepted', async () => {
      const conn = await this.connection(e.senderId, e.receiverId);
      const actor = await this.actorName(e.receiverId);
      if (!actor) return;
      await this.create([
        {
          userId: e.senderId,
          actorId: e.receiverId,
          type: 'follow_accept',
          link: notificationLinks.connections(),
          content: `${actor} accepted your friend request`,
          dedupeKey: `follow-accept:${conn?.connections_id ?? `${e.senderId}-${e.receiverId}`}:${conn?.changed_at ?? 0}`,
        },
      ]);
    });
  }

  /**
   * Mentions (rule in mentions.ts): members named by @user_code or @UserName. A friends-only
   * post's mentions reach only members who may read it (the author's accepted connections), and
   * the post's author is not told twice about a comment on their post (they get `comment`).
   */
  onMentioned(e: DomainEvents['content.mentioned']): Promise<void> {
    return this.safely('content.mentioned', async () => {
      const handles = extractMentions(e.text);
      if (handles.length === 0) return;
      const post = await this.one<{ user_id: number; visibility: string; post_type: string }>(
        `SELECT user_id, visibility, post_type FROM posts WHERE posts_id = $1`,
        [e.postId],
      );
      const actor = await this.actorName(e.actorId);
      if (!post || !actor) return;
      const members: Array<{ user_id: number }> = await this.db.query(
        `SELECT u.user_id FROM users u
          WHERE u.status = 'active' AND u.verified = 1
            AND (lower(u.user_code) = ANY($1::text[]) OR lower(replace(u.user_name, ' ', '')) = ANY($1::text[]))
            AND ($3::text = 'public' OR u.user_id = $2 OR EXISTS (
                 SELECT 1 FROM connections c WHERE c.status = 'accepted'
                    AND LEAST(c.sender_id, c.receiver_id) = LEAST(u.user_id, $2) AND GREATEST(c.sender_id, c.receiver_id) = GREATEST(u.user_id, $2)))
          LIMIT 20`,
        [handles, post.user_id, post.visibility],
      );
      const where = e.commentId ? 'a comment' : `a ${postNoun(post.post_type)}`;
      await this.create(
        members
          .filter((m) => !(e.commentId && m.user_id === post.user_id && e.actorId !== post.user_id))
          .map((m) => ({
            userId: m.user_id,
            actorId: e.actorId,
            type: 'mention' as const,
            link: notificationLinks.post(e.postId),
            content: withQuote(`${actor} mentioned you in ${where}`, e.text),
            dedupeKey: e.commentId ? `mention:comment:${e.commentId}` : `mention:post:${e.postId}`,
          })),
      );
    });
  }

  /**
   * Runs the derivation for one domain event; called by the `noti.derive` job in the worker, so
   * the request that caused the event never waits for it (see notification-events.bridge.ts).
   */
  derive(job: NotiDeriveJob): Promise<void> {
    switch (job.event) {
      case 'post.liked':
        return this.onPostLiked(job.payload);
      case 'comment.liked':
        return this.onCommentLiked(job.payload);
      case 'post.commented':
        return this.onPostCommented(job.payload);
      case 'group-comment.liked':
        return this.onGroupCommentLiked(job.payload);
      case 'group.commented':
        return this.onGroupCommented(job.payload);
      case 'group.join-requested':
        return this.onJoinRequested(job.payload);
      case 'group.invited':
        return this.onInvited(job.payload);
      case 'connection.requested':
        return this.onConnectionRequested(job.payload);
      case 'connection.accepted':
        return this.onConnectionAccepted(job.payload);
      case 'content.mentioned':
        return this.onMentioned(job.payload);
    }
  }
}
