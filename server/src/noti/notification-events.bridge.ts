import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { JobsService } from '../jobs/jobs.service';
import { NotiDeriveJob, NOTIFYING_EVENTS } from './notifying-events';

/**
 * Turns each notifying domain event into one `noti.derive` job, so that the request that caused
 * it (a like, a comment, a friend request) pays one queue write instead of the reads, inserts,
 * stream publishes and push and e-mail scheduling that deriving a notification takes; the worker
 * does those (NotificationDeriveProcessor). A repeated job is harmless: notifications carry a
 * dedupe key.
 */
@Injectable()
export class NotificationEventsBridge implements OnModuleInit {
  private readonly log = new Logger('Notifications');

  constructor(
    private readonly emitter: EventEmitter2,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    for (const event of NOTIFYING_EVENTS) {
      this.emitter.on(event, (payload: NotiDeriveJob['payload']) => {
        this.jobs.add('noti.derive', { event, payload } as NotiDeriveJob).catch((err: Error) => this.log.error(`${event}: could not queue: ${err.message}`));
      });
    }
  }
}
