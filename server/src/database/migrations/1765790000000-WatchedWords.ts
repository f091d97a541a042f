import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Watched words and sign-up blocks (issue 42). `watched_words`: phrases a paka watches, matched
 * as whole words, case- and accent-insensitively (`phrase_key` is the phrase normalized so, one
 * row per normalized phrase), with what happens to text containing one: refused (`block`), a case
 * for the moderators (`flag`) or held until a moderator approves it (`require_approval`).
 * `email_domain_blocks`: domains (and their subdomains) no account may register or change to.
 * `report_cases` gains `automated` (a case opened by a watched word, with no human reporter) and
 * `held` (its content waits for approval); `held_at` marks a post, comment or group comment held
 * for review: it is also not ready (`is_ready` false), so every read shows it to its author only,
 * and a held comment is not counted in its post's `comment_count` until approved.
 */
/** The comments trigger (migration ContentRemoval) counting the comments for which `shown` holds. */
function countingComments(shown: string, n: string, o: string): string {
  const counted = (alias: string) => shown.replace(/(removed_at|held_at)/g, `${alias}.$1`);
  return `
      CREATE OR REPLACE FUNCTION comments_card_rev_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE posts p SET card_rev = p.card_rev + 1, comment_count = p.comment_count + n.n
            FROM (SELECT post_id, count(*) FILTER (WHERE ${shown})::int AS n FROM new_rows GROUP BY post_id) n
           WHERE p.posts_id = n.post_id;
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE posts p SET card_rev = p.card_rev + 1, comment_count = p.comment_count - n.n
            FROM (SELECT post_id, count(*) FILTER (WHERE ${shown})::int AS n FROM old_rows GROUP BY post_id) n
           WHERE p.posts_id = n.post_id;
        ELSE
          UPDATE posts p SET card_rev = p.card_rev + 1, comment_count = p.comment_count + n.n
            FROM (SELECT ${n}.post_id, (count(*) FILTER (WHERE ${counted(n)} AND NOT (${counted(o)}))
                                      - count(*) FILTER (WHERE NOT (${counted(n)}) AND ${counted(o)}))::int AS n
                    FROM new_rows ${n} JOIN old_rows ${o} ON ${o}.comment_id = ${n}.comment_id GROUP BY ${n}.post_id) n
           WHERE p.posts_id = n.post_id;
        END IF;
        RETURN NULL;
      END $$`;
}

export class WatchedWords1765790000000 implements MigrationInterface {
  name = 'WatchedWords1765790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE watched_words (
        word_id serial PRIMARY KEY,
        phrase varchar(100) NOT NULL,
        phrase_key varchar(400) NOT NULL,
        action varchar(20) NOT NULL CHECK (action IN ('block', 'flag', 'require_approval')),
        created_by int NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX watched_words_key_uq ON watched_words (phrase_key)`);
    await q.query(`
      CREATE TABLE email_domain_blocks (
        block_id serial PRIMARY KEY,
        domain varchar(253) NOT NULL,
        created_by int NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX email_domain_blocks_domain_uq ON email_domain_blocks (domain)`);
    await q.query(`ALTER TABLE report_cases ADD COLUMN automated boolean NOT NULL DEFAULT false, ADD COLUMN held boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE report_cases DROP CONSTRAINT report_cases_resolution_action_check`);
    await q.query(`ALTER TABLE report_cases ADD CONSTRAINT report_cases_resolution_action_check
      CHECK (resolution_action IN ('dismiss', 'remove_content', 'warn_author', 'suspend_author', 'approve_content'))`);
    await q.query(`ALTER TABLE posts ADD COLUMN held_at timestamptz NULL`);
    await q.query(`ALTER TABLE comments ADD COLUMN held_at timestamptz NULL`);
    await q.query(`ALTER TABLE group_comments ADD COLUMN held_at timestamptz NULL`);
    await q.query(countingComments(`removed_at IS NULL AND held_at IS NULL`, 'nr', 'o'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(countingComments(`removed_at IS NULL`, 'nr', 'o'));
    await q.query(`ALTER TABLE group_comments DROP COLUMN IF EXISTS held_at`);
    await q.query(`ALTER TABLE comments DROP COLUMN IF EXISTS held_at`);
    await q.query(`ALTER TABLE posts DROP COLUMN IF EXISTS held_at`);
    await q.query(`ALTER TABLE report_cases DROP CONSTRAINT report_cases_resolution_action_check`);
    await q.query(`UPDATE report_cases SET resolution_action = 'dismiss' WHERE resolution_action = 'approve_content'`);
    await q.query(`ALTER TABLE report_cases ADD CONSTRAINT report_cases_resolution_action_check
      CHECK (resolution_action IN ('dismiss', 'remove_content', 'warn_author', 'suspend_author'))`);
    await q.query(`ALTER TABLE report_cases DROP COLUMN IF EXISTS automated, DROP COLUMN IF EXISTS held`);
    await q.query(`DROP TABLE IF EXISTS email_domain_blocks`);
    await q.query(`DROP TABLE IF EXISTS watched_words`);
  }
}
