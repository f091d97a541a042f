import { DataSource, EntityManager } from 'typeorm';
import { MediaTargetOwner, MediaTargetRow } from '../media';
import { activeMemberJoin } from '../users/users.queries';

const lockClause = (lock: boolean): string => (lock ? ' FOR UPDATE' : '');

async function exists(em: EntityManager | DataSource, sql: string, id: number): Promise<boolean> {
  const rows = (await em.query(`SELECT EXISTS (${sql}) AS shown`, [id])) as Array<{ shown: boolean }>;
  return rows[0].shown;
}

async function firstRow(em: EntityManager | DataSource, sql: string, id: number): Promise<MediaTargetRow | undefined> {
  const rows = (await em.query(sql, [id])) as MediaTargetRow[];
  return rows[0];
}

/**
 * A post created with isReady false stays hidden until its media are processed; media_state
 * shows its author how far they are (and 'failed' for good when a file failed).
 */
export const POST_MEDIA_TARGET: MediaTargetOwner = {
  row: (em, id, lock) => firstRow(em, `SELECT user_id, is_ready FROM posts WHERE posts_id = $1${lockClause(lock)}`, id),
  async markProcessing(em, id) {
    await em.query(`UPDATE posts SET media_state = 'processing' WHERE posts_id = $1 AND NOT is_ready`, [id]);
  },
  async markFailed(em, id) {
    const changed = (await em.query(`UPDATE posts SET media_state = 'failed' WHERE posts_id = $1 AND media_state <> 'failed' RETURNING posts_id`, [
      id,
    ])) as [unknown[], number];
    return changed[1] > 0;
  },
  async markReady(em, id) {
    await em.query(`UPDATE posts SET is_ready = true, media_state = 'ready' WHERE posts_id = $1 AND NOT is_ready`, [id]);
  },
  isShown: (em, id) => exists(em, `SELECT 1 FROM posts p ${activeMemberJoin('u', 'p.user_id')} WHERE p.posts_id = $1 AND p.removed_at IS NULL`, id),
};

/** A comment waiting for media has no processing state of its own: it stays hidden until ready. */
export const POST_COMMENT_MEDIA_TARGET: MediaTargetOwner = {
  row: (em, id, lock) => firstRow(em, `SELECT user_id, is_ready FROM comments WHERE comment_id = $1${lockClause(lock)}`, id),
  markProcessing: () => Promise.resolve(),
  // Every failed file is reported: there is no stored state that tells whether it was already.
  markFailed: () => Promise.resolve(true),
  async markReady(em, id) {
    await em.query(`UPDATE comments SET is_ready = true WHERE comment_id = $1 AND NOT is_ready`, [id]);
  },
  // A comment goes with its post: removed, or its author suspended, its comments' files go too.
  isShown: (em, id) =>
    exists(
      em,
      `SELECT 1 FROM comments c ${activeMemberJoin('cu', 'c.user_id')}
         JOIN posts p ON p.posts_id = c.post_id AND p.removed_at IS NULL ${activeMemberJoin('u', 'p.user_id')}
        WHERE c.comment_id = $1 AND c.removed_at IS NULL`,
      id,
    ),
};
