import { EntityManager } from 'typeorm';
import { activeMemberJoin } from '../users/users.queries';

/**
 * Device-session statements other modules need (they own no session row): each on the caller's
 * EntityManager, so it runs in the caller's transaction.
 */

/** Ends every session of the member; the caller forgets them in SessionCacheService. */
export async function deleteMemberSessions(m: EntityManager, userId: number): Promise<void> {
  await m.query(`DELETE FROM device_sessions WHERE user_id = $1`, [userId]);
}

/** Those of these sessions that still exist, of active members. */
export async function liveSessionIds(m: EntityManager, sessionIds: number[]): Promise<Set<number>> {
  const rows: Array<{ session_id: number }> = await m.query(
    `SELECT s.session_id FROM device_sessions s ${activeMemberJoin('u', 's.user_id')}
        WHERE s.session_id = ANY($1::int[])`,
    [sessionIds],
  );
  return new Set(rows.map((r) => r.session_id));
}
