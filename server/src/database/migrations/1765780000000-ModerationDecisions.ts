import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Statements of reasons and appeals (issue 42, DSA Art. 17 and 20). A decision keeps its own copy
 * of the cited rule's number and title (archiving a rule never changes a past decision) and of the
 * content as it was; `member_id` is the restricted member (for a dismissal, the reported one, who
 * never sees it: only the case's reporters may appeal a dismissal). `reversed_at` marks a decision
 * an appeal undid (no longer a strike).
 */
export class ModerationDecisions1765780000000 implements MigrationInterface {
  name = 'ModerationDecisions1765780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE moderation_decisions (
      decision_id serial PRIMARY KEY,
      member_id integer REFERENCES users(user_id) ON DELETE CASCADE,
      action varchar(30) NOT NULL CHECK (action IN ('remove_content', 'warn_author', 'suspend_author', 'suspend_user', 'reject_registration', 'dismiss')),
      rule_id integer,
      rule_number integer,
      rule_title varchar(200),
      note varchar(1000),
      content_snapshot varchar(5000),
      target_type varchar(20),
      target_id integer,
      case_id integer,
      automated boolean NOT NULL DEFAULT false,
      moderator_id integer REFERENCES users(user_id) ON DELETE SET NULL,
      suspended_until timestamptz,
      reversed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX moderation_decisions_member ON moderation_decisions (member_id, created_at DESC)`);
    await q.query(`CREATE INDEX moderation_decisions_case ON moderation_decisions (case_id) WHERE case_id IS NOT NULL`);
    await q.query(`CREATE TABLE appeals (
      appeal_id serial PRIMARY KEY,
      decision_id integer NOT NULL REFERENCES moderation_decisions(decision_id) ON DELETE CASCADE,
      appellant_id integer NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      text varchar(2000) NOT NULL,
      status varchar(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'upheld', 'reversed')),
      decided_by integer REFERENCES users(user_id) ON DELETE SET NULL,
      decision_note varchar(1000),
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz
    )`);
    // One open appeal per decision; the reporter's one appeal of a dismissal is checked in the service.
    await q.query(`CREATE UNIQUE INDEX appeals_one_open ON appeals (decision_id) WHERE status = 'open'`);
    await q.query(`CREATE INDEX appeals_by_status ON appeals (status, appeal_id)`);
    await q.query(`CREATE INDEX appeals_by_appellant ON appeals (appellant_id, decision_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS appeals`);
    await q.query(`DROP TABLE IF EXISTS moderation_decisions`);
  }
}
