import { NotifyingEvent } from '../common/events';

/** The events notifications are derived from, once `media.ready` is read as what became visible. */
export type DerivableEvent = Exclude<NotifyingEvent, { event: 'media.ready' }>;

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
