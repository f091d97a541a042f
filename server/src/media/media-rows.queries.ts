/** Statements of the media module's own rows; run by media-rows.repository.ts. */

type TargetColumn = 'posts_id' | 'comment_id' | 'group_comment_id';

/** What a file key ($1) is attached to: the row whose file or poster it is (MediaFileGate). */
export const ATTACHMENT_OF_KEY_SQL = `SELECT posts_id, comment_id, group_comment_id FROM media WHERE path = $1
       UNION ALL
       SELECT posts_id, comment_id, group_comment_id FROM media WHERE poster_path = $1
       LIMIT 1`;

/** How many of the target's ($1) files are pending and how many failed. */
export function targetMediaCountsSql(col: TargetColumn): string {
  return `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'failed')::int AS failed
           FROM media WHERE ${col} = $1`;
}

/** How many of member $1's files wait for processing. */
export const PENDING_SQL = `SELECT count(*)::int AS n FROM media WHERE user_id = $1 AND status = 'pending'`;

/** How many of member $1's pending files wait on the images' queue ($2 true) or on the video and audio queue. */
export const PENDING_ON_QUEUE_SQL = `SELECT count(*)::int AS n FROM media WHERE user_id = $1 AND status = 'pending' AND (media_type = 'image') = $2`;

/** Serialises member $1's uploads until the transaction ends. */
export const PENDING_LOCK_SQL = `SELECT pg_advisory_xact_lock(hashtext('media-pending'), $1)`;

/** Deletes the target's ($1) failed files, answering their originals' keys. */
export function deleteFailedMediaSql(col: TargetColumn): string {
  return `DELETE FROM media WHERE ${col} = $1 AND status = 'failed' RETURNING source_key`;
}

/**
 * What a processing job reads of its file's row ($1). A prepared statement rather than the
 * repository's findOneBy: with one file at a time, the job's first read is time the image
 * pipeline stands still (1.6 ms per file with findOneBy, 0.35 with this statement, timed in the worker).
 */
export const JOB_MEDIA_SQL = `SELECT media_id, posts_id, comment_id, group_comment_id, user_id, media_type, source_key, status FROM media WHERE media_id = $1`;

/** The file's row ($1) flips to ready with its outputs, once (a job that runs again finds it ready). */
export const MARK_MEDIA_READY_SQL = `UPDATE media SET status = 'ready', source_key = NULL, path = $2, poster_path = $3, width = $4, height = $5, duration_s = $6
      WHERE media_id = $1 AND status = 'pending'`;

/** Storage keys (processed file, poster, uploaded original) of the media rows matching `where` (alias m). */
export function mediaFileKeysSql(where: string): string {
  return `SELECT DISTINCT k.key FROM media m CROSS JOIN LATERAL (VALUES (m.path), (m.poster_path), (m.source_key)) AS k(key)
      WHERE (${where}) AND k.key IS NOT NULL`;
}

/** Every media row member $1 uploaded, oldest first (their data export). */
export const EXPORTED_MEDIA_SQL = `SELECT media_id, posts_id, comment_id, group_comment_id, media_type, path, status, description, created_at
       FROM media WHERE user_id = $1 ORDER BY created_at, media_id`;

/** @public Example arguments of each builder, for the statement snapshots (server/queries/). */
export const SQL_EXAMPLES: Record<string, unknown[][]> = {
  targetMediaCountsSql: [['posts_id'], ['comment_id'], ['group_comment_id']],
  deleteFailedMediaSql: [['posts_id'], ['comment_id'], ['group_comment_id']],
  mediaFileKeysSql: [['m.user_id = $1']],
};
