import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ReportCaseRow } from '../reports';
import { memberNamesByIds } from '../users';
import { AUDIT_PAGE_SIZE } from './audit-log.queries';
import { auditPage, insertAuditEntry } from './audit-log.repository';
import type { AuditSnapshotDto } from './dto/mod-responses.dto';
import { resolvedTarget, targetLabel } from './report-targets';

/** What an operator did; registration decisions and command-line actions use the same names. */
export type AuditAction =
  | 'resolve_report'
  | 'remove_content'
  | 'warn_author'
  | 'suspend_user'
  | 'unsuspend_user'
  | 'set_role'
  | 'approve_registration'
  | 'reject_registration'
  | (string & {});

export interface AuditRecord {
  /** The operator's user id; null for the command-line tool (shown as actor `cli`). */
  actorId: number | null;
  action: AuditAction;
  targetType: string;
  targetId: number;
  note?: string | null;
  /**
   * The content the action was about, when the target is its author's account (a warning about a
   * post); otherwise a content target's snapshot is taken here.
   */
  snapshot?: AuditSnapshotDto | null;
  /** The watched phrase that opened the automated case acted on: kept in the snapshot. */
  matchedPhrase?: string | null;
}

export interface AuditEntry {
  entry_id: number;
  actor: { user_id: number | null; user_name: string };
  action: string;
  target_type: string;
  target_id: number;
  note: string | null;
  target_label: string | null;
  snapshot: AuditSnapshotDto | null;
  created_at: Date;
}

type TargetType = ReportCaseRow['target_type'];
const TARGET_TYPES: readonly string[] = ['post', 'comment', 'group', 'group_comment', 'user'] satisfies TargetType[];
const isTargetType = (type: string): type is TargetType => TARGET_TYPES.includes(type);

const NOTE_MAX = 1000;

function withPhrase(snapshot: AuditSnapshotDto | null, phrase: string | null | undefined): AuditSnapshotDto | null {
  return snapshot && phrase ? { ...snapshot, matched_phrase: phrase } : snapshot;
}
const LABEL_MAX = 200;

/**
 * The moderation audit log: every operator action, appended in the caller's transaction when it
 * has one (so an action and its record commit together). The table refuses UPDATE, DELETE and
 * TRUNCATE (migration ModAuditLogAndRoles); this service only inserts and reads.
 */
@Injectable()
export class AuditLogService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The entry names its target and keeps a copy of the content as they are now (before the action
   * in the same transaction changes them), so the log still reads after the content is purged.
   */
  async record(entry: AuditRecord, manager: EntityManager = this.db.manager): Promise<void> {
    const target = isTargetType(entry.targetType) ? await resolvedTarget(manager, entry.targetType, entry.targetId) : undefined;
    await insertAuditEntry(manager, {
      targetLabel: target ? targetLabel(target).slice(0, LABEL_MAX) : null,
      snapshot: withPhrase(entry.snapshot ?? (target && (entry.targetType !== 'user' || entry.matchedPhrase) ? target.snapshot : null), entry.matchedPhrase),
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      note: entry.note ? entry.note.slice(0, NOTE_MAX) : null,
    });
  }

  /** Newest first, `AUDIT_PAGE_SIZE` a page; the cursor is the last entry id seen (primary-key walk). */
  async page(cursor: number | undefined): Promise<{ entries: AuditEntry[]; nextCursor: number | null }> {
    const rows = await auditPage(this.db.manager, cursor);
    const more = rows.length > AUDIT_PAGE_SIZE;
    const page = rows.slice(0, AUDIT_PAGE_SIZE);
    const names = await memberNamesByIds(this.db.manager, [...new Set(page.flatMap((r) => (r.actor_id === null ? [] : [r.actor_id])))]);
    const entries = page.map(({ actor_id, ...r }) => ({
      ...r,
      entry_id: Number(r.entry_id),
      actor: actor_id === null ? { user_id: null, user_name: 'cli' } : { user_id: actor_id, user_name: names.get(actor_id) ?? 'Deleted member' },
    }));
    return { entries, nextCursor: more ? entries[entries.length - 1].entry_id : null };
  }
}
