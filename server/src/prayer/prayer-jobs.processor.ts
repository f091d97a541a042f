import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { JobHandler } from '../jobs/job-handler.decorator';
import { JobsService } from '../jobs/jobs.service';
import { PrayerCheckinsService } from './prayer-checkins.service';
import { PrayerRemindersService } from './prayer-reminders.service';
import { TodayPushService } from './today-push.service';

/** The check-in sweep runs at most hourly. */
const CHECKINS_EVERY_MS = 60 * 60 * 1000;

/**
 * Worker: the prayer sweeps as BullMQ repeatable jobs (one scheduler per name in Redis, so they
 * survive restarts and run in one worker at a time): reminders and Today's morning push every PRAYER_JOBS_EVERY_SECONDS,
 * check-ins hourly, and one member's reminder check when they commit or change their time.
 */
@Injectable()
export class PrayerJobsProcessor implements OnApplicationBootstrap {
  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly jobs: JobsService,
    private readonly reminders: PrayerRemindersService,
    private readonly checkins: PrayerCheckinsService,
    private readonly todayPush: TodayPushService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const every = this.settings.prayerJobsEverySeconds * 1000;
    await this.jobs.repeat('maintenance.prayer-reminders', every, {});
    // A check-in a few minutes late matters to nobody; its sweep reads every old open request.
    await this.jobs.repeat('maintenance.prayer-checkins', Math.max(every, CHECKINS_EVERY_MS), {});
  }

  @JobHandler('maintenance.prayer-reminders')
  async sendReminders(): Promise<void> {
    const now = new Date();
    await this.reminders.sendDue(now);
    await this.todayPush.sendDue(now);
  }

  @JobHandler('maintenance.prayer-remind-member')
  async remindMember({ userId }: { userId: number }): Promise<void> {
    const now = new Date();
    await this.reminders.sendDue(now, userId);
    await this.todayPush.sendDue(now, userId);
  }

  @JobHandler('maintenance.prayer-checkins')
  async askCheckins(): Promise<void> {
    await this.checkins.askDue();
  }
}
