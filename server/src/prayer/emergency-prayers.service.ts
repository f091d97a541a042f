import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { lockPrayerRequest } from './commitment-rules';
import * as commitments from './commitments.repository';
import { EmergencyPrayersDto, PrayerMessageDto } from './prayer.dto';
import { msg } from '../i18n';

/** The strip above the feed (EMERGENCY_STRIP_SQL, commitments.queries.ts) and its dismissals. */
@Injectable()
export class EmergencyPrayersService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async strip(me: number): Promise<EmergencyPrayersDto> {
    return { posts: await commitments.emergencyStrip(this.db, me) };
  }

  /** Hides one request from the member's strip for good (a request they may see; 404 otherwise, 400 for other posts). */
  async dismiss(me: number, postId: number): Promise<PrayerMessageDto> {
    await this.db.transaction(async (m) => {
      await lockPrayerRequest(m, me, postId, false);
      await commitments.dismissEmergency(m, me, postId);
    });
    return { message: msg('Dismissed').message };
  }
}
