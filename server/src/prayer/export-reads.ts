import { EntityManager } from 'typeorm';

/** The prayer module's part of a member's data export (export/data-export.processor.ts). */

export interface ExportedPrayer {
  post_id: number;
  prayed_at: Date;
}

/** The prayer requests the member said "I prayed" for (issue #33), oldest first. */
export function exportedPrayers(m: EntityManager, userId: number): Promise<ExportedPrayer[]> {
  return m.query(`SELECT post_id, prayed_at FROM post_prayers WHERE user_id = $1 ORDER BY prayed_at, post_id`, [userId]);
}
