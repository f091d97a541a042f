import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A data export whose job gave up is `failed` instead of staying `pending`: the
 * one-export-per-24-hours rule leaves failed requests out, so the member may ask again at once.
 */
export class DataExportFailed1765610000000 implements MigrationInterface {
  name = 'DataExportFailed1765610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE data_exports DROP CONSTRAINT data_exports_status_check`);
    await q.query(`ALTER TABLE data_exports ADD CONSTRAINT data_exports_status_check CHECK (status IN ('pending', 'ready', 'expired', 'failed'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE data_exports SET status = 'expired' WHERE status = 'failed'`);
    await q.query(`ALTER TABLE data_exports DROP CONSTRAINT data_exports_status_check`);
    await q.query(`ALTER TABLE data_exports ADD CONSTRAINT data_exports_status_check CHECK (status IN ('pending', 'ready', 'expired'))`);
  }
}
