import { EntityManager } from 'typeorm';
import { EXPORTED_PRAYERS_SQL, EXPORTED_REACH_OUTS_SQL } from './export.queries';

/** The prayer module's part of a member's data export (export/data-export.processor.ts). */

export interface ExportedPrayer {
  post_id: number;
  prayed_at: Date;
}

/** The prayer requests the member said "I prayed" for (issue #33), oldest first. */
export function exportedPrayers(m: EntityManager, userId: number): Promise<ExportedPrayer[]> {
  return m.query(EXPORTED_PRAYERS_SQL, [userId]);
}

export interface ExportedReachOut {
  post_id: number;
  anonymous: boolean;
  created_at: Date;
}

/** The emergency requests the member reached out on as a care team member (issue 44), oldest first. */
export function exportedReachOuts(m: EntityManager, userId: number): Promise<ExportedReachOut[]> {
  return m.query(EXPORTED_REACH_OUTS_SQL, [userId]);
}
