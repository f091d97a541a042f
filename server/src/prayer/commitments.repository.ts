import { DataSource, EntityManager } from 'typeorm';
import { queryPrepared } from '../database/prepared';
import {
  CHECK_TIME_ZONE_SQL, CLAIM_CHECKIN_SQL, CLAIM_REMINDER_SQL, DISMISS_EMERGENCY_SQL, DUE_CHECKINS_SQL, dueRemindersSql, EMERGENCY_STRIP_SQL,
  END_COMMITMENT_BY_MEMBER_SQL, EXPIRE_COMMITMENTS_SQL, KEEP_OPEN_SQL, LOCK_PRAYER_REQUEST_SQL, MEMBER_TIME_ZONE_SQL, myPrayerListSql,
  OPEN_COMMITMENTS_SQL, REMINDER_SETTINGS_SQL, SAVE_REMINDER_SETTINGS_SQL, UPSERT_COMMITMENT_SQL,
} from './commitments.queries';
import { EmergencyPrayerDto } from './prayer.dto';

/**
 * Prayer requests as commitments, reminders, my prayer list, check-ins and the emergency strip
 * (issue #33) read and write them (SQL in commitments.queries.ts). The services hold the rules
 * (commitment-rules.ts for the request's checks).
 */

export interface CommitmentRow {
  post_id: number;
  days: number;
  started_at: Date;
  ends_at: Date;
}

export interface PrayerTarget {
  posts_id: number;
  user_id: number;
  post_type: string;
  prayer_status: string | null;
}

/** The prayer request `postId` as `me` may see it, locked against a concurrent answer or close; undefined when invisible. */
export async function lockPrayerRequestRow(m: EntityManager, me: number, postId: number): Promise<PrayerTarget | undefined> {
  const rows: PrayerTarget[] = await m.query(LOCK_PRAYER_REQUEST_SQL, [me, postId]);
  return rows[0];
}

/** Starts (or replaces) member `me`'s commitment to pray for request `postId` for `days` days from now. */
export async function upsertCommitment(m: EntityManager, me: number, postId: number, days: number): Promise<CommitmentRow> {
  const rows: CommitmentRow[] = await m.query(UPSERT_COMMITMENT_SQL, [postId, me, days]);
  return rows[0];
}

/** Ends member `me`'s running commitment to request `postId` at their word; false when there is none. */
export async function endCommitmentByMember(m: EntityManager, me: number, postId: number): Promise<boolean> {
  // TypeORM answers an UPDATE … RETURNING as [rows, affected].
  const [rows]: [unknown[], number] = await m.query(END_COMMITMENT_BY_MEMBER_SQL, [postId, me]);
  return rows.length > 0;
}

/**
 * Ends member $1's commitments whose days are over by $2 (end_reason 'expired', ended when their
 * days ran out) and answers them with the request's text, for the member to be told.
 */
export async function expireCommitments(m: EntityManager, me: number, now: Date): Promise<Array<{ post_id: number; days: number; content: string }>> {
  const [rows]: [Array<{ post_id: number; days: number; content: string }>, number] = await m.query(EXPIRE_COMMITMENTS_SQL, [me, now]);
  return rows;
}

/**
 * Member $1's running commitments at $2 to open requests they may still see (blocks, removal,
 * the author's status as in every read), oldest commitment first, with the author's name.
 */
export async function openCommitments(m: EntityManager, me: number, now: Date): Promise<Array<{ post_id: number; user_name: string | null; content: string; ends_at: Date }>> {
  return m.query(OPEN_COMMITMENTS_SQL, [me, now]);
}

export interface PrayerListRow {
  posts_id: number;
  user_id: number;
  user_name: string;
  profile_picture: string;
  content: string;
  post_type: string;
  created_at: Date;
  prayer_status: 'open' | 'answered';
  answered_at: Date | null;
  answer_testimony: string | null;
  prayer_count: number;
  activity_at: Date;
  commitment_days: number | null;
  commitment_started_at: Date | null;
  commitment_ends_at: Date | null;
  is_prayed: boolean;
  prayed_today: boolean;
  cursor_ts: string;
}

/** Member `me`'s prayer list page (myPrayerListSql): limit + 1 rows; `after` is the position after which to start. */
export function myPrayerList(db: DataSource, me: number, limit: number, after: { createdAt: string; id: number } | null): Promise<PrayerListRow[]> {
  return queryPrepared<PrayerListRow>(db, myPrayerListSql(limit, Boolean(after), MEMBER_TIME_ZONE_SQL), after ? [me, after.createdAt, after.id] : [me]);
}

export function emergencyStrip(db: DataSource, me: number): Promise<EmergencyPrayerDto[]> {
  return queryPrepared(db, EMERGENCY_STRIP_SQL, [me]);
}

export async function dismissEmergency(m: EntityManager, me: number, postId: number): Promise<void> {
  await m.query(DISMISS_EMERGENCY_SQL, [me, postId]);
}

/** Members whose reminder is due at `now` (or only `userId`), with their local day. */
export function dueReminders(db: DataSource, now: Date, userId?: number): Promise<Array<{ user_id: number; local_day: string }>> {
  return db.query(dueRemindersSql(userId !== undefined), userId !== undefined ? [now, userId] : [now]);
}

/** Claims member `userId`'s reminder of `localDay`; false when it was already sent for that day. */
export async function claimReminder(m: EntityManager, userId: number, localDay: string): Promise<boolean> {
  const claimed: unknown[] = await m.query(CLAIM_REMINDER_SQL, [userId, localDay]);
  return claimed.length > 0;
}

/** Requests whose author is due a check-in at `now` (at most CHECKIN_BATCH). */
export function dueCheckins(db: DataSource, now: Date, days: number): Promise<Array<{ posts_id: number; user_id: number; content: string }>> {
  return db.query(DUE_CHECKINS_SQL, [now, days]);
}

/** Claims request `postId`'s check-in at `now`: its ask count, or undefined when another sweep asked already. */
export async function claimCheckin(db: DataSource, postId: number, now: Date): Promise<number | undefined> {
  const claimed: Array<{ ask_count: number }> = await db.query(CLAIM_CHECKIN_SQL, [postId, now]);
  return claimed[0]?.ask_count;
}

/** The author keeps request `postId` open: asked again in `days` days; answers when. */
export async function keepOpen(m: EntityManager, postId: number, days: number): Promise<Date> {
  const rows: Array<{ next_check_at: Date }> = await m.query(KEEP_OPEN_SQL, [postId, days]);
  return rows[0].next_check_at;
}

export async function reminderSettings(db: DataSource, me: number): Promise<{ reminder_hour: number; time_zone: string; saved: boolean } | undefined> {
  const rows: Array<{ reminder_hour: number; time_zone: string; saved: boolean }> = await db.query(REMINDER_SETTINGS_SQL, [me]);
  return rows[0];
}

/** Fails with PostgreSQL's invalid_parameter_value (22023) when it does not know `timeZone`. */
export async function checkTimeZone(db: DataSource, timeZone: string): Promise<void> {
  await db.query(CHECK_TIME_ZONE_SQL, [timeZone]);
}

export async function saveReminderSettings(db: DataSource, me: number, hour: number, timeZone: string): Promise<void> {
  await db.query(SAVE_REMINDER_SETTINGS_SQL, [me, hour, timeZone]);
}
