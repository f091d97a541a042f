import { DomainEventEnvelope } from '../common/events';

/** The domain events that can notify someone; each is derived in a `noti.derive` job. */
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
] as const;

export type NotiDeriveJob = DomainEventEnvelope<(typeof NOTIFYING_EVENTS)[number]>;
