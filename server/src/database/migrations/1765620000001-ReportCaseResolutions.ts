import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How an operator resolved a report case (issue #29): the action, the note and who (null for the
 * command-line tool). They are only read while the case is `resolved`; a new report reopens the
 * case and a later resolution overwrites them (the audit log keeps every one). Resolved cases are
 * listed newest resolution first from `report_cases_resolved_idx`, as the open queue reads
 * `report_cases_open_idx`.
 */
export class ReportCaseResolutions1765620000001 implements MigrationInterface {
  name = 'ReportCaseResolutions1765620000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE report_cases
        ADD COLUMN resolution_action varchar(20) CHECK (resolution_action IN ('dismiss', 'remove_content', 'warn_author', 'suspend_author')),
        ADD COLUMN resolution_note varchar(1000),
        ADD COLUMN resolved_by int`);
    await q.query(`CREATE INDEX report_cases_resolved_idx ON report_cases (resolved_at DESC, case_id DESC) WHERE status = 'resolved'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX report_cases_resolved_idx`);
    await q.query(`ALTER TABLE report_cases DROP COLUMN resolution_action, DROP COLUMN resolution_note, DROP COLUMN resolved_by`);
  }
}
