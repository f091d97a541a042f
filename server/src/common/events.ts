/**
 * Domain events: the modules that act publish them (EventEmitter2, in-process, after the
 * transaction commits); the notifications module listens and derives notifications, push and
 * e-mail. Payloads carry ids only; listeners read what they need. The actor is always included
 * so that nobody is ever notified of their own action.
 */
export interface DomainEvents {
  /** A post or prayer request was published (not one held for a moderator); one waiting for its media is shown at its `media.ready`. */
  'post.created': { postId: number; actorId: number };
  'post.liked': { postId: number; actorId: number };
  'post.commented': { postId: number; commentId: number; actorId: number };
  'comment.liked': { postId: number; commentId: number; actorId: number };
  /** A member said "I prayed" for a prayer request (a new prayer, not a repeat). */
  'post.prayed': { postId: number; actorId: number };
  /**
   * The author marked a prayer request answered, closed it, or reopened it (the transaction
   * committed; commitments ended on answer and close are ended in it).
   */
  'prayer.status-changed': { postId: number; authorId: number; status: 'open' | 'answered' | 'closed' };
  /** A prayer or emergency request for one group's members was published (shown: ready, not held). */
  'group.prayer-requested': { postId: number; actorId: number };
  /** A care team member said "I'm reaching out" on an emergency request in their group (issue 44), the first time; `anonymous` spares the author their name. */
  'prayer.reached-out': { postId: number; actorId: number; authorId: number; anonymous: boolean };
  /** A post or comment text mentioning members with @user_code or @user_name. */
  'content.mentioned': { postId: number; commentId?: number; actorId: number; text: string };
  'connection.requested': { senderId: number; receiverId: number };
  'connection.accepted': { senderId: number; receiverId: number };
  'group.commented': { groupId: number; commentId: number; actorId: number };
  'group-comment.liked': { groupId: number; commentId: number; actorId: number };
  'group.join-requested': { groupId: number; userId: number };
  'group.invited': { groupId: number; inviterId: number; inviteeId: number };
  /** Member <userId> became an accepted member of the group (an invitation or a join request accepted). */
  'group.member-joined': { groupId: number; userId: number };
  /**
   * Member <blockerId> blocked member <blockedId> (the transaction committed): what either had
   * from the other stops counting as news (the notifications module marks it read).
   */
  'member.blocked': { blockerId: number; blockedId: number };
  /** A member deleted the account: hidden at once (users.status 'deleted'), purged later by a job. */
  'account.deleted': { userId: number };
  /**
   * Stored files no longer referenced by any row (a deleted post or comment took its media rows
   * with it): the storage owner removes them. Keys are storage keys as in media.path.
   */
  'media.files-orphaned': { keys: string[] };
  /** Every media file of a post, post comment or group comment is processed: it is now shown to others. */
  'media.ready': { target: 'post' | 'post_comment' | 'group_comment'; targetId: number; userId: number };
  /** A media file could not be processed: the target stays hidden and its author sees a failed state. */
  'media.failed': { target: 'post' | 'post_comment' | 'group_comment'; targetId: number; userId: number };
}

export type DomainEventName = keyof DomainEvents;

/** One event with its name, as a job payload: `{event: 'post.liked', payload: {...}}`. */
export type DomainEventEnvelope<E extends DomainEventName = DomainEventName> = { [K in E]: { event: K; payload: DomainEvents[K] } }[E];

/**
 * The domain events that can notify someone: the notifications module derives them in `noti.derive`
 * jobs. Listed here rather than in noti so that the job's payload type imports no feature module.
 */
export const NOTIFYING_EVENTS = [
  'post.liked',
  'comment.liked',
  'post.commented',
  'group-comment.liked',
  'group.commented',
  'group.join-requested',
  'group.invited',
  'connection.requested',
  'connection.accepted',
  'content.mentioned',
  'post.prayed',
  'prayer.status-changed',
  'group.prayer-requested',
  'prayer.reached-out',
  // A post or comment that waited for its media is shown now: its comment and mentions are told then.
  'media.ready',
] as const;

export type NotifyingEvent = DomainEventEnvelope<(typeof NOTIFYING_EVENTS)[number]>;
