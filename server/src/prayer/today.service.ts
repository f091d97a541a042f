import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobsService } from '../jobs/jobs.service';
import { PrayerClock } from './prayer-clock';
import { TodayAnswerDto, TodaySettingsDto } from './prayer.dto';
import * as today from './today.repository';

/**
 * "Today" (issue 44): a member's daily selection of prayer requests. Who may see which request is
 * decided in the selection's statement (the visibility rules of every read of posts); the member
 * reads only their own selection and writes only their own settings.
 */
@Injectable()
export class TodayService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: PrayerClock,
    private readonly jobs: JobsService,
  ) {}

  /** Member `me`'s selection for their local day at `now` (the clock's instant by default). */
  async today(me: number, now: Date = this.clock.now()): Promise<TodayAnswerDto> {
    const settings = await today.todaySettings(this.db, me, now);
    const rows = await today.todaySelection(this.db, me, now, settings.day, settings.time_zone, settings.count);
    return { requests: rows, count: settings.count, morning_push: settings.morning_push, day: settings.day };
  }

  /** Saves the count (1–20: the DTO, and the column's check) and, when given, the morning push choice. */
  async updateSettings(me: number, count: number, morningPush: boolean | undefined): Promise<TodaySettingsDto> {
    const saved = await today.saveTodaySettings(this.db, me, count, morningPush);
    // Turned on after this morning's hour (within the late window): today's push comes at once.
    if (morningPush) await this.jobs.add('maintenance.prayer-remind-member', { userId: me }, { removeOnComplete: true, removeOnFail: true });
    return saved;
  }
}
