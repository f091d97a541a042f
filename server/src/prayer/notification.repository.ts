import { EntityManager } from 'typeorm';
import type { PrayerNoticeReads, PrayerStatusNotice } from '../noti';
import { PRAYER_ANSWERED_AUDIENCE_SQL, PRAYER_CLOSED_AUDIENCE_SQL, PRAYER_STATUS_NOTICE_SQL } from './jobs.queries';

/**
 * Reads of prayer requests for the notifications module (which owns none of these tables): the
 * request whose status changed, and who is to hear of it. Removed requests are not there.
 * PrayerModule registers them with noti's PrayerNoticeReadsService at start.
 */

/** Request `postId` as it is now (its status may have moved on since the event). */
async function prayerStatusNotice(m: EntityManager, postId: number): Promise<PrayerStatusNotice | undefined> {
  const [row]: PrayerStatusNotice[] = await m.query(PRAYER_STATUS_NOTICE_SQL, [postId]);
  return row;
}

/**
 * Everyone who prayed for request $1 or committed to pray for it (each once), who may still read
 * it, in user id order after $2, at most $3: the `prayer_answered` audience, read in batches.
 * Blocks, mutes and inactive accounts are the notification insert's checks.
 */
async function prayerAnsweredAudience(m: EntityManager, postId: number, afterUserId: number, limit: number): Promise<number[]> {
  const rows: Array<{ user_id: number }> = await m.query(PRAYER_ANSWERED_AUDIENCE_SQL, [postId, afterUserId, limit]);
  return rows.map((r) => r.user_id);
}

/**
 * Members whose commitment to request $1 ended because it was closed, in that change (their
 * ended_at is the change's time): the `prayer_closed` audience, in batches as above.
 */
async function prayerClosedAudience(m: EntityManager, postId: number, afterUserId: number, limit: number): Promise<number[]> {
  const rows: Array<{ user_id: number }> = await m.query(PRAYER_CLOSED_AUDIENCE_SQL, [postId, afterUserId, limit]);
  return rows.map((r) => r.user_id);
}

export const PRAYER_NOTICE_READS: PrayerNoticeReads = {
  statusNotice: prayerStatusNotice,
  answeredAudience: prayerAnsweredAudience,
  closedAudience: prayerClosedAudience,
};
