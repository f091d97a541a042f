import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { lockMigrations, unlockMigrations } from './database.repository';

// Any fixed number: every process of this app takes the same lock before migrating.
const MIGRATION_LOCK = 727_271_001;

/**
 * Runs pending migrations under a PostgreSQL advisory lock, so that several API and worker
 * processes starting together migrate exactly once.
 */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const ds = new DataSource({ ...dataSourceOptions(databaseUrl), extra: { max: 1 } });
  await ds.initialize();
  try {
    await lockMigrations(ds, MIGRATION_LOCK);
    try {
      const done = await ds.runMigrations({ transaction: 'each' });
      return done.map((m) => m.name);
    } finally {
      await unlockMigrations(ds, MIGRATION_LOCK);
    }
  } finally {
    await ds.destroy();
  }
}
