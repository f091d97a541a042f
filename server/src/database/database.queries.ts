/** The database infrastructure's own statements (database.repository.ts runs them). */

/** The cheapest round trip: the outage tracker's probe, readiness, the admin tool's check. */
export const PROBE_SQL = 'SELECT 1';

/** Every process of this app takes advisory lock $1 before migrating, so they migrate exactly once. */
export const MIGRATION_LOCK_SQL = 'SELECT pg_advisory_lock($1)';
export const MIGRATION_UNLOCK_SQL = 'SELECT pg_advisory_unlock($1)';

/** The primary's current WAL position: what a replica must have replayed to hold every write committed so far. */
export const PRIMARY_WAL_LSN_SQL = 'SELECT pg_current_wal_lsn()::text AS lsn';

/** A replica's state (read-database.service.ts): whether it is a standby, and how far it has replayed. */
export const REPLICA_STATUS_SQL = 'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replay_lsn';
