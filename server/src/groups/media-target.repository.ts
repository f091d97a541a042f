import { MediaTargetOwner, MediaTargetRow } from '../media';
import { COMMENT_SHOWN_SQL, commentTargetSql, MARK_COMMENT_READY_SQL } from './group-media.queries';

/** A thread comment waiting for media stays hidden from the other members until ready. */
export const GROUP_COMMENT_MEDIA_TARGET: MediaTargetOwner = {
  async row(em, id, lock) {
    const rows = (await em.query(commentTargetSql(lock), [id])) as MediaTargetRow[];
    return rows[0];
  },
  markProcessing: () => Promise.resolve(),
  // Every failed file is reported: there is no stored state that tells whether it was already.
  markFailed: () => Promise.resolve(true),
  async markReady(em, id) {
    await em.query(MARK_COMMENT_READY_SQL, [id]);
  },
  // A thread comment goes with its group: a removed group's comments' files go too.
  async isShown(em, id) {
    const rows = (await em.query(COMMENT_SHOWN_SQL, [id])) as Array<{ shown: boolean }>;
    return rows[0].shown;
  },
};
