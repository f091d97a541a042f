import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Confidential OAuth clients (issue 45): a server-side app chosen as confidential at registration
 * authenticates at the token endpoint with a secret (client_secret_basic or client_secret_post).
 * Only the secret's SHA-256 is kept: the secret is 32 random bytes, shown once, so a fast hash
 * is enough (nothing to guess), and a leaked table gives no usable secret. NULL: a public client.
 */
export class OAuthConfidentialClients1765774000000 implements MigrationInterface {
  name = 'OAuthConfidentialClients1765774000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE oauth_apps ADD COLUMN client_secret_sha256 bytea CONSTRAINT oauth_apps_secret_hash_length CHECK (octet_length(client_secret_sha256) = 32)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE oauth_apps DROP COLUMN IF EXISTS client_secret_sha256`);
  }
}
