import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Registration review (issue #29, REGISTRATION_MODE=approval): `users.review_status` is
 * `approved` (every existing member, and every member registered in the open mode) or `pending`
 * (registered while approval was required, until a moderator decides; a rejected registration
 * closes the account like a deletion, so no third value is kept). The auth check reads it, so a
 * change notifies every API process on `pen_auth` like a status change does (a trigger of its
 * own, leaving AuthChangeNotify's as it is). The moderators' queue walks the small partial index.
 */
export class RegistrationReview1765640000000 implements MigrationInterface {
  name = 'RegistrationReview1765640000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN review_status varchar(20) NOT NULL DEFAULT 'approved'`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_review_status_check CHECK (review_status IN ('approved', 'pending'))`);
    await q.query(`CREATE INDEX users_pending_review ON users (user_id) WHERE review_status = 'pending'`);
    await q.query(`
      CREATE TRIGGER users_notify_review_changed AFTER UPDATE OF review_status ON users
        FOR EACH ROW WHEN (NEW.review_status IS DISTINCT FROM OLD.review_status)
        EXECUTE FUNCTION notify_user_auth_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS users_notify_review_changed ON users`);
    await q.query(`DROP INDEX IF EXISTS users_pending_review`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_review_status_check`);
    await q.query(`ALTER TABLE users DROP COLUMN review_status`);
  }
}
