import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Group prayer requests (issue 44). A post may be for one group's members only: `visibility`
 * 'group' with its `group_id`. The group going away (deleted by its host) leaves `group_id` NULL
 * and the visibility 'group', so the post is then shown to nobody (its author still exports it).
 * `group_prayer_settings`: what each member wants to hear of a group's new prayer requests
 * (`all`, `emergency`, `none`; no row is the default, `emergency`).
 */
export class GroupPrayerRequests1765800000000 implements MigrationInterface {
  name = 'GroupPrayerRequests1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE posts ADD COLUMN group_id int REFERENCES groups(group_id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE posts DROP CONSTRAINT IF EXISTS posts_visibility_check`);
    await q.query(`ALTER TABLE posts ADD CONSTRAINT posts_visibility_check CHECK (visibility IN ('public', 'friends', 'group'))`);
    // A group post always names its group when written; only a deleted group leaves it NULL.
    await q.query(`ALTER TABLE posts ADD CONSTRAINT posts_group_audience_check CHECK (group_id IS NULL OR visibility = 'group')`);
    await q.query(`CREATE INDEX posts_group_idx ON posts (group_id, created_at DESC, posts_id DESC) WHERE group_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE group_prayer_settings (
        group_id int NOT NULL REFERENCES groups(group_id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        level varchar(10) NOT NULL CHECK (level IN ('all', 'emergency', 'none')),
        PRIMARY KEY (group_id, user_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS group_prayer_settings`);
    await q.query(`DELETE FROM posts WHERE visibility = 'group'`);
    await q.query(`ALTER TABLE posts DROP CONSTRAINT IF EXISTS posts_group_audience_check`);
    await q.query(`ALTER TABLE posts DROP COLUMN group_id`);
    await q.query(`ALTER TABLE posts DROP CONSTRAINT IF EXISTS posts_visibility_check`);
    await q.query(`ALTER TABLE posts ADD CONSTRAINT posts_visibility_check CHECK (visibility IN ('public', 'friends'))`);
  }
}
