import { Pool, QueryResultRow } from 'pg';
import { e2eEnv } from './env';

let pool: Pool | undefined;

/**
 * A parameterised query on the e2e server's database, for arranging data a journey needs
 * (prefer the UI or the API for the behaviour under test). One small pool per worker.
 */
export async function sql<T extends QueryResultRow = QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  pool ??= new Pool({ connectionString: e2eEnv.databaseUrl(), max: 2, idleTimeoutMillis: 1000, allowExitOnIdle: true });
  const { rows } = await pool.query<T>(text, params);
  return rows;
}

/**
 * Closes this process's pool (before its database is dropped, which would end its connections
 * under it). Used by the SDK's package test (sdk/test), which knip does not scan.
 * @public
 */
export async function closeSql(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.end();
}
