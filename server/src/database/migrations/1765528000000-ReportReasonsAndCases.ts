import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports say why (`reason`, optional `details`), members can be reported (`target_type` `user`),
 * and every reported target has one case in `report_cases` for the operators' queue: status
 * `open`/`resolved`, how many members reported it, when first and last. ReportsService writes the
 * report and its case in one statement; a report on a resolved case reopens it (`opened_at`).
 * Reason counts are read from `reports` by target (`reports_target_idx`). A reporter whose account
 * is purged leaves the case's count through the delete trigger (the rows cascade away).
 * The queue reads open cases oldest first from the partial index `report_cases_open_idx`.
 */
export class ReportReasonsAndCases1765528000000 implements MigrationInterface {
  name = 'ReportReasonsAndCases1765528000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reports DROP CONSTRAINT reports_target_type_check`);
    await q.query(`
      ALTER TABLE reports
        ADD CONSTRAINT reports_target_type_check CHECK (target_type IN ('post', 'comment', 'group', 'group_comment', 'user')),
        ADD COLUMN reason varchar(20) NOT NULL DEFAULT 'other'
          CHECK (reason IN ('spam', 'harassment', 'hate', 'violence', 'self_harm', 'sexual_content', 'misinformation', 'other')),
        ADD COLUMN details varchar(1000),
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`CREATE INDEX reports_target_idx ON reports (target_type, target_id)`);
    await q.query(`
      CREATE TABLE report_cases (
        case_id serial PRIMARY KEY,
        target_type varchar(20) NOT NULL CHECK (target_type IN ('post', 'comment', 'group', 'group_comment', 'user')),
        target_id int NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
        reporter_count int NOT NULL DEFAULT 0,
        first_reported_at timestamptz NOT NULL DEFAULT now(),
        last_reported_at timestamptz NOT NULL DEFAULT now(),
        opened_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX report_cases_target_uq ON report_cases (target_type, target_id)`);
    await q.query(`CREATE INDEX report_cases_open_idx ON report_cases (opened_at, case_id) WHERE status = 'open'`);
    // Reports made before cases existed.
    await q.query(`
      INSERT INTO report_cases (target_type, target_id, reporter_count, first_reported_at, last_reported_at, opened_at)
      SELECT target_type, target_id, count(*), min(created_at), max(created_at), min(created_at)
        FROM reports GROUP BY target_type, target_id`);
    await q.query(`
      CREATE FUNCTION report_cases_reporter_gone() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE report_cases SET reporter_count = reporter_count - 1
         WHERE target_type = OLD.target_type AND target_id = OLD.target_id AND reporter_count > 0;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER reports_reporter_gone AFTER DELETE ON reports
        FOR EACH ROW EXECUTE FUNCTION report_cases_reporter_gone()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER reports_reporter_gone ON reports`);
    await q.query(`DROP FUNCTION report_cases_reporter_gone()`);
    await q.query(`DROP TABLE report_cases`);
    await q.query(`DELETE FROM reports WHERE target_type = 'user'`);
    await q.query(`DROP INDEX reports_target_idx`);
    await q.query(`ALTER TABLE reports DROP CONSTRAINT reports_target_type_check`);
    await q.query(`ALTER TABLE reports DROP COLUMN reason, DROP COLUMN details, DROP COLUMN updated_at`);
    await q.query(`ALTER TABLE reports ADD CONSTRAINT reports_target_type_check CHECK (target_type IN ('post', 'comment', 'group', 'group_comment'))`);
  }
}
