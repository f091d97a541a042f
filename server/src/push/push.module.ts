import { Module } from '@nestjs/common';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { PushController } from './push.controller';
import { PushProcessor } from './push.processor';
import { PushService } from './push.service';
import { resolveVapidKeys, VAPID_KEYS } from './vapid-keys';

const vapidProvider = { provide: VAPID_KEYS, inject: [SETTINGS], useFactory: (s: Settings) => resolveVapidKeys(s) };

/** Push subscriptions and the PushService other modules call to reach members' devices. */
@Module({
  controllers: [PushController],
  providers: [vapidProvider, PushSubscriptionsService, PushService],
  exports: [PushService, PushSubscriptionsService, VAPID_KEYS],
})
export class PushModule {}

/** Worker role: delivery of push messages. */
@Module({ imports: [PushModule], providers: [PushProcessor] })
export class PushWorkerModule {}
