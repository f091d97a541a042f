import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobsService } from '../jobs/jobs.service';
import * as commitments from './commitments.repository';
import { DEFAULT_REMINDER_HOUR, DEFAULT_TIME_ZONE } from './limits';
import { ReminderSettingsDto, TIME_ZONE_MESSAGE } from './prayer.dto';


/** Whether both the runtime (Intl) and PostgreSQL know the zone: the reminder's time is computed by the latter. */
function knownToIntl(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A member's daily prayer reminder time (hour and IANA zone); table prayer_reminder_settings. */
@Injectable()
export class ReminderSettingsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobsService,
  ) {}

  async get(me: number): Promise<ReminderSettingsDto> {
    const row = await commitments.reminderSettings(this.db, me);
    return row?.saved ? { hour: row.reminder_hour, time_zone: row.time_zone, saved: true } : { hour: DEFAULT_REMINDER_HOUR, time_zone: DEFAULT_TIME_ZONE, saved: false };
  }

  /** Saves the time; a reminder already due at the new time today comes at once (the per-member job). */
  async update(me: number, hour: number, timeZone: string): Promise<ReminderSettingsDto> {
    if (!knownToIntl(timeZone)) throw new BadRequestException(TIME_ZONE_MESSAGE);
    await commitments.checkTimeZone(this.db, timeZone).catch((err: { code?: string }) => {
      // invalid_parameter_value: PostgreSQL's "time zone … not recognized".
      throw err.code === '22023' ? new BadRequestException(TIME_ZONE_MESSAGE) : err;
    });
    await commitments.saveReminderSettings(this.db, me, hour, timeZone);
    await this.jobs.add('maintenance.prayer-remind-member', { userId: me }, { removeOnComplete: true, removeOnFail: true });
    return { hour, time_zone: timeZone, saved: true };
  }
}
