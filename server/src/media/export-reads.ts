import { EntityManager } from 'typeorm';

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
  return m.query(
    `SELECT media_id, posts_id, comment_id, group_comment_id, media_type, path, status, description, created_at
       FROM media WHERE user_id = $1 ORDER BY created_at, media_id`,
    [userId],
  );
}
