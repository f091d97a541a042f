import { EntityManager } from 'typeorm';
import {
  HAND_OVER_ADMIN_SQL,
  HAND_OVER_HOST_SQL,
  LOCK_GROUPS_SQL,
  UNCOUNT_COMMENTS_SQL,
  UNCOUNT_LIKES_SQL,
  UNCOUNT_MEMBERSHIPS_SQL,
} from './member-purge.queries';

/**
 * The groups module's part of a member's purge (auth/account-purge.processor.ts purgeDeleted runs the
 * steps of every owner in one transaction, in this order: groups locked, posts locked, groups
 * handed over, posts uncounted, groups uncounted; then the row goes and ON DELETE CASCADE takes
 * the member's rows).
 */

export async function lockPurgedMemberGroups(m: EntityManager, userId: number): Promise<void> {
  await m.query(LOCK_GROUPS_SQL, [userId]);
}

export async function handOverPurgedMemberGroups(m: EntityManager, userId: number): Promise<void> {
  for (const sql of [HAND_OVER_ADMIN_SQL, HAND_OVER_HOST_SQL]) await m.query(sql, [userId]);
}

export async function uncountPurgedMemberInGroups(m: EntityManager, userId: number): Promise<void> {
  for (const sql of [UNCOUNT_LIKES_SQL, UNCOUNT_COMMENTS_SQL, UNCOUNT_MEMBERSHIPS_SQL]) await m.query(sql, [userId]);
}
