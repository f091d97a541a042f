import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Post cards show their author's user code (the link to /u/{user_code}, issue 41): a change of
 * `users.user_code` moves the card_rev of the member's posts and of the posts they commented on,
 * as a new name, picture or status does (PostCardRevision; the cached card is otherwise kept).
 */
export class PostCardUserCode1765801410000 implements MigrationInterface {
  name = 'PostCardUserCode1765801410000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER users_card_rev ON users`);
    await q.query(
      `CREATE TRIGGER users_card_rev AFTER UPDATE OF user_name, user_code, profile_picture, status ON users FOR EACH ROW
         WHEN (OLD.user_name IS DISTINCT FROM NEW.user_name OR OLD.user_code IS DISTINCT FROM NEW.user_code
               OR OLD.profile_picture IS DISTINCT FROM NEW.profile_picture OR OLD.status IS DISTINCT FROM NEW.status)
         EXECUTE FUNCTION users_card_rev_bump()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER users_card_rev ON users`);
    await q.query(
      `CREATE TRIGGER users_card_rev AFTER UPDATE OF user_name, profile_picture, status ON users FOR EACH ROW
         WHEN (OLD.user_name IS DISTINCT FROM NEW.user_name OR OLD.profile_picture IS DISTINCT FROM NEW.profile_picture
               OR OLD.status IS DISTINCT FROM NEW.status)
         EXECUTE FUNCTION users_card_rev_bump()`,
    );
  }
}
