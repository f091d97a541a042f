import { MIGRATION_LOCK_SQL, MIGRATION_UNLOCK_SQL, PRIMARY_WAL_LSN_SQL, PROBE_SQL, REPLICA_STATUS_SQL } from './database.queries';

/**
 * The database infrastructure's statements (SQL in database.queries.ts). They take anything that
 * runs a statement: the app's DataSource, or the admin tool's own pg Client.
 */
interface RunsSql {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** One round trip; fails when the database does not answer. */
export async function probe(db: RunsSql): Promise<void> {
  await db.query(PROBE_SQL);
}

/** Waits for the migration lock `key` (a session lock: held until unlocked or the connection ends). */
export async function lockMigrations(db: RunsSql, key: number): Promise<void> {
  await db.query(MIGRATION_LOCK_SQL, [key]);
}

export async function unlockMigrations(db: RunsSql, key: number): Promise<void> {
  await db.query(MIGRATION_UNLOCK_SQL, [key]);
}

/** The primary's current WAL position, as PostgreSQL writes it ("16/B374D848"), and its clock (ms since 1970). */
export async function primaryWalLsn(db: RunsSql): Promise<{ lsn: string; at_ms: number }> {
  const rows = (await db.query(PRIMARY_WAL_LSN_SQL)) as Array<{ lsn: string; at_ms: number }>;
  return rows[0];
}

export interface ReplicaStatusRow {
  standby: boolean;
  replay_lsn: string | null;
  replayed_commit_at_ms: number | null;
}

export async function replicaStatus(db: RunsSql): Promise<ReplicaStatusRow> {
  const rows = (await db.query(REPLICA_STATUS_SQL)) as ReplicaStatusRow[];
  return rows[0];
}
