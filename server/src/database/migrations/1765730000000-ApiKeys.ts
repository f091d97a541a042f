import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys (issue #30): a member's own credentials for scripts and bots. Only the SHA-256 of the
 * key's 256-bit random secret is kept; the key names its row (`pen_<id>_<secret>`), so checking a
 * key is one primary-key read. A member's keys go with their account row.
 */
export class ApiKeys1765730000000 implements MigrationInterface {
  name = 'ApiKeys1765730000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_keys (
        api_key_id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        scopes text[] NOT NULL CHECK (scopes <@ ARRAY['read', 'write']::text[] AND cardinality(scopes) > 0),
        secret_hash char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await q.query(`CREATE INDEX api_keys_user ON api_keys (user_id, api_key_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS api_keys`);
  }
}
