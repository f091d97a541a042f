import { DomainEventEnvelope } from '../common/events';

/** The domain events that can notify someone; they are derived in `noti.derive` jobs. */
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
  // A post or comment that waited for its media is shown now: its comment and mentions are told then.
  'media.ready',
] as const;

export type NotifyingEvent = DomainEventEnvelope<(typeof NOTIFYING_EVENTS)[number]>;
/** The events notifications are derived from, once `media.ready` is read as what became visible. */
export type DerivableEvent = Exclude<NotifyingEvent, { event: 'media.ready' }>;

/** A `noti.derive` job: the notifying events one process published within one batch window. */
export interface NotiDeriveJob {
  events: NotifyingEvent[];
}

/**
 * How long a process collects notifying events before queueing them as one job, and at most how
 * many go in one job: a notification reaches its member this much later, and a burst of likes
 * costs one queue write and a few statements per batch instead of per like. A job costs the
 * worker a few milliseconds whatever its size (BullMQ's moves, about seven statements, a stream
 * publish), so the window sets the cost per like under load: 20 ms → 100 ms halved the worker's
 * CPU per like (~330 → ~160 µs) and took ~80 µs off PostgreSQL's, while a tenth of a second
 * before a notification shows is not noticeable to anyone.
 */
export const DERIVE_BATCH_WINDOW_MS = 100;
export const DERIVE_BATCH_MAX = 200;
