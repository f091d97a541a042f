import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A feed page asks which of the ~100 inline comments it shows the reader likes
 * (`cl.user_id = $1 AND cl.comment_id = ANY($2)`). On comment_likes_pkey (comment_id, user_id)
 * that is one descent per comment: 300 of the 385 buffer reads of a first page once the table has
 * a million rows (the bench's seed had none before this migration). With the reader's likes in
 * (user_id, comment_id) order the statement reads 88. It takes the place of the (user_id) index,
 * which it serves as well, as ReaderLikesIndex did for post likes.
 */
export class ReaderCommentLikesIndex1764900000000 implements MigrationInterface {
  name = 'ReaderCommentLikesIndex1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX comment_likes_user_comment_idx ON comment_likes (user_id, comment_id)`);
    await q.query(`DROP INDEX comment_likes_user_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX comment_likes_user_idx ON comment_likes (user_id)`);
    await q.query(`DROP INDEX comment_likes_user_comment_idx`);
  }
}
