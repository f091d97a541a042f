import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The feed's page statement adds the reader's own posts still waiting for media (a second branch
 * beside the ready posts). Through posts_author_idx that branch read every post of the reader,
 * scattered over the table, to find none: about a fifth of the statement's cost, and most of its
 * reads from outside PostgreSQL's buffers. This partial index holds only the posts not ready yet
 * (none, most of the time), so the branch reads one or two index pages.
 */
export class UnreadyPostsIndex1764700000000 implements MigrationInterface {
  name = 'UnreadyPostsIndex1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX posts_unready_idx ON posts (user_id, created_at DESC, posts_id DESC) WHERE NOT is_ready`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS posts_unready_idx`);
  }
}
