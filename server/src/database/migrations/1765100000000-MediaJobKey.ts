import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Media jobs: `job_key` makes a file's job id unique per row, not per serial id. After a database
 * restore (or with two deployments on one Redis prefix) a new row can get the id of a row whose
 * job BullMQ still keeps as completed, and a job added under an existing id is silently dropped.
 * The partial index serves the per-member quota of files waiting for processing.
 */
export class MediaJobKey1765100000000 implements MigrationInterface {
  name = 'MediaJobKey1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE media ADD COLUMN job_key uuid NOT NULL DEFAULT gen_random_uuid()`);
    await q.query(`CREATE INDEX media_pending_user_idx ON media (user_id) WHERE status = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX media_pending_user_idx`);
    await q.query(`ALTER TABLE media DROP COLUMN job_key`);
  }
}
