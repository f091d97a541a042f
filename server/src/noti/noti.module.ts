import { Module } from '@nestjs/common';
import { GroupsModule } from '../groups';
import { PostsModule } from '../posts';
import { PushModule } from '../push';
import { BlockEventsListener } from './block-events.listener';
import { CompatNotificationsService } from './compat-notifications.service';
import { ModerationNoticesService } from './moderation-notices.service';
import { PrayerNoticeReadsService } from './prayer-notice-reads';
import { PrayerNoticesService } from './prayer-notices.service';
import { EmailDigestProcessor } from './email/email-digest.processor';
import { UrgentMailService } from './email/urgent-mail.service';
import { UnsubscribeController } from './email/unsubscribe.controller';
import { UnsubscribeService } from './email/unsubscribe.service';
import { GroupFanOutProcessor } from './group-fan-out.processor';
import { NotiController } from './noti.controller';
import { NotificationDeliveryService } from './notification-delivery.service';
import { NotificationDeriveProcessor } from './notification-derive.processor';
import { NotificationEventsBridgeService } from './notification-events-bridge.service';
import { NotificationDeriveService } from './notification-derive.service';
import { NotificationInboxService } from './notification-inbox.service';
import { NotificationsService } from './notifications.service';
import { NotificationStreamService } from './realtime/notification-stream.service';
import { StreamTicketsService } from './realtime/stream-tickets.service';

/** In-app notifications: derived from domain events, listed, counted, streamed live; e-mail unsubscribe. */
@Module({
  // Posts and groups: their reading rules for the older clients' calls (compat-notifications.service.ts).
  imports: [PushModule, PostsModule, GroupsModule],
  controllers: [NotiController, UnsubscribeController],
  providers: [
    NotificationsService,
    NotificationDeliveryService,
    NotificationDeriveService,
    NotificationEventsBridgeService,
    NotificationInboxService,
    NotificationStreamService,
    StreamTicketsService,
    CompatNotificationsService,
    UnsubscribeService,
    BlockEventsListener,
    ModerationNoticesService,
    PrayerNoticesService,
    PrayerNoticeReadsService,
    UrgentMailService,
  ],
  exports: [NotificationsService, NotificationDeliveryService, NotificationDeriveService, ModerationNoticesService, PrayerNoticesService, PrayerNoticeReadsService],
})
export class NotiModule {}

/** Worker role: deriving notifications from events, group comment fan-out and notification e-mails. */
@Module({ imports: [NotiModule], providers: [GroupFanOutProcessor, EmailDigestProcessor, NotificationDeriveProcessor] })
export class NotiWorkerModule {}
