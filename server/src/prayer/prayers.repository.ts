import { DataSource, EntityManager } from 'typeorm';
import { queryPrepared } from '../database/prepared';
import type { PrayerStatus } from '../posts';
import { PrayedMemberDto, PrayerStatusAnswerDto } from './prayer.dto';
import {
  END_COMMITMENTS_ON_STATUS_SQL, LOCK_REQUEST_FOR_STATUS_SQL, PRAY_SQL, PRAY_TARGET_SQL, prayersPageSql, SET_PRAYER_STATUS_SQL, UNPRAY_SQL,
} from './prayers.queries';

/** "I prayed", who prayed and a request's status (SQL in prayers.queries.ts). */

export interface PrayTarget {
  posts_id: number;
  user_id: number;
  is_request: boolean;
}

export interface PrayerCountChange {
  prayer_count: number;
  changed: number;
}

/** Post `postId` if `me` may see it, with whether it is a prayer request. */
export async function prayTarget(db: DataSource, me: number, postId: number): Promise<PrayTarget | undefined> {
  const [row] = await queryPrepared<PrayTarget>(db, PRAY_TARGET_SQL, [me, postId]);
  return row;
}

/** `me` prays (or no longer) for request `postId`; undefined when it is not a visible prayer request. */
export async function changePrayer(db: DataSource, prayed: boolean, me: number, postId: number): Promise<PrayerCountChange | undefined> {
  const [row] = await queryPrepared<PrayerCountChange>(db, prayed ? PRAY_SQL : UNPRAY_SQL, [me, postId]);
  return row;
}

/** A page of who prayed for `postId` as `me` may see them; `after` is the position after which to start. */
export function prayersPage(
  db: DataSource,
  me: number,
  postId: number,
  after: { createdAt: string; id: number } | null,
): Promise<Array<PrayedMemberDto & { cursor_ts: string }>> {
  const params: unknown[] = after ? [me, postId, after.createdAt, after.id] : [me, postId];
  return queryPrepared<PrayedMemberDto & { cursor_ts: string }>(db, prayersPageSql(after !== null), params);
}

/** Request `postId` as `me` may see it, locked for a status change. */
export async function lockRequestForStatus(m: EntityManager, me: number, postId: number): Promise<{ user_id: number; prayer_status: PrayerStatus | null } | undefined> {
  const [post]: Array<{ user_id: number; prayer_status: PrayerStatus | null }> = await m.query(LOCK_REQUEST_FOR_STATUS_SQL, [me, postId]);
  return post;
}

export async function setPrayerStatus(m: EntityManager, postId: number, to: PrayerStatus, testimony: string | null): Promise<PrayerStatusAnswerDto> {
  const [row]: PrayerStatusAnswerDto[] = await m.query(SET_PRAYER_STATUS_SQL, [postId, to, testimony]);
  return row;
}

/** The request's running commitments end with reason `to` ('answered' or 'closed'). */
export async function endCommitmentsOnStatus(m: EntityManager, postId: number, to: PrayerStatus): Promise<void> {
  await m.query(END_COMMITMENTS_ON_STATUS_SQL, [postId, to]);
}
