import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Serving a media file asks which post or comment it belongs to (MediaFileGate: files of removed
 * content or of suspended authors are withheld), by the processed file's key or the poster's.
 */
export class MediaFileLookup1765750000000 implements MigrationInterface {
  name = 'MediaFileLookup1765750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX media_path_idx ON media (path) WHERE path IS NOT NULL`);
    await q.query(`CREATE INDEX media_poster_path_idx ON media (poster_path) WHERE poster_path IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX media_poster_path_idx`);
    await q.query(`DROP INDEX media_path_idx`);
  }
}
