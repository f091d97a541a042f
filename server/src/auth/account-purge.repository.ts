import { EntityManager } from 'typeorm';
import { MEMBER_EXPORT_FILES_SQL } from './account-purge.queries';

/** The storage keys of the member's data-export ZIPs (the export module's table, read in the purge's transaction). */
export async function memberExportFileKeys(m: EntityManager, userId: number): Promise<string[]> {
  const exports: Array<{ storage_key: string }> = await m.query(MEMBER_EXPORT_FILES_SQL, [userId]);
  return exports.map((e) => e.storage_key);
}
