import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API processes keep the result of the per-request auth check (member active, session exists,
 * verified) in memory. These triggers tell every process, through NOTIFY on `pen_auth`, when
 * that result may have changed, whoever changed it (the app, a staff tool or plain SQL):
 * `s<session_id>` when a device session ends, `u<user_id>` when a member's status or
 * verification changes or the member is deleted. See auth/session-cache.service.ts.
 */
export class AuthChangeNotify1764100000000 implements MigrationInterface {
  name = 'AuthChangeNotify1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('pen_auth', 's' || OLD.session_id);
        RETURN OLD;
      END $$`);
    await q.query(`
      CREATE TRIGGER device_sessions_notify_ended AFTER DELETE ON device_sessions
        FOR EACH ROW EXECUTE FUNCTION notify_session_ended()`);
    await q.query(`
      CREATE FUNCTION notify_user_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('pen_auth', 'u' || OLD.user_id);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER users_notify_auth_changed AFTER UPDATE OF status, verified ON users
        FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status OR NEW.verified IS DISTINCT FROM OLD.verified)
        EXECUTE FUNCTION notify_user_auth_changed()`);
    await q.query(`
      CREATE TRIGGER users_notify_deleted AFTER DELETE ON users
        FOR EACH ROW EXECUTE FUNCTION notify_user_auth_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS users_notify_deleted ON users`);
    await q.query(`DROP TRIGGER IF EXISTS users_notify_auth_changed ON users`);
    await q.query(`DROP FUNCTION IF EXISTS notify_user_auth_changed()`);
    await q.query(`DROP TRIGGER IF EXISTS device_sessions_notify_ended ON device_sessions`);
    await q.query(`DROP FUNCTION IF EXISTS notify_session_ended()`);
  }
}
