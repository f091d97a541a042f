import { EntityManager } from 'typeorm';

/** Where processed media files and posters are stored (media.processor names them here). */
export const MEDIA_FILES_PREFIX = 'uploads/media/';

/**
 * Storage keys (processed file, poster, uploaded original) of the media rows matching `where`
 * (alias m). Whoever deletes rows that take media with them (foreign keys) reads these first, in
 * the same transaction, and publishes `media.files-orphaned` after the commit.
 */
export async function mediaFileKeys(em: EntityManager, where: string, params: unknown[]): Promise<string[]> {
  const rows: Array<{ key: string }> = await em.query(
    `SELECT DISTINCT k.key FROM media m CROSS JOIN LATERAL (VALUES (m.path), (m.poster_path), (m.source_key)) AS k(key)
      WHERE (${where}) AND k.key IS NOT NULL`,
    params,
  );
  return rows.map((r) => r.key);
}
