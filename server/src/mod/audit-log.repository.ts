import { EntityManager } from 'typeorm';
import { AUDIT_PAGE_SQL, INSERT_AUDIT_ENTRY_SQL } from './audit-log.queries';
import type { AuditSnapshotDto } from './dto/mod-responses.dto';

export interface AuditRow {
  entry_id: string;
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: number;
  note: string | null;
  target_label: string | null;
  snapshot: AuditSnapshotDto | null;
  created_at: Date;
}

/** Appends one entry, in the caller's transaction. */
export async function insertAuditEntry(
  m: EntityManager,
  entry: { actorId: number | null; action: string; targetType: string; targetId: number; note: string | null; targetLabel: string | null; snapshot: AuditSnapshotDto | null },
): Promise<void> {
  await m.query(INSERT_AUDIT_ENTRY_SQL, [entry.actorId, entry.action, entry.targetType, entry.targetId, entry.note, entry.targetLabel, entry.snapshot && JSON.stringify(entry.snapshot)]);
}

/** A page of entries and one more, newest first, after the cursor (the last entry id seen). */
export function auditPage(m: EntityManager, cursor: number | undefined): Promise<AuditRow[]> {
  return m.query(AUDIT_PAGE_SQL, [cursor ?? null]);
}
