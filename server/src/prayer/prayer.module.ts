import { Module } from '@nestjs/common';
import { NotiModule } from '../noti';
import { CommitmentsService } from './commitments.service';
import { EmergencyPrayersService } from './emergency-prayers.service';
import { PrayerCheckinsService } from './prayer-checkins.service';
import { PrayerController } from './prayer.controller';
import { PrayerJobsProcessor } from './prayer-jobs.processor';
import { PrayerRemindersService } from './prayer-reminders.service';
import { ReminderSettingsController } from './reminder-settings.controller';
import { ReminderSettingsService } from './reminder-settings.service';

/** Prayer commitments and reminders, my prayer list, check-ins, the emergency strip (issue #33, second half). */
@Module({
  imports: [NotiModule],
  controllers: [PrayerController, ReminderSettingsController],
  providers: [CommitmentsService, EmergencyPrayersService, PrayerCheckinsService, PrayerRemindersService, ReminderSettingsService],
  exports: [PrayerCheckinsService, PrayerRemindersService],
})
export class PrayerModule {}

/** Worker role: the reminder and check-in sweeps. */
@Module({ imports: [PrayerModule], providers: [PrayerJobsProcessor] })
export class PrayerWorkerModule {}
