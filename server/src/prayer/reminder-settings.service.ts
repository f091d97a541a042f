import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobsService } from '../jobs/jobs.service';
import { ReminderSettingsDto, TIME_ZONE_MESSAGE } from './prayer.dto';

export const DEFAULT_REMINDER_HOUR = 8;
export const DEFAULT_TIME_ZONE = 'UTC';

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
    const rows: Array<{ reminder_hour: number; time_zone: string; saved: boolean }> = await this.db.query(
      `SELECT reminder_hour, time_zone, saved FROM prayer_reminder_settings WHERE user_id = $1`,
      [me],
    );
    const row = rows[0];
    return row?.saved ? { hour: row.reminder_hour, time_zone: row.time_zone, saved: true } : { hour: DEFAULT_REMINDER_HOUR, time_zone: DEFAULT_TIME_ZONE, saved: false };
  }

  /** Saves the time; a reminder already due at the new time today comes at once (the per-member job). */
  async update(me: number, hour: number, timeZone: string): Promise<ReminderSettingsDto> {
    if (!knownToIntl(timeZone)) throw new BadRequestException(TIME_ZONE_MESSAGE);
    await this.db.query(`SELECT now() AT TIME ZONE $1`, [timeZone]).catch((err: { code?: string }) => {
      // invalid_parameter_value: PostgreSQL's "time zone … not recognized".
      throw err.code === '22023' ? new BadRequestException(TIME_ZONE_MESSAGE) : err;
    });
    await this.db.query(
      `INSERT INTO prayer_reminder_settings (user_id, reminder_hour, time_zone, saved, updated_at) VALUES ($1, $2, $3, true, now())
       ON CONFLICT (user_id) DO UPDATE SET reminder_hour = EXCLUDED.reminder_hour, time_zone = EXCLUDED.time_zone, saved = true, updated_at = now()`,
      [me, hour, timeZone],
    );
    await this.jobs.add('maintenance.prayer-remind-member', { userId: me }, { removeOnComplete: true, removeOnFail: true });
    return { hour, time_zone: timeZone, saved: true };
  }
}
