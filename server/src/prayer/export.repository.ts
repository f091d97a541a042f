import { EntityManager } from 'typeorm';
import { EXPORTED_PRAYERS_SQL } from './export.queries';

/** The prayer module's part of a member's data export (export/data-export.processor.ts). */

export interface ExportedPrayer {
  post_id: number;
  prayed_at: Date;
}

/** The prayer requests the member said "I prayed" for (issue #33), oldest first. */
export function exportedPrayers(m: EntityManager, userId: number): Promise<ExportedPrayer[]> {
  return m.query(EXPORTED_PRAYERS_SQL, [userId]);
}
