import { MigrationInterface, QueryRunner } from 'typeorm';

const OLD_REASONS = `'spam', 'harassment', 'hate', 'violence', 'self_harm', 'sexual_content', 'misinformation', 'other'`;
const REASONS = `${OLD_REASONS}, 'spiritual_abuse', 'fundraising_scam', 'private_information'`;

/**
 * Reports and the community rules (issue 42): a report may cite a rule (`rule_id`; an archived
 * rule stays, so the reference does too), three new reasons, and `urgent` cases (a `self_harm`
 * report) that the open queue lists before all others: the queue's index leads with NOT urgent.
 */
export class ReportRulesAndUrgency1765780000100 implements MigrationInterface {
  name = 'ReportRulesAndUrgency1765780000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reports DROP CONSTRAINT reports_reason_check, ADD CONSTRAINT reports_reason_check CHECK (reason IN (${REASONS}))`);
    await q.query(`ALTER TABLE reports ADD COLUMN rule_id int NULL REFERENCES community_rules (rule_id)`);
    await q.query(`ALTER TABLE report_cases ADD COLUMN urgent boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE report_cases c SET urgent = true WHERE c.status = 'open' AND EXISTS (
      SELECT 1 FROM reports r WHERE r.target_type = c.target_type AND r.target_id = c.target_id AND r.reason = 'self_harm')`);
    await q.query(`DROP INDEX report_cases_open_idx`);
    await q.query(`CREATE INDEX report_cases_open_idx ON report_cases ((NOT urgent), opened_at, case_id) WHERE status = 'open'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX report_cases_open_idx`);
    await q.query(`CREATE INDEX report_cases_open_idx ON report_cases (opened_at, case_id) WHERE status = 'open'`);
    await q.query(`ALTER TABLE report_cases DROP COLUMN urgent`);
    await q.query(`ALTER TABLE reports DROP COLUMN rule_id`);
    await q.query(`UPDATE reports SET reason = 'other' WHERE reason NOT IN (${OLD_REASONS})`);
    await q.query(`ALTER TABLE reports DROP CONSTRAINT reports_reason_check, ADD CONSTRAINT reports_reason_check CHECK (reason IN (${OLD_REASONS}))`);
  }
}
