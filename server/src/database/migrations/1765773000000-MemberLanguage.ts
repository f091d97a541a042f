import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language Pen speaks to a member (issue 41): answers with a session, mails, pushes, the
 * unsubscribe page. Existing members keep English, the language they have had so far.
 */
export class MemberLanguage1765773000000 implements MigrationInterface {
  name = 'MemberLanguage1765773000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN language varchar(5) NOT NULL DEFAULT 'en' CONSTRAINT users_language_check CHECK (language IN ('en', 'fi'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS language`);
  }
}
