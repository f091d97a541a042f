/** The database infrastructure's own statements (database.repository.ts runs them). */

/** The cheapest round trip: the outage tracker's probe, readiness, the admin tool's check. */
export const PROBE_SQL = 'SELECT 1';

/** Every process of this app takes advisory lock $1 before migrating, so they migrate exactly once. */
export const MIGRATION_LOCK_SQL = 'SELECT pg_advisory_lock($1)';
export const MIGRATION_UNLOCK_SQL = 'SELECT pg_advisory_unlock($1)';
