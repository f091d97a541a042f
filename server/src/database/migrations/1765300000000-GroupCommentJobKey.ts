import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Group comment fan-out jobs: `job_key` makes their ids unique per row, not per serial id. After
 * a database restore (or with two deployments on one Redis prefix) a new comment can get the id
 * of one whose fan-out BullMQ still keeps as finished, and a job added under an existing id is
 * silently dropped, so nobody would be told of the new comment.
 */
export class GroupCommentJobKey1765300000000 implements MigrationInterface {
  name = 'GroupCommentJobKey1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE group_comments ADD COLUMN job_key uuid NOT NULL DEFAULT gen_random_uuid()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE group_comments DROP COLUMN job_key`);
  }
}
