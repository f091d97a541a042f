import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in (issue 43). `member_totp` holds one authenticator per member, its secret
 * encrypted (AES-256-GCM under MFA_ENCRYPTION_KEY); `enabled_at` is NULL between set-up and the
 * first correct code. `last_step` is the newest 30-second step accepted, so a code is never
 * accepted twice. Recovery codes are high-entropy, so their SHA-256 is enough. Sessions learn
 * when their member last proved who they are (`authenticated_at`), for step-up.
 */
export class TwoFactor1765770000000 implements MigrationInterface {
  name = 'TwoFactor1765770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE member_totp (
        user_id int PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
        secret_encrypted text NOT NULL,
        enabled_at timestamptz,
        last_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE recovery_codes (
        user_id int NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        PRIMARY KEY (user_id, code_hash)
      )`);
    await q.query(`ALTER TABLE device_sessions ADD COLUMN authenticated_at timestamptz NOT NULL DEFAULT now()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE device_sessions DROP COLUMN IF EXISTS authenticated_at`);
    await q.query(`DROP TABLE IF EXISTS recovery_codes`);
    await q.query(`DROP TABLE IF EXISTS member_totp`);
  }
}
