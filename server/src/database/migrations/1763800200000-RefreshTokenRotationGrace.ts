import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Device sessions: keeps the refresh token a device session had just before its last rotation, so that two tabs
 * of one browser refreshing at the same moment do not look like a stolen token (see
 * auth/sessions.service.ts: the previous token is accepted for a few seconds only).
 */
export class RefreshTokenRotationGrace1763800200000 implements MigrationInterface {
  name = 'RefreshTokenRotationGrace1763800200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE device_sessions ADD COLUMN previous_refresh_token_hash varchar(128)`);
    await q.query(`ALTER TABLE device_sessions ADD COLUMN rotated_at timestamptz`);
    await q.query(`CREATE INDEX device_sessions_user_idx ON device_sessions (user_id, last_used_at DESC)`);
    // Spec 000 §4: any status other than 'active' logs the member out, whoever changes it
    // (the app, a staff tool or plain SQL).
    await q.query(`
      CREATE FUNCTION end_sessions_of_inactive_user() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM device_sessions WHERE user_id = NEW.user_id;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER users_inactive_ends_sessions AFTER UPDATE OF status ON users
        FOR EACH ROW WHEN (NEW.status <> 'active' AND NEW.status IS DISTINCT FROM OLD.status)
        EXECUTE FUNCTION end_sessions_of_inactive_user()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS users_inactive_ends_sessions ON users`);
    await q.query(`DROP FUNCTION IF EXISTS end_sessions_of_inactive_user()`);
    await q.query(`DROP INDEX IF EXISTS device_sessions_user_idx`);
    await q.query(`ALTER TABLE device_sessions DROP COLUMN IF EXISTS rotated_at`);
    await q.query(`ALTER TABLE device_sessions DROP COLUMN IF EXISTS previous_refresh_token_hash`);
  }
}
