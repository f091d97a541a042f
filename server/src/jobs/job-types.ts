/**
 * Every job the app runs: its name, its queue and its payload, in one typed table.
 * A module that adds a job adds one line to JobPayloads and one to JOB_QUEUE, and one handler
 * (see job-handler.decorator.ts); the worker refuses to start when a name has no handler or two.
 */
import type { DomainEventEnvelope, NotifyingEvent } from '../common/events';

/**
 * `media` holds images (a fraction of a second each), `media-av` video and audio (up to an hour):
 * each has its own worker, so one member's long videos never hold up anyone's photos.
 */
export const QUEUE_NAMES = ['media', 'media-av', 'mail', 'push', 'maintenance', 'webhooks'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** What a push message carries: the service worker shows title and body and opens url on click. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** Replaces an earlier notification with the same tag on the device instead of stacking. */
  tag?: string;
}

/** One message for some members' devices. */
export interface PushToMembers {
  userIds: number[];
  message: PushMessage;
}

/** A `noti.derive` job: the notifying events one process published within one batch window. */
export interface NotiDeriveJob {
  events: NotifyingEvent[];
}

export interface JobPayloads {
  'mail.send': MailMessage;
  /** Notifications: derive what a batch of domain events means for whom (reads, inserts, delivery). */
  'noti.derive': NotiDeriveJob;
  /**
   * Notifications: one batch of a group comment's fan-out to the members after `afterUserId`.
   * `commentKey` is the comment row's job_key (absent in jobs queued by earlier versions).
   */
  'noti.fan-out-group-comment': { groupId: number; commentId: number; commentKey?: string; actorId: number; afterUserId: number };
  /** Notifications: one e-mail combining a member's unread, not yet mailed notifications. */
  'noti.email-digest': { userId: number };
  /**
   * Push, from earlier versions only: they queued the members here and this job read their
   * devices. Nothing queues it now; it is still handled so that jobs waiting in Redis while a
   * deployment is upgraded are delivered. Remove once no version that queues it runs.
   */
  'push.notify-users': { messages: PushToMembers[] };
  /** Push: one message to one device; `attempt` counts from 1 (retries are re-queued with a delay). */
  'push.deliver': { subscriptionId: number; message: PushMessage; attempt: number };
  /** Removes a deleted account's row (cascading to its content) and its files; delayed by ACCOUNT_PURGE_DELAY_SECONDS. */
  'maintenance.purge-account': { userId: number };
  /** Writes a member's data export (a ZIP into storage) and mails its download link; see export/data-export.processor.ts. */
  'maintenance.export-data': { exportId: number };
  /** Deletes the files of every data export past its expiry; queued, delayed, when an export is ready (`exportId` names that one). */
  'maintenance.expire-data-exports': { exportId: number };
  /** Ends a member's timed suspension when it is due (delayed to `suspended_until`; a stale one finds nothing to do); see mod/suspension-lift.processor.ts. */
  'maintenance.lift-suspension': { userId: number };
  /**
   * Deletes, with their media, the posts and comments (…-posts) or the groups and group comments
   * (…-groups) a moderator removed more than 30 days ago: repeatable jobs, hourly (JobsService.repeat).
   */
  'maintenance.purge-removed-posts': Record<string, never>;
  'maintenance.purge-removed-groups': Record<string, never>;
  /**
   * Prayer (issue #33): the repeatable sweeps (every PRAYER_JOBS_EVERY_SECONDS) for due daily
   * reminders and check-ins, and one member's reminder check right after they change their
   * reminder time or commit (so a reminder already due today comes at once); see prayer/prayer-jobs.processor.ts.
   */
  'maintenance.prayer-reminders': Record<string, never>;
  'maintenance.prayer-checkins': Record<string, never>;
  'maintenance.prayer-remind-member': { userId: number };
  /**
   * Webhooks (issue 45): find the webhooks one domain event concerns and log a delivery for each
   * (`messageId` is the Standard Webhooks message id, made when the event was published, so a
   * retried job logs nothing twice); then deliver one, `attempt` counting from 1 (retries are
   * re-queued with a delay); see webhooks/webhook-deliveries.processor.ts.
   */
  'webhooks.dispatch': { messageId: string; event: DomainEventEnvelope };
  'webhooks.deliver': { deliveryId: number; attempt: number };
  /** Process one uploaded image (media row id); see media/media.processor.ts. */
  'media.process': { mediaId: number };
  /** Transcode one uploaded video or audio file (media row id), on its own queue; see media/media.processor.ts. */
  'media.transcode': { mediaId: number };
}

export type JobName = keyof JobPayloads;

export const JOB_QUEUE: { readonly [K in JobName]: QueueName } = {
  'mail.send': 'mail',
  'noti.derive': 'push',
  'noti.fan-out-group-comment': 'maintenance',
  'noti.email-digest': 'mail',
  'push.notify-users': 'push',
  'push.deliver': 'push',
  'maintenance.purge-account': 'maintenance',
  'maintenance.export-data': 'maintenance',
  'maintenance.expire-data-exports': 'maintenance',
  'maintenance.purge-removed-posts': 'maintenance',
  'maintenance.purge-removed-groups': 'maintenance',
  'maintenance.lift-suspension': 'maintenance',
  'maintenance.prayer-reminders': 'push',
  'maintenance.prayer-checkins': 'push',
  'maintenance.prayer-remind-member': 'push',
  'media.process': 'media',
  'media.transcode': 'media-av',
  'webhooks.dispatch': 'webhooks',
  'webhooks.deliver': 'webhooks',
};

export const JOB_NAMES = Object.keys(JOB_QUEUE) as JobName[];

/** Concurrency per queue in one worker process: media jobs are CPU-bound, the rest wait on I/O. */
export const QUEUE_CONCURRENCY: Record<QueueName, number> = { media: 1, 'media-av': 1, mail: 5, push: 10, maintenance: 1, webhooks: 10 };
