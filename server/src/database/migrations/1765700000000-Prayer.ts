import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Prayer (issue #33):
 * - `post_prayers`: who said "I prayed" for a prayer request, one row per member and request.
 *   post_prayers_post_idx pages "who prayed" newest first; post_prayers_user_post_idx answers the
 *   feed's is_prayed as one range per page, the way post_likes_user_post_idx does for is_liked;
 *   post_prayers_user_recent_idx lists a member's recent prayers (my prayer list).
 * - posts: `prayer_count` (kept exact by the pray/unpray statements, like like_count) and the
 *   request's status. `prayer_status` is 'open' | 'answered' | 'closed' on prayer requests and
 *   null on every other post; the trigger sets 'open' for a new request (and for a post whose
 *   type becomes a request) so that no insert path can forget it, and the check keeps the two
 *   in step.
 * - `prayer_commitments`: a member's promise to pray for a request for 1–30 days. Its reminders
 *   and ends are issue #33's second half; answering or closing a request ends its commitments.
 *   prayer_commitments_active_idx finds a member's active commitments.
 */
export class Prayer1765700000000 implements MigrationInterface {
  name = 'Prayer1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE post_prayers (
        post_id int NOT NULL REFERENCES posts(posts_id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        prayed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (post_id, user_id)
      )`);
    await q.query(`CREATE INDEX post_prayers_post_idx ON post_prayers (post_id, prayed_at DESC, user_id DESC)`);
    await q.query(`CREATE INDEX post_prayers_user_post_idx ON post_prayers (user_id, post_id)`);
    await q.query(`CREATE INDEX post_prayers_user_recent_idx ON post_prayers (user_id, prayed_at DESC)`);

    await q.query(`
      ALTER TABLE posts
        ADD COLUMN prayer_count int NOT NULL DEFAULT 0 CHECK (prayer_count >= 0),
        ADD COLUMN prayer_status text CHECK (prayer_status IN ('open', 'answered', 'closed')),
        ADD COLUMN answered_at timestamptz,
        ADD COLUMN answer_testimony text,
        ADD COLUMN prayer_status_changed_at timestamptz`);
    await q.query(`UPDATE posts SET prayer_status = 'open' WHERE post_type IN ('pray_request', 'emergency_pray_request')`);
    await q.query(`
      ALTER TABLE posts ADD CONSTRAINT posts_prayer_status_type_check
        CHECK ((prayer_status IS NOT NULL) = (post_type IN ('pray_request', 'emergency_pray_request')))`);
    await q.query(`
      CREATE FUNCTION posts_prayer_status_default() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.post_type IN ('pray_request', 'emergency_pray_request') THEN
          IF NEW.prayer_status IS NULL THEN NEW.prayer_status := 'open'; END IF;
        ELSE
          NEW.prayer_status := NULL;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER posts_prayer_status_default BEFORE INSERT OR UPDATE OF post_type ON posts
         FOR EACH ROW EXECUTE FUNCTION posts_prayer_status_default()`,
    );

    await q.query(`
      CREATE TABLE prayer_commitments (
        post_id int NOT NULL REFERENCES posts(posts_id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        days smallint NOT NULL CHECK (days BETWEEN 1 AND 30),
        started_at timestamptz NOT NULL DEFAULT now(),
        ends_at timestamptz NOT NULL,
        ended_at timestamptz,
        end_reason text CHECK (end_reason IN ('expired', 'answered', 'closed', 'ended_by_member')),
        PRIMARY KEY (post_id, user_id)
      )`);
    await q.query(`CREATE INDEX prayer_commitments_active_idx ON prayer_commitments (user_id, ends_at) WHERE ended_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE prayer_commitments`);
    await q.query(`DROP TRIGGER posts_prayer_status_default ON posts`);
    await q.query(`DROP FUNCTION posts_prayer_status_default()`);
    await q.query(`ALTER TABLE posts DROP CONSTRAINT posts_prayer_status_type_check`);
    await q.query(
      `ALTER TABLE posts DROP COLUMN prayer_count, DROP COLUMN prayer_status, DROP COLUMN answered_at,
         DROP COLUMN answer_testimony, DROP COLUMN prayer_status_changed_at`,
    );
    await q.query(`DROP TABLE post_prayers`);
  }
}
