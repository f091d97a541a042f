import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryPrepared } from '../database/prepared';
import { friendsEmergencyRequestsSql, lockPrayerRequest } from './prayer-commitments';
import { EmergencyPrayersDto, PrayerMessageDto } from './prayer.dto';
import { msg } from '../i18n';

/** The strip shows at most this many requests. */
export const EMERGENCY_STRIP_SIZE = 3;

/**
 * The strip above the feed: member $1's friends' open emergency requests of the last 24 hours
 * they may see, newest first, minus those they dismissed. A call of its own, so the feed's
 * statement and its plan stay as they are.
 */
export const EMERGENCY_STRIP_SQL = `SELECT e.posts_id, e.user_id, e.user_name, e.profile_picture, e.content, e.created_at
    FROM (${friendsEmergencyRequestsSql(`now() - interval '24 hours'`)}) e
   WHERE NOT EXISTS (SELECT 1 FROM prayer_emergency_dismissals d WHERE d.user_id = $1 AND d.post_id = e.posts_id)
   ORDER BY e.created_at DESC, e.posts_id DESC
   LIMIT ${EMERGENCY_STRIP_SIZE}`;

@Injectable()
export class EmergencyPrayersService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async strip(me: number): Promise<EmergencyPrayersDto> {
    return { posts: await queryPrepared(this.db, EMERGENCY_STRIP_SQL, [me]) };
  }

  /** Hides one request from the member's strip for good (a request they may see; 404 otherwise, 400 for other posts). */
  async dismiss(me: number, postId: number): Promise<PrayerMessageDto> {
    await this.db.transaction(async (m) => {
      await lockPrayerRequest(m, me, postId, false);
      await m.query(`INSERT INTO prayer_emergency_dismissals (user_id, post_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [me, postId]);
    });
    return { message: msg('Dismissed').message };
  }
}
