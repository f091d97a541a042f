import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkeys (WebAuthn, issue 43): a member's named credentials, for signing in without a password
 * and as a second factor. Only public keys are stored; `counter` is the authenticator's signature
 * counter, which must grow (a cloned authenticator shows up as a counter going back).
 */
export class Passkeys1765770000100 implements MigrationInterface {
  name = 'Passkeys1765770000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE passkeys (
        passkey_id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        credential_id text NOT NULL UNIQUE,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports text[] NOT NULL DEFAULT '{}',
        name varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await q.query(`CREATE INDEX passkeys_user ON passkeys (user_id, passkey_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS passkeys`);
  }
}
