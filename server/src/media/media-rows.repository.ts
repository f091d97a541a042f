import { DataSource, EntityManager } from 'typeorm';
import { queryPrepared } from '../database/prepared';
import { MediaEntity, MediaType } from './media.entity';
import {
  ATTACHMENT_OF_KEY_SQL,
  deleteFailedMediaSql,
  EXPORTED_MEDIA_SQL,
  JOB_MEDIA_SQL,
  MARK_MEDIA_READY_SQL,
  mediaFileKeysSql,
  PENDING_LOCK_SQL,
  PENDING_ON_QUEUE_SQL,
  PENDING_SQL,
  targetMediaCountsSql,
} from './media-rows.queries';
import { MediaAttachment, TARGET_COLUMN, TargetRef } from './media-target';

/** What the row of a stored file or poster is attached to; undefined when no row has that key. */
export async function attachmentOfKey(m: EntityManager | DataSource, key: string): Promise<MediaAttachment | undefined> {
  const rows: MediaAttachment[] = await m.query(ATTACHMENT_OF_KEY_SQL, [key]);
  return rows[0];
}

/** How many of the target's files are pending and how many failed. */
export async function targetMediaCounts(m: EntityManager, ref: TargetRef): Promise<{ pending: number; failed: number }> {
  const [counts] = (await m.query(targetMediaCountsSql(TARGET_COLUMN[ref.kind]), [ref.id])) as Array<{ pending: number; failed: number }>;
  return counts;
}

/** How many of the member's files wait for processing. */
export async function pendingCount(m: EntityManager | DataSource, userId: number): Promise<number> {
  const [{ n }] = (await m.query(PENDING_SQL, [userId])) as Array<{ n: number }>;
  return n;
}

/**
 * How many of the member's files wait on the queue a file of this kind goes to: images have a queue
 * of their own, so a pending photo does not push the member's video back behind others' videos.
 */
export async function pendingOnQueue(m: EntityManager, userId: number, kind: MediaType): Promise<number> {
  const [{ n }] = (await m.query(PENDING_ON_QUEUE_SQL, [userId, kind === 'image'])) as Array<{ n: number }>;
  return n;
}

/** Takes the member's upload lock until the transaction ends (one upload at a time passes the quota). */
export async function lockMemberUploads(m: EntityManager, userId: number): Promise<void> {
  await m.query(PENDING_LOCK_SQL, [userId]);
}

/** Deletes the target's failed files; answers their originals' storage keys. */
export async function deleteFailedMedia(m: EntityManager, ref: TargetRef): Promise<string[]> {
  const [gone] = (await m.query(deleteFailedMediaSql(TARGET_COLUMN[ref.kind]), [ref.id])) as [Array<{ source_key: string | null }>, number];
  return gone.flatMap((r) => (r.source_key ? [r.source_key] : []));
}

/** The type and position of the target's files. */
export function targetMedia(m: EntityManager, ref: TargetRef): Promise<Array<Pick<MediaEntity, 'media_type' | 'position'>>> {
  return m.getRepository(MediaEntity).find({ where: { [TARGET_COLUMN[ref.kind]]: ref.id }, select: { media_type: true, position: true } });
}

/** Inserts the rows; answers them saved (ids, job keys). */
export function insertMedia(m: EntityManager, rows: Array<Partial<MediaEntity>>): Promise<MediaEntity[]> {
  const repo = m.getRepository(MediaEntity);
  return repo.save(rows.map((row) => repo.create(row)));
}

/** What a job reads of its file's row. */
export type JobMedia = Pick<MediaEntity, 'media_id' | 'posts_id' | 'comment_id' | 'group_comment_id' | 'user_id' | 'media_type' | 'source_key' | 'status'>;

/** A job's file row, by a prepared statement (media-rows.queries.ts: JOB_MEDIA_SQL). */
export async function jobMedia(db: DataSource, mediaId: number): Promise<JobMedia | undefined> {
  const [row] = await queryPrepared<JobMedia>(db, JOB_MEDIA_SQL, [mediaId]);
  return row;
}

/** A processed file's outputs. */
export interface MediaOutput {
  path: string;
  poster_path: string | null;
  width: number | null;
  height: number | null;
  duration_s: number | null;
}

/** The file's row flips to ready with its outputs, once (a job that runs again finds it ready). */
export function markMediaReady(m: EntityManager, mediaId: number, out: MediaOutput): Promise<unknown> {
  return m.query(MARK_MEDIA_READY_SQL, [mediaId, out.path, out.poster_path, out.width, out.height, out.duration_s]);
}

export async function markMediaFailed(m: EntityManager, mediaId: number): Promise<void> {
  await m.update(MediaEntity, { media_id: mediaId }, { status: 'failed' });
}

/**
 * Storage keys (processed file, poster, uploaded original) of the media rows matching `where`
 * (alias m). Whoever deletes rows that take media with them (foreign keys) reads these first, in
 * the same transaction, and publishes `media.files-orphaned` after the commit.
 */
export async function mediaFileKeys(em: EntityManager, where: string, params: unknown[]): Promise<string[]> {
  const rows: Array<{ key: string }> = await em.query(mediaFileKeysSql(where), params);
  return rows.map((r) => r.key);
}

/** One of the member's media files for their data export: what it is attached to and its stored key. */
export interface ExportedMedia {
  media_id: number;
  posts_id: number | null;
  comment_id: number | null;
  group_comment_id: number | null;
  media_type: string;
  /** The stored file (a storage key under uploads/), null until processed. */
  path: string | null;
  status: string;
  /** The member's description of the file (alt text). */
  description: string | null;
  created_at: Date;
}

/** Every media row member `userId` uploaded, oldest first. */
export function exportedMedia(m: EntityManager, userId: number): Promise<ExportedMedia[]> {
  return m.query(EXPORTED_MEDIA_SQL, [userId]);
}
