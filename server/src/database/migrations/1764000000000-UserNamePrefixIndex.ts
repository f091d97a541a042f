import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * User search ranks exact and prefix matches first. With only the trigram index, a common name
 * ("anna") made PostgreSQL fetch and sort every member containing it; this C-collated btree on
 * the lower-cased name serves the prefix matches already in order, so a page of them is read
 * straight from the index.
 */
export class UserNamePrefixIndex1764000000000 implements MigrationInterface {
  name = 'UserNamePrefixIndex1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX users_user_name_prefix ON users ((lower(user_name)) COLLATE "C", user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS users_user_name_prefix`);
  }
}
