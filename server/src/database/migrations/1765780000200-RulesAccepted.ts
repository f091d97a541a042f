import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a member accepted the community rules (issue 42): the register page sends
 * `accept_rules: true` with the terms; API clients need not, so the column stays null for them
 * and for everyone who registered before the rules existed.
 */
export class RulesAccepted1765780000200 implements MigrationInterface {
  name = 'RulesAccepted1765780000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN rules_accepted_at timestamptz NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS rules_accepted_at`);
  }
}
