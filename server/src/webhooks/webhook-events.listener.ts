import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DomainEventEnvelope, DomainEventName } from '../common/events';
import { JobOutboxService } from '../jobs/job-outbox.service';
import { WEBHOOK_EVENTS_OF } from './webhook-messages.service';
import { anySubscribed } from './webhooks.repository';

/**
 * Hands the domain events webhooks may tell of to the worker as `webhooks.dispatch` jobs, only
 * while some webhook subscribes to what they may become (one indexed read; no job otherwise).
 * The message id is made here, so a retried dispatch logs nothing twice. While Redis is away the
 * job waits in the job outbox (PostgreSQL).
 */
@Injectable()
export class WebhookEventsListener implements OnModuleInit {
  private readonly log = new Logger('Webhooks');

  constructor(
    private readonly emitter: EventEmitter2,
    private readonly outbox: JobOutboxService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    for (const [event, types] of Object.entries(WEBHOOK_EVENTS_OF) as Array<[DomainEventName, NonNullable<(typeof WEBHOOK_EVENTS_OF)[DomainEventName]>]>) {
      // Async and promisified: a job that publishes with publishAndWait waits for the queuing (queue() handles its own errors).
      const listener = (payload: DomainEventEnvelope['payload']) => this.queue({ event, payload } as DomainEventEnvelope, types);
      this.emitter.on(event, listener as Parameters<EventEmitter2['on']>[1], { async: true, promisify: true });
    }
  }

  private async queue(event: DomainEventEnvelope, types: NonNullable<(typeof WEBHOOK_EVENTS_OF)[DomainEventName]>): Promise<void> {
    try {
      if (!(await anySubscribed(this.db.manager, types))) return;
      await this.outbox.add('webhooks.dispatch', { messageId: `msg_${randomUUID().replaceAll('-', '')}`, event });
    } catch (err) {
      this.log.error(`could not queue ${event.event} for webhooks: ${(err as Error).message}`);
    }
  }
}
