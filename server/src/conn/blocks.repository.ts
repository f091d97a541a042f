import { EntityManager } from 'typeorm';
import { isBlockedBetween } from './conn.queries';

/** Whether a block stands between the two members, either way (two primary-key probes). */
export async function blockedBetween(m: EntityManager, a: number, b: number): Promise<boolean> {
  const rows: Array<{ blocked: boolean }> = await m.query(`SELECT ${isBlockedBetween('$1::int', '$2::int')} AS blocked`, [a, b]);
  return rows[0]?.blocked === true;
}

/** Whether member `blocker` blocked member `blocked` (one primary-key probe). */
export async function hasBlocked(m: EntityManager, blocker: number, blocked: number): Promise<boolean> {
  const rows: unknown[] = await m.query(`SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2`, [blocker, blocked]);
  return rows.length > 0;
}
