import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The job outbox (issue 39): a job that could not be queued because Redis was away waits here,
 * and the workers' relay queues it once Redis is back (jobs/job-outbox.service.ts). Empty
 * unless Redis is or was away. `job_id` is the BullMQ job id the relay queues it under, so a
 * relay that queued a row and then failed to delete it queues it again as the same job.
 */
export class JobOutbox1765772000000 implements MigrationInterface {
  name = 'JobOutbox1765772000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE job_outbox (
        id bigserial PRIMARY KEY,
        job_name text NOT NULL,
        job_id text NOT NULL,
        payload jsonb NOT NULL,
        opts jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS job_outbox`);
  }
}
