import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows a moderator can remove (hide for everyone, purged 30 days later). */
const REMOVABLE = ['posts', 'comments', 'group_comments', 'groups'] as const;

/**
 * Content removed by a moderator (issue #29, `remove_content`):
 * - `removed_at` on posts, comments, group comments and groups: set, the row is hidden from every
 *   read (its author included); cleared, it is back; 30 days after it was set the purge job
 *   deletes it with its media. Each gets a small partial index for that job.
 * - posts_feed_idx leaves removed posts out, so the feed's index walk stays the one it was: its
 *   statement says `removed_at IS NULL`, which the new predicate implies.
 * - `posts.comment_count` counts the comments that are not removed: the comments trigger
 *   (CountsExact) now also counts removals and restorations, and leaves a removed comment's
 *   deletion (the purge) uncounted, since its removal already took it off.
 * - `notifications.hidden_at`: a notification about removed content leaves the list (and is
 *   marked read, so the unread count, which reads only the partial unread index, needs no
 *   change); notifications_link_idx finds a post's or group's notifications.
 */
export class ContentRemoval1765630000000 implements MigrationInterface {
  name = 'ContentRemoval1765630000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of REMOVABLE) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN removed_at timestamptz`);
      await q.query(`CREATE INDEX ${table}_removed_idx ON ${table} (removed_at) WHERE removed_at IS NOT NULL`);
    }
    await q.query(`ALTER INDEX posts_feed_idx RENAME TO posts_feed_idx_old`);
    await q.query(`CREATE INDEX posts_feed_idx ON posts (created_at DESC, posts_id DESC) WHERE is_ready AND removed_at IS NULL`);
    await q.query(`DROP INDEX posts_feed_idx_old`);

    await q.query(`
      CREATE OR REPLACE FUNCTION comments_card_rev_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE posts p SET card_rev = p.card_rev + 1, comment_count = p.comment_count + n.n
            FROM (SELECT post_id, count(*) FILTER (WHERE removed_at IS NULL)::int AS n FROM new_rows GROUP BY post_id) n
           WHERE p.posts_id = n.post_id;
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE posts p SET card_rev = p.card_rev + 1, comment_count = p.comment_count - n.n
            FROM (SELECT post_id, count(*) FILTER (WHERE removed_at IS NULL)::int AS n FROM old_rows GROUP BY post_id) n
           WHERE p.posts_id = n.post_id;
        ELSE
          UPDATE posts p SET card_rev = p.card_rev + 1, comment_count = p.comment_count + n.n
            FROM (SELECT nr.post_id, (count(*) FILTER (WHERE nr.removed_at IS NULL AND o.removed_at IS NOT NULL)
                                      - count(*) FILTER (WHERE nr.removed_at IS NOT NULL AND o.removed_at IS NULL))::int AS n
                    FROM new_rows nr JOIN old_rows o ON o.comment_id = nr.comment_id GROUP BY nr.post_id) n
           WHERE p.posts_id = n.post_id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`DROP TRIGGER comments_card_rev_update ON comments`);
    await q.query(
      `CREATE TRIGGER comments_card_rev_update AFTER UPDATE ON comments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
         FOR EACH STATEMENT EXECUTE FUNCTION comments_card_rev_bump()`,
    );

    await q.query(`ALTER TABLE notifications ADD COLUMN hidden_at timestamptz`);
    await q.query(`CREATE INDEX notifications_link_idx ON notifications (link)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS notifications_link_idx`);
    await q.query(`ALTER TABLE notifications DROP COLUMN IF EXISTS hidden_at`);
    await q.query(`DROP TRIGGER comments_card_rev_update ON comments`);
    await q.query(
      `CREATE TRIGGER comments_card_rev_update AFTER UPDATE ON comments REFERENCING NEW TABLE AS new_rows
         FOR EACH STATEMENT EXECUTE FUNCTION comments_card_rev_bump()`,
    );
    await q.query(`
      CREATE OR REPLACE FUNCTION comments_card_rev_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE posts p SET card_rev = p.card_rev + 1, comment_count = p.comment_count + n.n
            FROM (SELECT post_id, count(*)::int AS n FROM new_rows GROUP BY post_id) n WHERE p.posts_id = n.post_id;
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE posts p SET card_rev = p.card_rev + 1, comment_count = p.comment_count - n.n
            FROM (SELECT post_id, count(*)::int AS n FROM old_rows GROUP BY post_id) n WHERE p.posts_id = n.post_id;
        ELSE
          UPDATE posts SET card_rev = card_rev + 1 WHERE posts_id IN (SELECT post_id FROM new_rows);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`DROP INDEX posts_feed_idx`);
    await q.query(`CREATE INDEX posts_feed_idx ON posts (created_at DESC, posts_id DESC) WHERE is_ready`);
    for (const table of REMOVABLE) {
      await q.query(`DROP INDEX IF EXISTS ${table}_removed_idx`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN IF EXISTS removed_at`);
    }
  }
}
