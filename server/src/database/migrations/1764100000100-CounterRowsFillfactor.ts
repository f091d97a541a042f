import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Likes and comments move counters on posts and comments rows. With full pages every such update
 * wrote a new row version elsewhere and a new entry in each of the table's indexes (at scale M,
 * 2 of every 100 post updates were HOT). Leaving room in each page lets PostgreSQL keep the new
 * version on the same page without touching the indexes (a HOT update). Applies to pages written
 * from now on; `VACUUM FULL` (or pg_repack) applies it to existing rows.
 */
export class CounterRowsFillfactor1764100000100 implements MigrationInterface {
  name = 'CounterRowsFillfactor1764100000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE posts SET (fillfactor = 85)`);
    await q.query(`ALTER TABLE comments SET (fillfactor = 90)`);
    await q.query(`ALTER TABLE group_comments SET (fillfactor = 90)`);
    await q.query(`ALTER TABLE groups SET (fillfactor = 90)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['posts', 'comments', 'group_comments', 'groups']) await q.query(`ALTER TABLE ${table} RESET (fillfactor)`);
  }
}
