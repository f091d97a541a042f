import { MediaTargetOwner, MediaTargetRow } from '../media';
import { activeMemberJoin } from '../users/users.queries';

/** A thread comment waiting for media stays hidden from the other members until ready. */
export const GROUP_COMMENT_MEDIA_TARGET: MediaTargetOwner = {
  async row(em, id, lock) {
    const rows = (await em.query(`SELECT user_id, is_ready FROM group_comments WHERE comment_id = $1${lock ? ' FOR UPDATE' : ''}`, [id])) as MediaTargetRow[];
    return rows[0];
  },
  markProcessing: () => Promise.resolve(),
  // Every failed file is reported: there is no stored state that tells whether it was already.
  markFailed: () => Promise.resolve(true),
  async markReady(em, id) {
    await em.query(`UPDATE group_comments SET is_ready = true WHERE comment_id = $1 AND NOT is_ready`, [id]);
  },
  // A thread comment goes with its group: a removed group's comments' files go too.
  async isShown(em, id) {
    const rows = (await em.query(
      `SELECT EXISTS (SELECT 1 FROM group_comments gc ${activeMemberJoin('u', 'gc.user_id')}
         JOIN groups g ON g.group_id = gc.group_id AND g.removed_at IS NULL
        WHERE gc.comment_id = $1 AND gc.removed_at IS NULL) AS shown`,
      [id],
    )) as Array<{ shown: boolean }>;
    return rows[0].shown;
  },
};
