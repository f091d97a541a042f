import { Module } from '@nestjs/common';
import { GroupsModule } from '../groups';
import { WebhookDeliveriesProcessor } from './webhook-deliveries.processor';
import { WebhookEventsListener } from './webhook-events.listener';
import { WebhookMessagesService } from './webhook-messages.service';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/** Webhooks (issue 45): the routes, and the listener handing domain events to the worker (in every role: events are published in both). */
@Module({
  imports: [GroupsModule],
  controllers: [WebhooksController],
  providers: [WebhooksService, WebhookEventsListener, WebhookMessagesService],
  exports: [WebhookMessagesService],
})
export class WebhooksModule {}

/** Worker role: dispatching and delivering webhook messages. */
@Module({ imports: [WebhooksModule], providers: [WebhookDeliveriesProcessor] })
export class WebhooksWorkerModule {}
