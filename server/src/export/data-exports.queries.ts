import { optionalMemberJoin } from '../users/users.queries';

/** The data_exports table's statements (data-exports.repository.ts). */

/** Serialises one member's export requests until the transaction ends. */
export const LOCK_MEMBER_EXPORTS_SQL = `SELECT pg_advisory_xact_lock(hashtext('data-export'), $1)`;

export const EXPORT_WAIT_SQL = `SELECT extract(epoch FROM (max(requested_at) + make_interval(secs => $2) - now()))::float8 AS wait
       FROM data_exports WHERE user_id = $1 AND status <> 'failed'`;

export const INSERT_EXPORT_SQL = `INSERT INTO data_exports (user_id) VALUES ($1) RETURNING export_id`;

export const EXPORT_BY_ID_SQL = `SELECT d.export_id, d.user_id, d.status, d.storage_key, d.expires_at, COALESCE(u.status = 'deleted', true) AS owner_deleted
       FROM data_exports d ${optionalMemberJoin('u', 'd.user_id')} WHERE d.export_id = $1`;

/** In a CTE, so the driver answers the returned rows (not rows and a count, as for a bare UPDATE). */
export const MARK_READY_SQL = `WITH done AS (UPDATE data_exports SET status = 'ready', storage_key = $2, ready_at = now(), expires_at = now() + make_interval(secs => $3)
                    WHERE export_id = $1 AND status = 'pending' RETURNING expires_at)
     SELECT expires_at FROM done`;

export const MARK_FAILED_SQL = `UPDATE data_exports SET status = 'failed' WHERE export_id = $1 AND status = 'pending'`;

export const EXPIRE_ALL_OF_SQL = `WITH mine AS (SELECT export_id, storage_key FROM data_exports WHERE user_id = $1 AND status IN ('pending', 'ready') FOR UPDATE),
          gone AS (UPDATE data_exports d SET status = 'expired', storage_key = NULL FROM mine WHERE d.export_id = mine.export_id RETURNING mine.storage_key)
     SELECT storage_key FROM gone`;

export const EXPIRE_DUE_SQL = `WITH due AS (SELECT export_id, storage_key FROM data_exports WHERE status = 'ready' AND expires_at <= now() FOR UPDATE),
          gone AS (UPDATE data_exports d SET status = 'expired', storage_key = NULL FROM due WHERE d.export_id = due.export_id RETURNING due.storage_key)
     SELECT storage_key FROM gone`;
