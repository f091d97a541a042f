/**
 * Domain events: the modules that act publish them (EventEmitter2, in-process, after the
 * transaction commits); the notifications module listens and derives notifications, push and
 * e-mail. Payloads carry ids only; listeners read what they need. The actor is always included
 * so that nobody is ever notified of their own action.
 */
export interface DomainEvents {
  'post.liked': { postId: number; actorId: number };
  'post.commented': { postId: number; commentId: number; actorId: number };
  'comment.liked': { postId: number; commentId: number; actorId: number };
  /** A post or comment text mentioning members with @user_code or @user_name. */
  'content.mentioned': { postId: number; commentId?: number; actorId: number; text: string };
  'connection.requested': { senderId: number; receiverId: number };
  'connection.accepted': { senderId: number; receiverId: number };
  'group.commented': { groupId: number; commentId: number; actorId: number };
  'group-comment.liked': { groupId: number; commentId: number; actorId: number };
  'group.join-requested': { groupId: number; userId: number };
  'group.invited': { groupId: number; inviterId: number; inviteeId: number };
}

export type DomainEventName = keyof DomainEvents;
