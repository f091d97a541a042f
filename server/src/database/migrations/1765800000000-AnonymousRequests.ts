import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 44. `posts.anonymous`: a prayer request whose author is shown to nobody but themselves
 * (the row keeps the real `user_id`, so blocks and moderation still see them).
 * `posts.comment_policy`: who may comment (`everyone`, `friends`, `none`).
 * `posts.for_someone_else`: a request for a third party, published with the author's consent
 * confirmation. `notifications.actor_hidden`: the actor is an anonymous author: the row keeps
 * `actor_id` (blocks and mutes still apply) but the answer never shows them.
 * Every column is on the posts row, so changing one moves `card_rev` (PostCardRevision).
 */
export class AnonymousRequests1765800000000 implements MigrationInterface {
  name = 'AnonymousRequests1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE posts ADD COLUMN anonymous boolean NOT NULL DEFAULT false,
      ADD COLUMN comment_policy varchar(10) NOT NULL DEFAULT 'everyone' CHECK (comment_policy IN ('everyone', 'friends', 'none')),
      ADD COLUMN for_someone_else boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE posts ADD CONSTRAINT posts_anonymous_prayer_check
      CHECK (NOT anonymous OR post_type IN ('pray_request', 'emergency_pray_request'))`);
    await q.query(`ALTER TABLE notifications ADD COLUMN actor_hidden boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications DROP COLUMN IF EXISTS actor_hidden`);
    await q.query(`ALTER TABLE posts DROP CONSTRAINT IF EXISTS posts_anonymous_prayer_check`);
    await q.query(`ALTER TABLE posts DROP COLUMN IF EXISTS anonymous, DROP COLUMN IF EXISTS comment_policy, DROP COLUMN IF EXISTS for_someone_else`);
  }
}
