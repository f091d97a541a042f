import { DataSource, EntityManager } from 'typeorm';
import { MediaTargetOwner, MediaTargetRow } from '../media';
import {
  COMMENT_MEDIA_ROW_SQL, COMMENT_SHOWN_SQL, FOR_UPDATE, MARK_COMMENT_READY_SQL, MARK_POST_FAILED_SQL, MARK_POST_PROCESSING_SQL,
  MARK_POST_READY_SQL, POST_MEDIA_ROW_SQL, POST_SHOWN_SQL,
} from './jobs.queries';

const lockClause = (lock: boolean): string => (lock ? FOR_UPDATE : '');

async function exists(em: EntityManager | DataSource, sql: string, id: number): Promise<boolean> {
  const rows = (await em.query(sql, [id])) as Array<{ shown: boolean }>;
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
  row: (em, id, lock) => firstRow(em, `${POST_MEDIA_ROW_SQL}${lockClause(lock)}`, id),
  async markProcessing(em, id) {
    await em.query(MARK_POST_PROCESSING_SQL, [id]);
  },
  async markFailed(em, id) {
    const changed = (await em.query(MARK_POST_FAILED_SQL, [id])) as [unknown[], number];
    return changed[1] > 0;
  },
  async markReady(em, id) {
    await em.query(MARK_POST_READY_SQL, [id]);
  },
  isShown: (em, id) => exists(em, POST_SHOWN_SQL, id),
};

/** A comment waiting for media has no processing state of its own: it stays hidden until ready. */
export const POST_COMMENT_MEDIA_TARGET: MediaTargetOwner = {
  row: (em, id, lock) => firstRow(em, `${COMMENT_MEDIA_ROW_SQL}${lockClause(lock)}`, id),
  markProcessing: () => Promise.resolve(),
  // Every failed file is reported: there is no stored state that tells whether it was already.
  markFailed: () => Promise.resolve(true),
  async markReady(em, id) {
    await em.query(MARK_COMMENT_READY_SQL, [id]);
  },
  // A comment goes with its post: removed, or its author suspended, its comments' files go too.
  isShown: (em, id) => exists(em, COMMENT_SHOWN_SQL, id),
};
