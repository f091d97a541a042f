// Notifications' public surface: the modules and the entities the app registers.
export { NotiModule, NotiWorkerModule } from './noti.module';
export { AnnouncementsModule } from './announcements/announcements.module';
export { AnnouncementEntity } from './announcements/announcement.entity';
export { NotificationEntity } from './notification.entity';
export { exportedNotifications } from './notifications.repository';
export { setNotificationsHiddenAbout } from './removed-content-notifications.repository';
export { ModerationNoticesService } from './moderation-notices.service';
export { PrayerNoticesService } from './prayer-notices.service';
export { PrayerNoticeReadsService, type PrayerNoticeReads, type PrayerStatusNotice } from './prayer-notice-reads';
