import 'reflect-metadata';
import { runMigrations } from '../../src/database/migrate';
import { databaseUrl, templateName, withAdmin } from './databases';

/** Builds the migrated template database once per run (and only when migrations changed). */
export default async function globalSetup(): Promise<void> {
  const name = templateName();
  await withAdmin(async (c) => {
    // Only one jest process may build the template at a time.
    await c.query('SELECT pg_advisory_lock(727271002)');
    try {
      const exists = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount) return;
      // Templates of other migration sets are left alone: another test run (another checkout on
      // this machine) may be cloning from them right now.
      await c.query(`CREATE DATABASE ${name}_building`);
      await runMigrations(databaseUrl(`${name}_building`));
      await c.query(`ALTER DATABASE ${name}_building RENAME TO ${name}`);
    } finally {
      await c.query('SELECT pg_advisory_unlock(727271002)');
    }
  });
}
