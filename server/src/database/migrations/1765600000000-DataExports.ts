import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members' data exports (export/): one row per request, `pending` until the job has written the
 * ZIP into storage, `ready` (with its key) for 7 days, then `expired` when the expiry job has
 * deleted the file. The rows stay, so the one-export-per-24-hours rule reads the latest request.
 */
export class DataExports1765600000000 implements MigrationInterface {
  name = 'DataExports1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE data_exports (
        export_id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'expired')),
        storage_key varchar(300),
        requested_at timestamptz NOT NULL DEFAULT now(),
        ready_at timestamptz,
        expires_at timestamptz,
        CHECK (status <> 'ready' OR (storage_key IS NOT NULL AND expires_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX data_exports_user_idx ON data_exports (user_id, requested_at DESC)`);
    await q.query(`CREATE INDEX data_exports_due_idx ON data_exports (expires_at) WHERE status = 'ready'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE data_exports`);
  }
}
