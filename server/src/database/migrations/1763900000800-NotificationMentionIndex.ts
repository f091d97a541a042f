import { MigrationInterface, QueryRunner } from 'typeorm';

/** Mentions look members up by their user name without spaces (see noti/mentions.ts): index that expression. */
export class NotificationMentionIndex1763900000800 implements MigrationInterface {
  name = 'NotificationMentionIndex1763900000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX users_name_handle_idx ON users (lower(replace(user_name, ' ', '')))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS users_name_handle_idx`);
  }
}
