import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fine-grained scopes for API keys (issue 45): a key may hold `posts:write`, `prayer:write`… as
 * well as `read` and `write`, which stand for their sets. Keys made before keep what they hold.
 */
export class FineGrainedApiKeyScopes1765791000000 implements MigrationInterface {
  name = 'FineGrainedApiKeyScopes1765791000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_keys DROP CONSTRAINT api_keys_scopes_check`);
    await q.query(`
      ALTER TABLE api_keys ADD CONSTRAINT api_keys_scopes_check CHECK (
        scopes <@ ARRAY['read', 'write', 'profile', 'posts:read', 'posts:write', 'prayer:read', 'prayer:write',
          'connections:read', 'connections:write', 'groups:read', 'groups:write', 'notifications:read']::text[]
        AND cardinality(scopes) > 0
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM api_keys WHERE NOT scopes <@ ARRAY['read', 'write']::text[]`);
    await q.query(`ALTER TABLE api_keys DROP CONSTRAINT api_keys_scopes_check`);
    await q.query(`ALTER TABLE api_keys ADD CONSTRAINT api_keys_scopes_check CHECK (scopes <@ ARRAY['read', 'write']::text[] AND cardinality(scopes) > 0)`);
  }
}
