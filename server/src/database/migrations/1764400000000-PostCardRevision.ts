import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `posts.card_rev` moves whenever anything shown on the post's card may have changed, in the
 * same transaction as the change, so that (posts_id, card_rev) names one exact card and the API
 * can keep rendered cards across requests and processes without any other invalidation
 * (PostCardCache). What a card shows, and what moves its revision:
 * - the post row itself (text, audience, counts, readiness): every UPDATE of a post (one that
 *   does not move card_rev itself has it moved by the trigger);
 * - its newest comments (text, readiness, like counts): any insert, update or delete of a comment;
 * - the media of the post and of its comments: any change to such a media row;
 * - the names, pictures and status of the author and the commenters: a change of those columns
 *   moves every post the member wrote or commented on.
 * Bulk changes (a purge, a cascade) move each post once per statement (transition tables).
 * The partial index finds a reader's own comments still waiting for media: a post that has one is
 * rendered for that reader alone, never from the shared card.
 */
export class PostCardRevision1764400000000 implements MigrationInterface {
  name = 'PostCardRevision1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE posts ADD COLUMN card_rev bigint NOT NULL DEFAULT 0`);
    await q.query(`
      CREATE FUNCTION posts_card_rev_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.card_rev := OLD.card_rev + 1;
        RETURN NEW;
      END $$`);
    // Hot statements (likes, comment counts) move card_rev themselves: the condition, evaluated
    // without calling the function, skips it for them (a like statement was 5-10 % slower).
    await q.query(
      `CREATE TRIGGER posts_card_rev BEFORE UPDATE ON posts FOR EACH ROW WHEN (NEW.card_rev = OLD.card_rev)
         EXECUTE FUNCTION posts_card_rev_bump()`,
    );

    await q.query(`
      CREATE FUNCTION comments_card_rev_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          UPDATE posts SET card_rev = card_rev + 1 WHERE posts_id IN (SELECT post_id FROM old_rows);
        ELSE
          UPDATE posts SET card_rev = card_rev + 1 WHERE posts_id IN (SELECT post_id FROM new_rows);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER comments_card_rev_insert AFTER INSERT ON comments REFERENCING NEW TABLE AS new_rows
         FOR EACH STATEMENT EXECUTE FUNCTION comments_card_rev_bump()`,
    );
    // A comment never moves to another post, so the new rows name every post concerned.
    await q.query(
      `CREATE TRIGGER comments_card_rev_update AFTER UPDATE ON comments REFERENCING NEW TABLE AS new_rows
         FOR EACH STATEMENT EXECUTE FUNCTION comments_card_rev_bump()`,
    );
    await q.query(
      `CREATE TRIGGER comments_card_rev_delete AFTER DELETE ON comments REFERENCING OLD TABLE AS old_rows
         FOR EACH STATEMENT EXECUTE FUNCTION comments_card_rev_bump()`,
    );

    await q.query(`
      CREATE FUNCTION media_card_rev_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          UPDATE posts SET card_rev = card_rev + 1
           WHERE posts_id IN (SELECT posts_id FROM old_rows
                              UNION SELECT c.post_id FROM old_rows o JOIN comments c ON c.comment_id = o.comment_id);
        ELSE
          UPDATE posts SET card_rev = card_rev + 1
           WHERE posts_id IN (SELECT posts_id FROM new_rows
                              UNION SELECT c.post_id FROM new_rows n JOIN comments c ON c.comment_id = n.comment_id);
        END IF;
        RETURN NULL;
      END $$`);
    for (const [event, ref] of [
      ['INSERT', 'NEW TABLE AS new_rows'],
      ['UPDATE', 'NEW TABLE AS new_rows'],
      ['DELETE', 'OLD TABLE AS old_rows'],
    ]) {
      await q.query(
        `CREATE TRIGGER media_card_rev_${event.toLowerCase()} AFTER ${event} ON media REFERENCING ${ref}
           FOR EACH STATEMENT EXECUTE FUNCTION media_card_rev_bump()`,
      );
    }

    await q.query(`
      CREATE FUNCTION users_card_rev_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE posts SET card_rev = card_rev + 1
         WHERE posts_id IN (SELECT posts_id FROM posts WHERE user_id = NEW.user_id
                            UNION SELECT post_id FROM comments WHERE user_id = NEW.user_id);
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER users_card_rev AFTER UPDATE OF user_name, profile_picture, status ON users FOR EACH ROW
         WHEN (OLD.user_name IS DISTINCT FROM NEW.user_name OR OLD.profile_picture IS DISTINCT FROM NEW.profile_picture
               OR OLD.status IS DISTINCT FROM NEW.status)
         EXECUTE FUNCTION users_card_rev_bump()`,
    );

    await q.query(`CREATE INDEX comments_unready_idx ON comments (user_id, post_id) WHERE NOT is_ready`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS comments_unready_idx`);
    await q.query(`DROP TRIGGER IF EXISTS users_card_rev ON users`);
    await q.query(`DROP FUNCTION IF EXISTS users_card_rev_bump()`);
    for (const event of ['insert', 'update', 'delete']) await q.query(`DROP TRIGGER IF EXISTS media_card_rev_${event} ON media`);
    await q.query(`DROP FUNCTION IF EXISTS media_card_rev_bump()`);
    for (const event of ['insert', 'update', 'delete']) await q.query(`DROP TRIGGER IF EXISTS comments_card_rev_${event} ON comments`);
    await q.query(`DROP FUNCTION IF EXISTS comments_card_rev_bump()`);
    await q.query(`DROP TRIGGER IF EXISTS posts_card_rev ON posts`);
    await q.query(`DROP FUNCTION IF EXISTS posts_card_rev_bump()`);
    await q.query(`ALTER TABLE posts DROP COLUMN IF EXISTS card_rev`);
  }
}
