import { DataSource, EntityManager } from 'typeorm';
import { queryPrepared } from '../database/prepared';
import { CLAIM_TODAY_PUSH_SQL, dueTodayPushesSql, SAVE_TODAY_SETTINGS_SQL, TODAY_SELECTION_SQL, TODAY_SETTINGS_SQL } from './today.queries';

/** "Today" (issue 44): a member's daily selection, its settings and the morning push (SQL in today.queries.ts). */

export interface TodaySettingsRow {
  time_zone: string;
  count: number;
  morning_push: boolean;
  /** The member's local date, YYYY-MM-DD. */
  day: string;
}

export interface TodayRow {
  posts_id: number;
  user_id: number;
  user_name: string;
  profile_picture: string;
  content: string;
  post_type: string;
  created_at: Date;
  prayer_count: number;
  committed: boolean;
  is_prayed: boolean;
  prayed_today: boolean;
}

/** Member `me`'s Today settings (defaults without a row) and their local day at `now`. */
export async function todaySettings(db: DataSource | EntityManager, me: number, now: Date): Promise<TodaySettingsRow> {
  const rows: TodaySettingsRow[] = await db.query(TODAY_SETTINGS_SQL, [me, now]);
  return rows[0];
}

/** Member `me`'s selection of local day `day` (zone `timeZone`, instant `now`), at most `count`. */
export function todaySelection(db: DataSource, me: number, now: Date, day: string, timeZone: string, count: number): Promise<TodayRow[]> {
  return queryPrepared<TodayRow>(db, TODAY_SELECTION_SQL, [me, now, day, timeZone, count]);
}

/** Saves the count and, unless undefined, the morning push choice; answers both as saved. */
export async function saveTodaySettings(db: DataSource, me: number, count: number, morningPush: boolean | undefined): Promise<{ count: number; morning_push: boolean }> {
  const rows: Array<{ count: number; morning_push: boolean }> = await db.query(SAVE_TODAY_SETTINGS_SQL, [me, count, morningPush ?? null]);
  return rows[0];
}

/** Members whose morning push is due at `now` (or only `userId`), with their local day. */
export function dueTodayPushes(db: DataSource, now: Date, userId?: number): Promise<Array<{ user_id: number; local_day: string }>> {
  return db.query(dueTodayPushesSql(userId !== undefined), userId !== undefined ? [now, userId] : [now]);
}

/** Claims member `userId`'s morning push of `localDay`; false when another sweep sent it (or it was turned off). */
export async function claimTodayPush(db: DataSource, userId: number, localDay: string): Promise<boolean> {
  // An UPDATE answers [rows, count] through TypeORM.
  const [rows]: [unknown[], number] = await db.query(CLAIM_TODAY_PUSH_SQL, [userId, localDay]);
  return rows.length > 0;
}
