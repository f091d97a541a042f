import { Module, OnModuleInit } from '@nestjs/common';
import { NotiModule, PrayerNoticeReadsService } from '../noti';
import { CommitmentsService } from './commitments.service';
import { EmergencyPrayersService } from './emergency-prayers.service';
import { PRAYER_NOTICE_READS } from './notification.repository';
import { PrayerCheckinsService } from './prayer-checkins.service';
import { PrayerController } from './prayer.controller';
import { PrayerJobsProcessor } from './prayer-jobs.processor';
import { PrayerRemindersService } from './prayer-reminders.service';
import { PrayerStatusService } from './prayer-status.service';
import { PrayersController } from './prayers.controller';
import { PrayersService } from './prayers.service';
import { ReminderSettingsController } from './reminder-settings.controller';
import { ReminderSettingsService } from './reminder-settings.service';
import { PrayerClock } from './prayer-clock';
import { ReachOutController } from './reach-out.controller';
import { ReachOutService } from './reach-out.service';
import { TodayController } from './today.controller';
import { TodayPushService } from './today-push.service';
import { TodayService } from './today.service';

/**
 * "I prayed", who prayed and a request's status (answered, closed, reopened). A module of its own
 * only so that app.module.ts can list it right after PostsModule: openapi.json lists routes in
 * module order, and these were posts' routes.
 */
@Module({
  controllers: [PrayersController],
  providers: [PrayersService, PrayerStatusService],
})
export class PrayerRequestsModule {}

/** Prayer commitments and reminders, my prayer list, check-ins, the emergency strip (issue #33, second half), Today (issue 44). */
@Module({
  imports: [NotiModule],
  controllers: [PrayerController, ReminderSettingsController, TodayController, ReachOutController],
  providers: [
    CommitmentsService, EmergencyPrayersService, PrayerCheckinsService, PrayerRemindersService, ReminderSettingsService,
    PrayerClock, TodayService, TodayPushService, ReachOutService,
  ],
  exports: [PrayerCheckinsService, PrayerRemindersService, TodayPushService],
})
export class PrayerModule implements OnModuleInit {
  constructor(private readonly noticeReads: PrayerNoticeReadsService) {}

  onModuleInit(): void {
    this.noticeReads.register(PRAYER_NOTICE_READS);
  }
}

/** Worker role: the reminder (and Today morning push) and check-in sweeps. */
@Module({ imports: [PrayerModule], providers: [PrayerJobsProcessor] })
export class PrayerWorkerModule {}
