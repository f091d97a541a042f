import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `posts.author_active` mirrors whether the post's author is an active member, so the feed's
 * page statement filters on a column of the row it already reads instead of looking up the
 * author for each candidate post (that lookup was about a third of the statement's cost).
 *
 * - A status change moves the flag on every post of the member, in the same transaction.
 * - A new post takes its author's status with a share lock on the author's row: a status change
 *   in flight is waited for and then seen, and a status change that comes after waits for the
 *   post to be committed, so its trigger sees the post. No post can keep a stale flag.
 */
export class PostAuthorActive1764500000000 implements MigrationInterface {
  name = 'PostAuthorActive1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE posts ADD COLUMN author_active boolean NOT NULL DEFAULT true`);
    await q.query(`UPDATE posts p SET author_active = false FROM users u WHERE u.user_id = p.user_id AND u.status <> 'active'`);

    await q.query(`
      CREATE FUNCTION posts_author_active_from_user() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.author_active := COALESCE((SELECT u.status = 'active' FROM users u WHERE u.user_id = NEW.user_id FOR SHARE), false);
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER posts_author_active BEFORE INSERT ON posts FOR EACH ROW EXECUTE FUNCTION posts_author_active_from_user()`);

    await q.query(`
      CREATE FUNCTION users_status_to_posts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE posts SET author_active = (NEW.status = 'active')
         WHERE user_id = NEW.user_id AND author_active IS DISTINCT FROM (NEW.status = 'active');
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER users_status_to_posts AFTER UPDATE OF status ON users FOR EACH ROW
         WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION users_status_to_posts()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS users_status_to_posts ON users`);
    await q.query(`DROP FUNCTION IF EXISTS users_status_to_posts()`);
    await q.query(`DROP TRIGGER IF EXISTS posts_author_active ON posts`);
    await q.query(`DROP FUNCTION IF EXISTS posts_author_active_from_user()`);
    await q.query(`ALTER TABLE posts DROP COLUMN IF EXISTS author_active`);
  }
}
