// Push's public surface: the modules and the service notifications send through.
export { PushModule, PushWorkerModule } from './push.module';
export { PushService } from './push.service';
export { PushSubscriptionEntity } from './push-subscription.entity';
// The guarded outbound client (public addresses only, the checked address pinned, no redirects), also used by webhooks.
export { type CheckedEndpoint, isPublicAddress } from './push-endpoint';
export { sendPushRequest } from './push-request';
