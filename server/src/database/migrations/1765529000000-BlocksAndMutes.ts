import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blocks and mutes between members (issue #28), owned by conn. One row per (blocker, blocked)
 * and per (muter, muted). The primary key answers "did A block B" with one probe; the index on
 * the second column answers it the other way round, so "blocked in either direction" is two
 * index probes, and the lists of one member's blocks or mutes walk the primary key.
 */
export class BlocksAndMutes1765529000000 implements MigrationInterface {
  name = 'BlocksAndMutes1765529000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE blocks (
        blocker_id int NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        blocked_id int NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (blocker_id, blocked_id),
        CHECK (blocker_id <> blocked_id)
      )`);
    await q.query(`CREATE INDEX blocks_blocked_idx ON blocks (blocked_id, blocker_id)`);
    await q.query(`
      CREATE TABLE mutes (
        muter_id int NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        muted_id int NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (muter_id, muted_id),
        CHECK (muter_id <> muted_id)
      )`);
    await q.query(`CREATE INDEX mutes_muted_idx ON mutes (muted_id, muter_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mutes`);
    await q.query(`DROP TABLE blocks`);
  }
}
