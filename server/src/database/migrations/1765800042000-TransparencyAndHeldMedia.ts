import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rest of issue 42.
 * - `moderation_decisions.case_opened_at`: when the case the decision closed was (re)opened, copied
 *   at the decision, so the transparency report's time to decision does not move when the case
 *   opens again later.
 * - `report_cases.matched_phrase`: the watched phrase that opened an automated case, shown to the
 *   moderators.
 * - `comments.media_pending`, `group_comments.media_pending`: the comment still waits for its media.
 *   A held comment is not ready whatever its media, so approving it needs to know whether its
 *   media are done (posts have `media_state` for this).
 * - Indexes on the creation (and decision) times, which the transparency report aggregates by month.
 */
export class TransparencyAndHeldMedia1765800042000 implements MigrationInterface {
  name = 'TransparencyAndHeldMedia1765800042000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE moderation_decisions ADD COLUMN case_opened_at timestamptz`);
    await q.query(`ALTER TABLE report_cases ADD COLUMN matched_phrase varchar(100)`);
    await q.query(`ALTER TABLE comments ADD COLUMN media_pending boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE group_comments ADD COLUMN media_pending boolean NOT NULL DEFAULT false`);
    // Comments waiting for media today (held ones are taken as done, as approving them assumed).
    await q.query(`UPDATE comments SET media_pending = true WHERE NOT is_ready AND held_at IS NULL AND removed_at IS NULL`);
    await q.query(`UPDATE group_comments SET media_pending = true WHERE NOT is_ready AND held_at IS NULL AND removed_at IS NULL`);
    await q.query(`CREATE INDEX reports_created_idx ON reports (created_at)`);
    await q.query(`CREATE INDEX moderation_decisions_created_idx ON moderation_decisions (created_at)`);
    await q.query(`CREATE INDEX appeals_created_idx ON appeals (created_at)`);
    await q.query(`CREATE INDEX appeals_decided_idx ON appeals (decided_at) WHERE decided_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS appeals_decided_idx`);
    await q.query(`DROP INDEX IF EXISTS appeals_created_idx`);
    await q.query(`DROP INDEX IF EXISTS moderation_decisions_created_idx`);
    await q.query(`DROP INDEX IF EXISTS reports_created_idx`);
    await q.query(`ALTER TABLE group_comments DROP COLUMN IF EXISTS media_pending`);
    await q.query(`ALTER TABLE comments DROP COLUMN IF EXISTS media_pending`);
    await q.query(`ALTER TABLE report_cases DROP COLUMN IF EXISTS matched_phrase`);
    await q.query(`ALTER TABLE moderation_decisions DROP COLUMN IF EXISTS case_opened_at`);
  }
}
