import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A description of each media file (issue 41): the image's alt text, the accessible name of a
 * video or recording, written by its uploader. Null until they write one.
 */
export class MediaDescription1765773000000 implements MigrationInterface {
  name = 'MediaDescription1765773000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE media ADD COLUMN description varchar(1500)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE media DROP COLUMN IF EXISTS description`);
  }
}
