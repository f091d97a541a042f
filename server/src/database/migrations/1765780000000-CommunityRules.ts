import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Community rules (issue 42): the numbered rules a paka manages, shown at `/rules`, on the
 * register page and in the report dialog, and cited by reports and decisions. A rule is never
 * deleted, only archived (`archived_at`): reports and decisions that cite it keep pointing at it.
 * A fresh install gets a default set, in English, which the paka edits into the community's own
 * words and language. `number` is the order members see; active rules are kept numbered 1..n.
 */
export class CommunityRules1765780000000 implements MigrationInterface {
  name = 'CommunityRules1765780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE community_rules (
        rule_id serial PRIMARY KEY,
        number int NOT NULL CHECK (number > 0),
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        archived_at timestamptz NULL
      )`);
    await q.query(`CREATE INDEX community_rules_active_idx ON community_rules (number) WHERE archived_at IS NULL`);
    await q.query(
      `INSERT INTO community_rules (number, title, description) VALUES
        (1, 'Treat everyone with respect', 'Speak to and about others as you would want them to speak to and about you. Disagree kindly; no insults, slurs or hate against anyone for who they are.'),
        (2, 'No harassment or bullying', 'Do not threaten, stalk, shame or pile on anyone, in public or in private messages. Leave people alone when they ask.'),
        (3, 'No spam or scams', 'No advertising, chain messages, fake fundraising or requests for money under false pretences.'),
        (4, 'Keep others'' needs private', 'Share only your own prayer needs and details. Do not post someone else''s need, name, photo or contact details without their consent.'),
        (5, 'No sexual content', 'No sexual or sexually suggestive text, pictures or links.'),
        (6, 'Only lawful content', 'Nothing that breaks the law, such as threats of violence, incitement, or content that infringes others'' rights.')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS community_rules`);
  }
}
