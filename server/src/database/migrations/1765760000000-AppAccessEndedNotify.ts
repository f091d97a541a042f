import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A revoked API key or OAuth grant ends the notification streams opened with it at once, in
 * every API process, as an ended session does: its deletion notifies `pen_auth` with
 * `u<user_id>`, on which the processes check that member's open streams (before, a revoked key's
 * stream stayed open until the 30-second sweep). Whoever deletes the row (the member, a
 * disconnected or deleted app, a reused refresh token, the account purge), the trigger tells.
 */
export class AppAccessEndedNotify1765760000000 implements MigrationInterface {
  name = 'AppAccessEndedNotify1765760000000';

  async up(q: QueryRunner): Promise<void> {
    // notify_user_auth_changed() (migration AuthChangeNotify) sends 'u' || OLD.user_id.
    await q.query(`CREATE TRIGGER api_keys_notify_revoked AFTER DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION notify_user_auth_changed()`);
    await q.query(`CREATE TRIGGER oauth_grants_notify_revoked AFTER DELETE ON oauth_grants FOR EACH ROW EXECUTE FUNCTION notify_user_auth_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS oauth_grants_notify_revoked ON oauth_grants`);
    await q.query(`DROP TRIGGER IF EXISTS api_keys_notify_revoked ON api_keys`);
  }
}
