// Push's public surface: the modules and the service notifications send through.
export { PushModule, PushWorkerModule } from './push.module';
export { PushService } from './push.service';
export { PushSubscriptionEntity } from './push-subscription.entity';
