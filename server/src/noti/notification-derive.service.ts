import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainEvents, NotifyingEvent } from '../common/events';
import { connectionOf } from '../conn';
import { careTeamAudience, GroupAccessService, groupCommentJobKey, groupPrayerAudience, likedGroupComment, pendingMembership, shownGroupTitle } from '../groups';
import { JobsService } from '../jobs/jobs.service';
import { commentsByIds, postsByIds, shownCommentsWithPost, shownContent, shownGroupRequest, shownPostAudience } from '../posts';
import { activeMembersByIds } from '../users';
import { fanOutJobId } from './group-fan-out.processor';
import { extractMentions } from './mentions';
import { UrgentMailService } from './email/urgent-mail.service';
import { NotificationDeliveryService } from './notification-delivery.service';
import { msg } from '../i18n';
import { notificationLinks, postKind, prayedText, quoted, sentence } from './notification-text';
import { mentionedMembers } from './notifications.repository';
import { NewNotification, NotificationsService } from './notifications.service';
import { PrayerNoticeReadsService, PrayerStatusNotice } from './prayer-notice-reads';
import { DerivableEvent } from './notifying-events';

/** Members told of an answered or closed prayer request per insert. */
const PRAYER_AUDIENCE_BATCH = 1000;

/** What every event of a batch may need, read once for the whole batch. */
interface BatchReads {
  /** Actors' names by user id (absent: the account is gone, deleted or suspended, so nobody is told). */
  names: Map<number, string>;
  /** Liked and prayed-for posts. */
  likedPosts: Map<number, { user_id: number; content: string; post_type: string }>;
  likedComments: Map<number, { user_id: number; content: string }>;
  /** New comments on posts, by comment id, with their post's author and type. */
  postComments: Map<number, { post_id: number; author_id: number; post_type: string; content: string }>;
}

/** The events told by the actor's name (a group comment fans out in jobs instead). */
type NamedEvent = Exclude<DerivableEvent['event'], 'group.commented'>;
type Handlers = {
  [E in NamedEvent]: (e: DomainEvents[E], actor: string, reads: BatchReads) => Promise<NewNotification[]> | NewNotification[];
};

/** Calls the event's handler with its payload (generic, so the two are known to match). */
function handle<E extends NamedEvent>(handlers: Handlers, e: { event: E; payload: DomainEvents[E] }, actor: string, reads: BatchReads) {
  return handlers[e.event](e.payload, actor, reads);
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
    case 'prayer.status-changed':
      return e.payload.authorId;
    default:
      return e.payload.actorId;
  }
}

/**
 * Derives notifications from what happened (domain events published by posts, groups and
 * connections after their transactions commit, handed over in batches as `noti.derive` jobs).
 * A batch costs a few statements whatever its size for the frequent events (likes, comments):
 * the actors' names, the liked posts and comments and the new comments are read once, the
 * notifications are inserted in one statement and delivered together. The content and the people
 * are read through their modules (posts, groups, conn, users, and prayer's reads registered with
 * PrayerNoticeReadsService), which own the tables. Every rule "never to the actor, never twice" is
 * enforced in NotificationsService.insertEach (actor check, dedupe key). Called by
 * NotificationDeriveProcessor only: it listens to nothing itself (the API process's
 * NotificationEventsBridgeService does, and queues the batches).
 */
@Injectable()
export class NotificationDeriveService {
  private readonly log = new Logger('Notifications');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifications: NotificationsService,
    private readonly delivery: NotificationDeliveryService,
    private readonly jobs: JobsService,
    private readonly groups: GroupAccessService,
    private readonly prayerReads: PrayerNoticeReadsService,
    private readonly urgentMail: UrgentMailService,
  ) {}

  private get m(): EntityManager {
    return this.db.manager;
  }

  private async byId<T extends object>(read: (m: EntityManager, ids: number[]) => Promise<T[]>, ids: number[], key: keyof T): Promise<Map<number, T>> {
    if (ids.length === 0) return new Map();
    const rows = await read(this.m, [...new Set(ids)]);
    return new Map(rows.map((r) => [r[key] as number, r]));
  }

  private async readsFor(events: DerivableEvent[]): Promise<BatchReads> {
    const likedPostIds = events.flatMap((e) => (e.event === 'post.liked' || e.event === 'post.prayed' ? [e.payload.postId] : []));
    const likedCommentIds = events.flatMap((e) => (e.event === 'comment.liked' ? [e.payload.commentId] : []));
    const newCommentIds = events.flatMap((e) => (e.event === 'post.commented' ? [e.payload.commentId] : []));
    const [names, likedPosts, likedComments, postComments] = await Promise.all([
      this.byId(activeMembersByIds, events.map(actorOf), 'user_id'),
      this.byId(postsByIds, likedPostIds, 'posts_id'),
      this.byId(commentsByIds, likedCommentIds, 'comment_id'),
      this.byId(shownCommentsWithPost, newCommentIds, 'comment_id'),
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
    // Prayers are written grouped with the author's unread ones about the request (insertPrayers):
    // of a batch's prayers for one request only the newest is shown and delivered, counting the others.
    const isPrayer = (n: NewNotification): boolean => n.type === 'prayer' && n.actorId !== null;
    const rows = await this.notifications.insertEach(items.filter((n) => !isPrayer(n)));
    const prayers = await this.notifications.insertPrayers(items.filter(isPrayer), (n, others) =>
      prayedText(reads.names.get(n.actorId!) ?? '', others, reads.likedPosts.get(Number(n.link?.split('/').pop()))?.content),
    );
    await this.delivery.deliver([...rows, ...prayers]);
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
    const rows = await shownContent(this.m, postIds, commentIds);
    for (const r of rows) {
      // A group's prayer request waits for its media too (the handler ignores other posts).
      if (r.comment_id === null && postIds.includes(r.post_id)) events.push({ event: 'group.prayer-requested', payload: { postId: r.post_id, actorId: r.user_id } });
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
    return handle(this.handlers, e, actor, reads);
  }

  /** One handler per event that has an actor to name: who is told what. */
  private readonly handlers: Handlers = {
    'post.liked': (e, actor, reads) => this.postLiked(e, actor, reads),
    'comment.liked': (e, actor, reads) => this.commentLiked(e, actor, reads),
    'post.commented': (e, actor, reads) => this.postCommented(e, actor, reads),
    'group-comment.liked': (e, actor) => this.groupCommentLiked(e, actor),
    'group.join-requested': (e, actor) => this.joinRequested(e, actor),
    'group.invited': (e, actor) => this.invited(e, actor),
    'connection.requested': (e, actor) => this.connectionRequested(e, actor),
    'connection.accepted': (e, actor) => this.connectionAccepted(e, actor),
    'content.mentioned': (e, actor) => this.mentioned(e, actor),
    'post.prayed': (e, actor, reads) => this.prayed(e, actor, reads),
    'prayer.status-changed': (e, actor) => this.prayerStatusChanged(e, actor),
    'group.prayer-requested': (e, actor) => this.groupPrayerRequested(e, actor),
    'prayer.reached-out': (e, actor) => this.reachedOut(e, actor),
  };

  /**
   * A new prayer or emergency request for a group's members (issue 44): each other accepted
   * member whose level asks for it (`all`, or `emergency` for an emergency request; the default
   * is `emergency`), in batches, inserted (insertMany keeps out blocks, mutes and inactive
   * accounts) and delivered here, in the app and by push. Nothing once the request or the group is gone.
   */
  private async groupPrayerRequested(e: DomainEvents['group.prayer-requested'], actor: string): Promise<NewNotification[]> {
    const post = await shownGroupRequest(this.m, e.postId);
    if (!post || post.user_id !== e.actorId) return [];
    const group = await shownGroupTitle(this.m, post.group_id);
    if (group === undefined) return [];
    const emergency = post.post_type === 'emergency_pray_request';
    // An anonymous request names nobody; its author is kept only for blocks and mutes.
    const said = post.anonymous
      ? msg('{emergency, select, yes {An anonymous emergency request in {group}} other {An anonymous prayer request in {group}}}', { group, emergency: emergency ? 'yes' : 'no' })
      : msg('{emergency, select, yes {{actor} asked {group} to pray for an emergency} other {{actor} asked {group} to pray}}', { actor, group, emergency: emergency ? 'yes' : 'no' });
    const n: Omit<NewNotification, 'userId'> = {
      actorId: e.actorId,
      actorHidden: post.anonymous,
      type: 'group_prayer',
      link: notificationLinks.post(e.postId),
      content: quoted(said, post.content),
      dedupeKey: `group-prayer:${e.postId}`,
    };
    // The care team first, whatever their level, and mailed at once: the same notification (its
    // dedupe key), so the level's fan-out below skips them and nobody hears of it twice.
    if (emergency) {
      const team = await this.notifications.insertMany(await careTeamAudience(this.m, post.group_id, post.user_id), n);
      await this.urgentMail.mailNow(team);
      await this.delivery.deliver(team);
    }
    for (let after = 0; ; ) {
      const userIds = await groupPrayerAudience(this.m, post.group_id, after, post.user_id, emergency, PRAYER_AUDIENCE_BATCH);
      if (userIds.length === 0) break;
      await this.delivery.deliver(await this.notifications.insertMany(userIds, n));
      if (userIds.length < PRAYER_AUDIENCE_BATCH) break;
      after = userIds[userIds.length - 1];
    }
    return [];
  }

  /**
   * To the author of an emergency request a care team member reaches out to (issue 44): named,
   * unless they asked not to be (then the actor is hidden as on an anonymous request). Nothing once
   * the request is no longer shown, or is no longer the author's.
   */
  private async reachedOut(e: DomainEvents['prayer.reached-out'], actor: string): Promise<NewNotification[]> {
    const post = await shownGroupRequest(this.m, e.postId);
    if (!post || post.user_id !== e.authorId) return [];
    const said = e.anonymous ? msg('Someone from the care team is reaching out') : msg('{actor} from the care team is reaching out', { actor });
    return [
      {
        userId: e.authorId,
        actorId: e.actorId,
        actorHidden: e.anonymous,
        type: 'care_reach_out',
        link: notificationLinks.post(e.postId),
        content: quoted(said, post.content),
        dedupeKey: `reach-out:${e.postId}:by:${e.actorId}`,
      },
    ];
  }

  /** To the request's author, grouped with their unread ones about it (NotificationsService.insertPrayers). */
  private prayed(e: DomainEvents['post.prayed'], actor: string, reads: BatchReads): NewNotification[] {
    const post = reads.likedPosts.get(e.postId);
    if (!post) return [];
    return [
      {
        userId: post.user_id,
        actorId: e.actorId,
        type: 'prayer',
        link: notificationLinks.post(e.postId),
        content: prayedText(actor, 0, post.content),
        dedupeKey: `prayer:post:${e.postId}:by:${e.actorId}`,
      },
    ];
  }

  /**
   * Answered: everyone who prayed or committed to pray (`prayer_answered`, with the testimony's
   * first words). Closed: those whose commitment ended with it (`prayer_closed`). Reopened:
   * nobody. Read and inserted in batches (insertMany keeps out blocks either way with the author,
   * members who muted them and inactive accounts) and delivered here; nothing when the request
   * has moved on to another status since. The change's time names it: the same change never
   * notifies twice, a later one does.
   */
  private async prayerStatusChanged(e: DomainEvents['prayer.status-changed'], author: string): Promise<NewNotification[]> {
    if (e.status === 'open') return [];
    const reads = this.prayerReads.get();
    const post = await reads.statusNotice(this.m, e.postId);
    if (!post || post.prayer_status !== e.status || post.user_id !== e.authorId) return [];
    const answered = e.status === 'answered';
    if (post.anonymous) return this.tellAnonymousStatus(e, post, answered);
    const n: Omit<NewNotification, 'userId'> = answered
      ? {
          actorId: e.authorId,
          type: 'prayer_answered',
          link: notificationLinks.post(e.postId),
          content: quoted(msg("{author}'s prayer request was answered", { author }), post.answer_testimony ?? post.content),
          dedupeKey: `prayer-answered:${e.postId}:${post.changed_us}`,
        }
      : {
          actorId: e.authorId,
          type: 'prayer_closed',
          link: notificationLinks.post(e.postId),
          content: quoted(msg('{author} closed a prayer request you committed to pray for, so your commitment has ended', { author }), post.content),
          dedupeKey: `prayer-closed:${e.postId}:${post.changed_us}`,
        };
    return this.tellAudience(e.postId, answered, n);
  }

  /** prayerStatusChanged for an anonymous request: the same notices without the author's name, who is kept only for blocks and mutes. */
  private tellAnonymousStatus(e: DomainEvents['prayer.status-changed'], post: PrayerStatusNotice, answered: boolean): Promise<NewNotification[]> {
    return this.tellAudience(e.postId, answered, {
      actorId: e.authorId,
      actorHidden: true,
      type: answered ? 'prayer_answered' : 'prayer_closed',
      link: notificationLinks.post(e.postId),
      content: answered
        ? quoted(msg('An anonymous prayer request was answered'), post.answer_testimony ?? post.content)
        : quoted(msg('An anonymous prayer request you committed to pray for was closed, so your commitment has ended'), post.content),
      dedupeKey: `${answered ? 'prayer-answered' : 'prayer-closed'}:${e.postId}:${post.changed_us}`,
    });
  }

  /** Those who prayed (answered) or whose commitment ended (closed), told `n` in batches. */
  private async tellAudience(postId: number, answered: boolean, n: Omit<NewNotification, 'userId'>): Promise<NewNotification[]> {
    const reads = this.prayerReads.get();
    const audience = answered ? reads.answeredAudience : reads.closedAudience;
    for (let after = 0; ; ) {
      const userIds = await audience(this.m, postId, after, PRAYER_AUDIENCE_BATCH);
      if (userIds.length === 0) break;
      await this.delivery.deliver(await this.notifications.insertMany(userIds, n));
      if (userIds.length < PRAYER_AUDIENCE_BATCH) break;
      after = userIds[userIds.length - 1];
    }
    return [];
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
        content: quoted(msg('{actor} liked your {kind, select, prayer {prayer request} other {post}}', { actor, kind: postKind(post.post_type) }), post.content),
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
        content: quoted(msg('{actor} liked your comment', { actor }), comment.content),
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
        content: quoted(msg('{actor} commented on your {kind, select, prayer {prayer request} other {post}}', { actor, kind: postKind(row.post_type) }), row.content),
        dedupeKey: `comment:${e.commentId}`,
      },
    ];
  }

  private async groupCommentLiked(e: DomainEvents['group-comment.liked'], actor: string): Promise<NewNotification[]> {
    const row = await likedGroupComment(this.m, e.commentId, e.groupId);
    if (!row) return [];
    return [
      {
        userId: row.user_id,
        actorId: e.actorId,
        type: 'like',
        link: notificationLinks.group(e.groupId),
        content: quoted(msg('{actor} liked your comment in {group}', { actor, group: row.title }), row.content),
        dedupeKey: `like:group-comment:${e.commentId}:by:${e.actorId}`,
      },
    ];
  }

  /** Every other accepted member: done in batches by jobs (group-fan-out.processor.ts). */
  private async groupCommented(e: DomainEvents['group.commented']): Promise<NewNotification[]> {
    // The row's key names the jobs: the same event twice is one fan-out, a comment id given out again is a new one.
    const commentKey = await groupCommentJobKey(this.m, e.commentId, e.groupId);
    if (commentKey === undefined) return [];
    await this.jobs.add('noti.fan-out-group-comment', { ...e, commentKey, afterUserId: 0 }, { jobId: fanOutJobId(e.commentId, commentKey, 0) });
    return [];
  }

  private async joinRequested(e: DomainEvents['group.join-requested'], actor: string): Promise<NewNotification[]> {
    const request = await pendingMembership(this.m, e.groupId, e.userId);
    if (!request) return [];
    const deciders = await this.groups.requestDeciders(e.groupId);
    return deciders.map((userId) => ({
      userId,
      actorId: e.userId,
      type: 'group_join_request' as const,
      link: notificationLinks.group(e.groupId),
      content: quoted(msg('{actor} asked to join {group}', { actor, group: request.title }), null),
      dedupeKey: `join-request:${e.groupId}:${e.userId}:${request.pending_since}`,
    }));
  }

  private async invited(e: DomainEvents['group.invited'], actor: string): Promise<NewNotification[]> {
    const invite = await pendingMembership(this.m, e.groupId, e.inviteeId);
    if (!invite) return [];
    return [
      {
        userId: e.inviteeId,
        actorId: e.inviterId,
        type: 'invitation',
        link: notificationLinks.group(e.groupId),
        content: quoted(msg('{actor} invited you to join {group}', { actor, group: invite.title }), null),
        dedupeKey: `invitation:${e.groupId}:${invite.pending_since}`,
      },
    ];
  }

  private async connectionRequested(e: DomainEvents['connection.requested'], actor: string): Promise<NewNotification[]> {
    const conn = await connectionOf(this.m, e.senderId, e.receiverId);
    return [
      {
        userId: e.receiverId,
        actorId: e.senderId,
        type: 'follow',
        link: notificationLinks.connections(),
        content: sentence(msg('{actor} sent you a friend request', { actor })),
        dedupeKey: `follow:${conn?.connections_id ?? `${e.senderId}-${e.receiverId}`}:${conn?.changed_at ?? 0}`,
      },
    ];
  }

  private async connectionAccepted(e: DomainEvents['connection.accepted'], actor: string): Promise<NewNotification[]> {
    const conn = await connectionOf(this.m, e.senderId, e.receiverId);
    return [
      {
        userId: e.senderId,
        actorId: e.receiverId,
        type: 'follow_accept',
        link: notificationLinks.connections(),
        content: sentence(msg('{actor} accepted your friend request', { actor })),
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
    const post = await shownPostAudience(this.m, e.postId, e.commentId ?? null);
    if (!post) return [];
    const members = await mentionedMembers(this.db.manager, handles, post.user_id, post.visibility, post.group_id);
    const where = e.commentId ? 'comment' : postKind(post.post_type);
    // The anonymous author of a request, in it or in their comments on it, is named to nobody.
    const hidden = post.anonymous && e.actorId === post.user_id;
    const text = hidden
      ? msg('Anonymous mentioned you in {where, select, comment {a comment} other {a prayer request}}', { where })
      : msg('{actor} mentioned you in {where, select, comment {a comment} prayer {a prayer request} other {a post}}', { actor, where });
    return members
      .filter((userId) => !(e.commentId && userId === post.user_id && e.actorId !== post.user_id))
      .map((userId) => ({
        userId,
        actorId: e.actorId,
        actorHidden: hidden,
        type: 'mention' as const,
        link: notificationLinks.post(e.postId),
        content: quoted(text, e.text),
        dedupeKey: e.commentId ? `mention:comment:${e.commentId}` : `mention:post:${e.postId}`,
      }));
  }
}
