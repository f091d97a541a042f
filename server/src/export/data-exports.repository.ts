import { EntityManager } from 'typeorm';
import { optionalMemberJoin } from '../users/users.queries';

/**
 * The data_exports table (export/ owns it): one row per requested export of a member's data,
 * `pending` until the job has written the ZIP, `ready` with its storage key until it expires,
 * then `expired` (file deleted; the row stays as the record of when the member last asked), or
 * `failed` when the job gave up (it does not count against the member's next request).
 */

export interface DataExportRow {
  export_id: number;
  user_id: number;
  status: 'pending' | 'ready' | 'expired' | 'failed';
  storage_key: string | null;
  expires_at: Date | null;
  /** The member deleted the account (or a moderator rejected the registration): the link is dead at once. */
  owner_deleted: boolean;
}

/** Members may ask for one export per this many seconds. */
export const EXPORT_INTERVAL_SECONDS = 24 * 3600;

/**
 * In the caller's transaction: serialises member `userId`'s requests (an advisory lock), then
 * answers the seconds until they may ask again (0: now). A failed export never made a file, so
 * it does not count.
 */
export async function lockAndWaitSeconds(m: EntityManager, userId: number): Promise<number> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext('data-export'), $1)`, [userId]);
  const [row]: Array<{ wait: number }> = await m.query(
    `SELECT extract(epoch FROM (max(requested_at) + make_interval(secs => $2) - now()))::float8 AS wait
       FROM data_exports WHERE user_id = $1 AND status <> 'failed'`,
    [userId, EXPORT_INTERVAL_SECONDS],
  );
  return Math.max(0, row?.wait ?? 0);
}

export async function insertExport(m: EntityManager, userId: number): Promise<number> {
  const [row]: Array<{ export_id: number }> = await m.query(`INSERT INTO data_exports (user_id) VALUES ($1) RETURNING export_id`, [userId]);
  return row.export_id;
}

export async function exportById(m: EntityManager, exportId: number): Promise<DataExportRow | undefined> {
  const [row]: DataExportRow[] = await m.query(
    `SELECT d.export_id, d.user_id, d.status, d.storage_key, d.expires_at, COALESCE(u.status = 'deleted', true) AS owner_deleted
       FROM data_exports d ${optionalMemberJoin('u', 'd.user_id')} WHERE d.export_id = $1`,
    [exportId],
  );
  return row;
}

/** Marks a pending export ready with its file; answers its expiry, or undefined when it was not pending. */
export async function markReady(m: EntityManager, exportId: number, storageKey: string, ttlSeconds: number): Promise<Date | undefined> {
  // In a CTE, so the driver answers the returned rows (not rows and a count, as for a bare UPDATE).
  const rows: Array<{ expires_at: Date }> = await m.query(
    `WITH done AS (UPDATE data_exports SET status = 'ready', storage_key = $2, ready_at = now(), expires_at = now() + make_interval(secs => $3)
                    WHERE export_id = $1 AND status = 'pending' RETURNING expires_at)
     SELECT expires_at FROM done`,
    [exportId, storageKey, ttlSeconds],
  );
  return rows[0]?.expires_at;
}

/** Marks a pending export failed (its job gave up, or could not be queued), so the member may ask again. */
export async function markFailed(m: EntityManager, exportId: number): Promise<void> {
  await m.query(`UPDATE data_exports SET status = 'failed' WHERE export_id = $1 AND status = 'pending'`, [exportId]);
}

/**
 * Ends every pending or ready export of member `userId` (their account was deleted): expired, its
 * file no longer referenced, so a job still building one finds it no longer pending and keeps
 * nothing. Answers the files to delete.
 */
export async function expireAllOf(m: EntityManager, userId: number): Promise<string[]> {
  const rows: Array<{ storage_key: string | null }> = await m.query(
    `WITH mine AS (SELECT export_id, storage_key FROM data_exports WHERE user_id = $1 AND status IN ('pending', 'ready') FOR UPDATE),
          gone AS (UPDATE data_exports d SET status = 'expired', storage_key = NULL FROM mine WHERE d.export_id = mine.export_id RETURNING mine.storage_key)
     SELECT storage_key FROM gone`,
    [userId],
  );
  return rows.flatMap((r) => (r.storage_key ? [r.storage_key] : []));
}

/** Marks every ready export past its expiry expired; answers their files, to delete. */
export async function expireDue(m: EntityManager): Promise<string[]> {
  const rows: Array<{ storage_key: string }> = await m.query(
    `WITH due AS (SELECT export_id, storage_key FROM data_exports WHERE status = 'ready' AND expires_at <= now() FOR UPDATE),
          gone AS (UPDATE data_exports d SET status = 'expired', storage_key = NULL FROM due WHERE d.export_id = due.export_id RETURNING due.storage_key)
     SELECT storage_key FROM gone`,
  );
  return rows.map((r) => r.storage_key);
}
