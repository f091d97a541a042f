import { EntityManager } from 'typeorm';
import { EXPIRE_ALL_OF_SQL, EXPIRE_DUE_SQL, EXPORT_BY_ID_SQL, EXPORT_WAIT_SQL, INSERT_EXPORT_SQL, LOCK_MEMBER_EXPORTS_SQL, MARK_FAILED_SQL, MARK_READY_SQL } from './data-exports.queries';

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
  await m.query(LOCK_MEMBER_EXPORTS_SQL, [userId]);
  const [row]: Array<{ wait: number }> = await m.query(
    EXPORT_WAIT_SQL,
    [userId, EXPORT_INTERVAL_SECONDS],
  );
  return Math.max(0, row?.wait ?? 0);
}

export async function insertExport(m: EntityManager, userId: number): Promise<number> {
  const [row]: Array<{ export_id: number }> = await m.query(INSERT_EXPORT_SQL, [userId]);
  return row.export_id;
}

export async function exportById(m: EntityManager, exportId: number): Promise<DataExportRow | undefined> {
  const [row]: DataExportRow[] = await m.query(
    EXPORT_BY_ID_SQL,
    [exportId],
  );
  return row;
}

/** Marks a pending export ready with its file; answers its expiry, or undefined when it was not pending. */
export async function markReady(m: EntityManager, exportId: number, storageKey: string, ttlSeconds: number): Promise<Date | undefined> {
  const rows: Array<{ expires_at: Date }> = await m.query(
    MARK_READY_SQL,
    [exportId, storageKey, ttlSeconds],
  );
  return rows[0]?.expires_at;
}

/** Marks a pending export failed (its job gave up, or could not be queued), so the member may ask again. */
export async function markFailed(m: EntityManager, exportId: number): Promise<void> {
  await m.query(MARK_FAILED_SQL, [exportId]);
}

/**
 * Ends every pending or ready export of member `userId` (their account was deleted): expired, its
 * file no longer referenced, so a job still building one finds it no longer pending and keeps
 * nothing. Answers the files to delete.
 */
export async function expireAllOf(m: EntityManager, userId: number): Promise<string[]> {
  const rows: Array<{ storage_key: string | null }> = await m.query(
    EXPIRE_ALL_OF_SQL,
    [userId],
  );
  return rows.flatMap((r) => (r.storage_key ? [r.storage_key] : []));
}

/** Marks every ready export past its expiry expired; answers their files, to delete. */
export async function expireDue(m: EntityManager): Promise<string[]> {
  const rows: Array<{ storage_key: string }> = await m.query(
    EXPIRE_DUE_SQL,
  );
  return rows.map((r) => r.storage_key);
}
