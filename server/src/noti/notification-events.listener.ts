import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../common/events';
import { JobsService } from '../jobs/jobs.service';
import { fanOutJobId } from './group-fan-out.processor';
import { extractMentions } from './mentions';
import { NotificationDeliveryService } from './notification-delivery.service';
import { notificationLinks, postNoun, withQuote } from './notification-text';
import { NewNotification, NotificationsService } from './notifications.service';
import { DerivableEvent, NotifyingEvent } from './notifying-events';

/** What every event of a batch may need, read once for the whole batch. */
interface BatchReads {
  /** Actors' names by user id (absent: the account is gone, deleted or suspended, so nobody is told). */
  names: Map<number, string>;
  likedPosts: Map<number, { user_id: number; content: string; post_type: string }>;
  likedComments: Map<number, { user_id: number; content: string }>;
  /** New comments on posts, by comment id, with their post's author and type. */
  postComments: Map<number, { post_id: number; author_id: number; post_type: string; content: string }>;
}

/** The member whose action an event reports (never notified of it). */
function actorOf(e: DerivableEvent): number {
  switch (e.event) {
    case 'group.join-requested':
      return e.payload.userId;
    case 'group.invited':
      return e.payload.inviterId;
    case 'connection.requested':
      return e.payload.senderId;
    case 'connection.accepted':
      return e.payload.receiverId;
    default:
      return e.payload.actorId;
  }
}

/**
 * Derives notifications from what happened (domain events published by posts, groups and
 * connections after their transactions commit, handed over in batches as `noti.derive` jobs).
 * A batch costs a few statements whatever its size for the frequent events (likes, comments):
 * the actors' names, the liked posts and comments and the new comments are read once, the
 * notifications are inserted in one statement and delivered together. Reads are plain SQL on the tables; no other module's service
 * is needed. Every rule "never to the actor, never twice" is enforced in
 * NotificationsService.insertEach (actor check, dedupe key).
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

  private async byId<T extends object>(sql: string, ids: number[], key: keyof T): Promise<Map<number, T>> {
    if (ids.length === 0) return new Map();
    const rows: T[] = await this.db.query(sql, [[...new Set(ids)]]);
    return new Map(rows.map((r) => [r[key] as number, r]));
  }

  private async readsFor(events: DerivableEvent[]): Promise<BatchReads> {
    const likedPostIds = events.flatMap((e) => (e.event === 'post.liked' ? [e.payload.postId] : []));
    const likedCommentIds = events.flatMap((e) => (e.event === 'comment.liked' ? [e.payload.commentId] : []));
    const newCommentIds = events.flatMap((e) => (e.event === 'post.commented' ? [e.payload.commentId] : []));
    const [names, likedPosts, likedComments, postComments] = await Promise.all([
      this.byId<{ user_id: number; user_name: string }>(`SELECT user_id, user_name FROM users WHERE user_id = ANY($1::int[]) AND status = 'active'`, events.map(actorOf), 'user_id'),
      this.byId<{ posts_id: number; user_id: number; content: string; post_type: string }>(
        `SELECT posts_id, user_id, content, post_type FROM posts WHERE posts_id = ANY($1::int[])`,
        likedPostIds,
        'posts_id',
      ),
      this.byId<{ comment_id: number; user_id: number; content: string }>(
        `SELECT comment_id, user_id, content FROM comments WHERE comment_id = ANY($1::int[])`,
        likedCommentIds,
        'comment_id',
      ),
      this.byId<{ comment_id: number; post_id: number; author_id: number; post_type: string; content: string }>(
        `SELECT c.comment_id, c.post_id, p.user_id AS author_id, p.post_type, c.content FROM comments c JOIN posts p ON p.posts_id = c.post_id
          WHERE c.comment_id = ANY($1::int[]) AND c.is_ready AND p.is_ready`,
        newCommentIds,
        'comment_id',
      ),
    ]);
    return { names: new Map([...names].map(([id, r]) => [id, r.user_name])), likedPosts, likedComments, postComments };
  }

  /**
   * Derives and delivers the notifications of a batch of events; called by the `noti.derive` job
   * in the worker, so the request that caused an event never waits for it. An event whose own
   * reads fail is logged and skipped; a failing insert or delivery fails the job, and its retry
   * creates nothing twice (dedupe keys).
   */
  async derive(batch: NotifyingEvent[]): Promise<void> {
    const events = await this.withReadyContent(batch);
    const reads = await this.readsFor(events);
    const items: NewNotification[] = [];
    for (const e of events) {
      try {
        items.push(...(await this.notificationsFor(e, reads)));
      } catch (err) {
        this.log.error(`${e.event}: ${(err as Error).message}`);
      }
    }
    await this.delivery.deliver(await this.notifications.insertEach(items));
  }

  /**
   * A post or comment waiting for its media is shown to nobody but its author, so its comment
   * and mention notifications (which quote it) are skipped until then (postComments, mentioned).
   * `media.ready` says it is shown now: it stands for the events of that content, derived as if
   * just published (a repeat is dropped by its dedupe key). A post's own mentions come with the
   * mentions in the comments its author wrote while it waited (nobody else could comment).
   * When processing fails there is no `media.ready`, and so no notification at all.
   */
  private async withReadyContent(batch: NotifyingEvent[]): Promise<DerivableEvent[]> {
    const events: DerivableEvent[] = [];
    const postIds: number[] = [];
    const commentIds: number[] = [];
    for (const e of batch) {
      if (e.event !== 'media.ready') events.push(e);
      else if (e.payload.target === 'post') postIds.push(e.payload.targetId);
      else if (e.payload.target === 'post_comment') commentIds.push(e.payload.targetId);
    }
    if (postIds.length === 0 && commentIds.length === 0) return events;
    const rows: Array<{ post_id: number; comment_id: number | null; user_id: number; content: string }> = await this.db.query(
      `SELECT p.posts_id AS post_id, NULL::int AS comment_id, p.user_id, p.content FROM posts p
        WHERE p.posts_id = ANY($1::int[]) AND p.is_ready
       UNION ALL
       SELECT c.post_id, c.comment_id, c.user_id, c.content FROM comments c JOIN posts p ON p.posts_id = c.post_id
        WHERE c.is_ready AND p.is_ready AND (c.comment_id = ANY($2::int[])
              OR (c.post_id = ANY($1::int[]) AND c.user_id = p.user_id AND strpos(c.content, '@') > 0))`,
      [postIds, commentIds],
    );
    for (const r of rows) {
      const commented = r.comment_id !== null && commentIds.includes(r.comment_id);
      if (commented) events.push({ event: 'post.commented', payload: { postId: r.post_id, commentId: r.comment_id!, actorId: r.user_id } });
      if (extractMentions(r.content).length > 0) {
        const payload = { postId: r.post_id, actorId: r.user_id, text: r.content };
        events.push({ event: 'content.mentioned', payload: r.comment_id === null ? payload : { ...payload, commentId: r.comment_id } });
      }
    }
    return events;
  }

  private notificationsFor(e: DerivableEvent, reads: BatchReads): Promise<NewNotification[]> | NewNotification[] {
    if (e.event === 'group.commented') return this.groupCommented(e.payload);
    const actor = reads.names.get(actorOf(e));
    if (actor === undefined) return [];
    switch (e.event) {
      case 'post.liked':
        return this.postLiked(e.payload, actor, reads);
      case 'comment.liked':
        return this.commentLiked(e.payload, actor, reads);
      case 'post.commented':
        return this.postCommented(e.payload, actor, reads);
      case 'group-comment.liked':
        return this.groupCommentLiked(e.payload, actor);
      case 'group.join-requested':
        return this.joinRequested(e.payload, actor);
      case 'group.invited':
        return this.invited(e.payload, actor);
      case 'connection.requested':
        return this.connectionRequested(e.payload, actor);
      case 'connection.accepted':
        return this.connectionAccepted(e.payload, actor);
      case 'content.mentioned':
        return this.mentioned(e.payload, actor);
    }
  }

  private postLiked(e: DomainEvents['post.liked'], actor: string, reads: BatchReads): NewNotification[] {
    const post = reads.likedPosts.get(e.postId);
    if (!post) return [];
    return [
      {
        userId: post.user_id,
        actorId: e.actorId,
        type: 'like',
        link: notificationLinks.post(e.postId),
        content: withQuote(`${actor} liked your ${postNoun(post.post_type)}`, post.content),
        dedupeKey: `like:post:${e.postId}:by:${e.actorId}`,
      },
    ];
  }

  private commentLiked(e: DomainEvents['comment.liked'], actor: string, reads: BatchReads): NewNotification[] {
    const comment = reads.likedComments.get(e.commentId);
    if (!comment) return [];
    return [
      {
        userId: comment.user_id,
        actorId: e.actorId,
        type: 'like',
        link: notificationLinks.post(e.postId),
        content: withQuote(`${actor} liked your comment`, comment.content),
        dedupeKey: `like:comment:${e.commentId}:by:${e.actorId}`,
      },
    ];
  }

  private postCommented(e: DomainEvents['post.commented'], actor: string, reads: BatchReads): NewNotification[] {
    const row = reads.postComments.get(e.commentId);
    // Gone (deleted with its post), or not on this post: nothing to tell.
    if (!row || row.post_id !== e.postId) return [];
    return [
      {
        userId: row.author_id,
        actorId: e.actorId,
        type: 'comment',
        link: notificationLinks.post(e.postId),
        content: withQuote(`${actor} commented on your ${postNoun(row.post_type)}`, row.content),
        dedupeKey: `comment:${e.commentId}`,
      },
    ];
  }

  private async groupCommentLiked(e: DomainEvents['group-comment.liked'], actor: string): Promise<NewNotification[]> {
    const row = await this.one<{ user_id: number; content: string; title: string }>(
      `SELECT c.user_id, c.content, g.title FROM group_comments c JOIN groups g ON g.group_id = c.group_id
        WHERE c.comment_id = $1 AND c.group_id = $2`,
      [e.commentId, e.groupId],
    );
    if (!row) return [];
    return [
      {
        userId: row.user_id,
        actorId: e.actorId,
        type: 'like',
        link: notificationLinks.group(e.groupId),
        content: withQuote(`${actor} liked your comment in ${row.title}`, row.content),
        dedupeKey: `like:group-comment:${e.commentId}:by:${e.actorId}`,
      },
    ];
  }

  /** Every other accepted member: done in batches by jobs (group-fan-out.processor.ts). */
  private async groupCommented(e: DomainEvents['group.commented']): Promise<NewNotification[]> {
    // The row's key names the jobs: the same event twice is one fan-out, a comment id given out again is a new one.
    const row = await this.one<{ job_key: string }>(`SELECT job_key FROM group_comments WHERE comment_id = $1 AND group_id = $2`, [e.commentId, e.groupId]);
    if (!row) return [];
    await this.jobs.add('noti.fan-out-group-comment', { ...e, commentKey: row.job_key, afterUserId: 0 }, { jobId: fanOutJobId(e.commentId, row.job_key, 0) });
    return [];
  }

  private async joinRequested(e: DomainEvents['group.join-requested'], actor: string): Promise<NewNotification[]> {
    const request = await this.one<{ title: string; requested_at: string }>(
      `SELECT g.title, (extract(epoch FROM m.joined_at) * 1000)::bigint AS requested_at
         FROM group_members m JOIN groups g ON g.group_id = m.group_id
        WHERE m.group_id = $1 AND m.user_id = $2 AND m.status = 'pending'`,
      [e.groupId, e.userId],
    );
    if (!request) return [];
    const admins: Array<{ user_id: number }> = await this.db.query(
      `SELECT user_id FROM group_members WHERE group_id = $1 AND role = 'admin' AND status = 'accepted'
       UNION SELECT host_user_id FROM groups WHERE group_id = $1 AND NOT EXISTS (
         SELECT 1 FROM group_members WHERE group_id = $1 AND role = 'admin' AND status = 'accepted')`,
      [e.groupId],
    );
    return admins.map((a) => ({
      userId: a.user_id,
      actorId: e.userId,
      type: 'group_join_request' as const,
      link: notificationLinks.group(e.groupId),
      content: withQuote(`${actor} asked to join ${request.title}`, null),
      dedupeKey: `join-request:${e.groupId}:${e.userId}:${request.requested_at}`,
    }));
  }

  private async invited(e: DomainEvents['group.invited'], actor: string): Promise<NewNotification[]> {
    const invite = await this.one<{ title: string; invited_at: string }>(
      `SELECT g.title, (extract(epoch FROM m.joined_at) * 1000)::bigint AS invited_at
         FROM group_members m JOIN groups g ON g.group_id = m.group_id
        WHERE m.group_id = $1 AND m.user_id = $2 AND m.status = 'pending'`,
      [e.groupId, e.inviteeId],
    );
    if (!invite) return [];
    return [
      {
        userId: e.inviteeId,
        actorId: e.inviterId,
        type: 'invitation',
        link: notificationLinks.group(e.groupId),
        content: withQuote(`${actor} invited you to join ${invite.title}`, null),
        dedupeKey: `invitation:${e.groupId}:${invite.invited_at}`,
      },
    ];
  }

  private connection(a: number, b: number): Promise<{ connections_id: number; changed_at: string } | undefined> {
    return this.one(
      `SELECT connections_id, (extract(epoch FROM updated_at) * 1000)::bigint AS changed_at FROM connections
        WHERE LEAST(sender_id, receiver_id) = LEAST($1::int, $2::int) AND GREATEST(sender_id, receiver_id) = GREATEST($1::int, $2::int)`,
      [a, b],
    );
  }

  private async connectionRequested(e: DomainEvents['connection.requested'], actor: string): Promise<NewNotification[]> {
    const conn = await this.connection(e.senderId, e.receiverId);
    return [
      {
        userId: e.receiverId,
        actorId: e.senderId,
        type: 'follow',
        link: notificationLinks.connections(),
        content: `${actor} sent you a friend request`,
        dedupeKey: `follow:${conn?.connections_id ?? `${e.senderId}-${e.receiverId}`}:${conn?.changed_at ?? 0}`,
      },
    ];
  }

  private async connectionAccepted(e: DomainEvents['connection.accepted'], actor: string): Promise<NewNotification[]> {
    const conn = await this.connection(e.senderId, e.receiverId);
    return [
      {
        userId: e.senderId,
        actorId: e.receiverId,
        type: 'follow_accept',
        link: notificationLinks.connections(),
        content: `${actor} accepted your friend request`,
        dedupeKey: `follow-accept:${conn?.connections_id ?? `${e.senderId}-${e.receiverId}`}:${conn?.changed_at ?? 0}`,
      },
    ];
  }

  /**
   * Mentions (rule in mentions.ts): members named by @user_code or @UserName. A friends-only
   * post's mentions reach only members who may read it (the author's accepted connections), and
   * the post's author is not told twice about a comment on their post (they get `comment`).
   */
  private async mentioned(e: DomainEvents['content.mentioned'], actor: string): Promise<NewNotification[]> {
    const handles = extractMentions(e.text);
    if (handles.length === 0) return [];
    // Only once the post (and the comment) is shown: see withReadyContent.
    const post = await this.one<{ user_id: number; visibility: string; post_type: string }>(
      `SELECT p.user_id, p.visibility, p.post_type FROM posts p
        WHERE p.posts_id = $1 AND p.is_ready
          AND ($2::int IS NULL OR EXISTS (SELECT 1 FROM comments c WHERE c.comment_id = $2 AND c.post_id = p.posts_id AND c.is_ready))`,
      [e.postId, e.commentId ?? null],
    );
    if (!post) return [];
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
    return members
      .filter((m) => !(e.commentId && m.user_id === post.user_id && e.actorId !== post.user_id))
      .map((m) => ({
        userId: m.user_id,
        actorId: e.actorId,
        type: 'mention' as const,
        link: notificationLinks.post(e.postId),
        content: withQuote(`${actor} mentioned you in ${where}`, e.text),
        dedupeKey: e.commentId ? `mention:comment:${e.commentId}` : `mention:post:${e.postId}`,
      }));
  }
}
