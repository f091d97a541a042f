import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The feed asks which of a page's posts the reader likes. One primary-key probe per post was 51
 * descents of post_likes_pkey (three pages each) on every page; with the reader's likes in
 * (user_id, posts_id) order they are one range of this index, the posts of the page being a
 * narrow range of ids (see the feed's page statement). It takes the place of the (user_id) index,
 * which it serves as well, at the same size (a btree entry of one int4 is padded to two).
 */
export class ReaderLikesIndex1764800000000 implements MigrationInterface {
  name = 'ReaderLikesIndex1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX post_likes_user_post_idx ON post_likes (user_id, posts_id)`);
    await q.query(`DROP INDEX post_likes_user_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX post_likes_user_idx ON post_likes (user_id)`);
    await q.query(`DROP INDEX post_likes_user_post_idx`);
  }
}
