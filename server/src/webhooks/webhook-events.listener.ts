import { BeforeApplicationShutdown, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DomainEventEnvelope, DomainEventName } from '../common/events';
import { MicroBatcher } from '../common/micro-batcher';
import { JobOutboxService } from '../jobs/job-outbox.service';
import type { WebhookEventType } from './webhook-event-types';
import { WEBHOOK_EVENTS_OF } from './webhook-messages.service';
import { subscribedEventTypes } from './webhooks.repository';

/**
 * How long a process collects the events webhooks may tell of before asking which of them anyone
 * subscribes to, and at most how many it asks about at once. The question is one indexed read a
 * batch instead of one per event: asked per event, it doubled the statements of an "I prayed"
 * (22 % of that request's API CPU, bench/HISTORY.md, round 20). A delivery
 * leaves up to this much later, next to the seconds a receiver's answer takes.
 */
export const WEBHOOK_BATCH_WINDOW_MS = 100;
export const WEBHOOK_BATCH_MAX = 200;

/**
 * Hands the domain events webhooks may tell of to the worker as `webhooks.dispatch` jobs, only
 * those that some webhook subscribes to (one indexed read a batch; no job otherwise). The message
 * id is made here, so a retried dispatch logs nothing twice. While Redis is away the job waits in
 * the job outbox (PostgreSQL). Events still waiting are queued before the process stops.
 */
@Injectable()
export class WebhookEventsListener implements OnModuleInit, BeforeApplicationShutdown {
  private readonly log = new Logger('Webhooks');
  private readonly batcher: MicroBatcher<DomainEventEnvelope>;

  constructor(
    private readonly emitter: EventEmitter2,
    private readonly outbox: JobOutboxService,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    this.batcher = new MicroBatcher<DomainEventEnvelope>(
      {
        windowMs: WEBHOOK_BATCH_WINDOW_MS,
        max: WEBHOOK_BATCH_MAX,
        onError: (err, events) => this.log.error(`could not queue ${[...new Set(events.map((e) => e.event))].join(', ')} for webhooks: ${err.message}`),
      },
      (events) => this.queue(events),
    );
  }

  onModuleInit(): void {
    for (const event of Object.keys(WEBHOOK_EVENTS_OF) as DomainEventName[]) {
      this.emitter.on(event, (payload: DomainEventEnvelope['payload']) => this.batcher.push({ event, payload } as DomainEventEnvelope));
    }
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.batcher.drain();
  }

  private async queue(events: DomainEventEnvelope[]): Promise<void> {
    const typesOf = (e: DomainEventEnvelope): WebhookEventType[] => WEBHOOK_EVENTS_OF[e.event] ?? [];
    const subscribed = await subscribedEventTypes(this.db.manager, [...new Set(events.flatMap(typesOf))]);
    for (const event of events) {
      if (!typesOf(event).some((type) => subscribed.has(type))) continue;
      await this.outbox.add('webhooks.dispatch', { messageId: `msg_${randomUUID().replaceAll('-', '')}`, event });
    }
  }
}
