/** The database infrastructure's own statements (database.repository.ts runs them). */

/** The cheapest round trip: the outage tracker's probe, readiness, the admin tool's check. */
export const PROBE_SQL = 'SELECT 1';

/** Every process of this app takes advisory lock $1 before migrating, so they migrate exactly once. */
export const MIGRATION_LOCK_SQL = 'SELECT pg_advisory_lock($1)';
export const MIGRATION_UNLOCK_SQL = 'SELECT pg_advisory_unlock($1)';

/**
 * The primary's current WAL position (what a replica must have replayed to hold every write
 * committed so far) and its clock in ms, which replicas' commit timestamps are compared with.
 */
export const PRIMARY_WAL_LSN_SQL = 'SELECT pg_current_wal_lsn()::text AS lsn, (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS at_ms';

/**
 * A replica's state (read-database.service.ts): whether it is a standby, how far it has replayed,
 * and the primary's commit time (ms) of the last transaction it replayed.
 */
export const REPLICA_STATUS_SQL = `SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replay_lsn,
  (extract(epoch FROM pg_last_xact_replay_timestamp()) * 1000)::float8 AS replayed_commit_at_ms`;
