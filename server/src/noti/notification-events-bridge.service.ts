import { BeforeApplicationShutdown, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { MicroBatcher } from '../common/micro-batcher';
import { JobOutboxService } from '../jobs/job-outbox.service';
import { NOTIFYING_EVENTS, NotifyingEvent } from '../common/events';
import { DERIVE_BATCH_MAX, DERIVE_BATCH_WINDOW_MS } from './notifying-events';

/**
 * Hands notifying domain events to the worker as `noti.derive` jobs, several events a job, so that
 * the request that caused one (a like, a comment, a friend request) pays neither the reads,
 * inserts, stream publishes and push and e-mail scheduling that deriving takes
 * (NotificationDeriveService, in the worker) nor a queue write of its own. Events still waiting
 * are queued before the process stops, and those published while it stops (by a job the worker
 * finishes) are queued at once. While Redis is away a batch waits in the job outbox (PostgreSQL)
 * and is derived once Redis is back (issue 39): only a batch that could be written to neither is
 * lost. A repeated job is harmless: notifications carry a dedupe key.
 */
@Injectable()
export class NotificationEventsBridgeService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly log = new Logger('Notifications');
  private readonly batcher: MicroBatcher<NotifyingEvent>;

  constructor(
    private readonly emitter: EventEmitter2,
    private readonly outbox: JobOutboxService,
  ) {
    this.batcher = new MicroBatcher<NotifyingEvent>(
      {
        windowMs: DERIVE_BATCH_WINDOW_MS,
        max: DERIVE_BATCH_MAX,
        onError: (err, events) => this.log.error(`could not queue ${events.length === 1 ? 'an event' : `${events.length} events`} (${[...new Set(events.map((e) => e.event))].join(', ')}): ${err.message}`),
      },
      async (events) => {
        await this.outbox.add('noti.derive', { events });
      },
    );
  }

  onModuleInit(): void {
    for (const event of NOTIFYING_EVENTS) {
      this.emitter.on(event, (payload: NotifyingEvent['payload']) => this.batcher.push({ event, payload } as NotifyingEvent));
    }
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.batcher.drain();
  }
}
