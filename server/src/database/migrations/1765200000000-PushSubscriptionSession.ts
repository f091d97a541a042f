import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A push subscription belongs to the device session that saved it and goes with it: logout,
 * logout of all devices, a password reset, an e-mail change, a suspension or a refresh-token
 * theft all delete device sessions, and with them their devices' subscriptions, in the same
 * statement, whoever deletes them (the app, a staff tool or plain SQL).
 * Rows saved before this migration name no session. They stay until any session of their member
 * ends, so members who stay signed in keep their push, and the first sign-out of the member
 * removes them (which device they were on is not known).
 */
export class PushSubscriptionSession1765200000000 implements MigrationInterface {
  name = 'PushSubscriptionSession1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE push_subscriptions ADD COLUMN session_id int REFERENCES device_sessions(session_id) ON DELETE CASCADE`);
    await q.query(`CREATE INDEX push_subscriptions_session_idx ON push_subscriptions (session_id)`);
    await q.query(`
      CREATE FUNCTION push_subscriptions_drop_unbound() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM push_subscriptions WHERE user_id = OLD.user_id AND session_id IS NULL;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER device_sessions_drop_unbound_push AFTER DELETE ON device_sessions
        FOR EACH ROW EXECUTE FUNCTION push_subscriptions_drop_unbound()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS device_sessions_drop_unbound_push ON device_sessions`);
    await q.query(`DROP FUNCTION IF EXISTS push_subscriptions_drop_unbound()`);
    await q.query(`DROP INDEX IF EXISTS push_subscriptions_session_idx`);
    await q.query(`ALTER TABLE push_subscriptions DROP COLUMN session_id`);
  }
}
