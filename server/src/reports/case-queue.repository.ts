import { EntityManager } from 'typeorm';
import type { ReportTarget } from './report.entity';
import { CASE_PAGE_SIZE, CASE_REPORTS_SQL, LOCK_CASE_SQL, OPEN_CASES_SQL, REPORTERS_OF_SQL, REPORTS_AGAINST_SQL, REOPEN_CASE_SQL, RESOLVE_CASE_SQL, RESOLVED_CASES_SQL } from './case-queue.queries';

/**
 * The report cases as the operators (mod/) read and resolve them. Each takes the caller's
 * EntityManager, so a resolution and its effects commit together.
 */

export type CaseStatus = 'open' | 'resolved';
export type ResolutionAction = 'dismiss' | 'remove_content' | 'warn_author' | 'suspend_author' | 'approve_content';
export const RESOLUTION_ACTIONS: readonly ResolutionAction[] = ['dismiss', 'remove_content', 'warn_author', 'suspend_author', 'approve_content'];

export interface ReportCaseRow {
  case_id: number;
  target_type: ReportTarget;
  target_id: number;
  status: CaseStatus;
  reporter_count: number;
  first_reported_at: Date;
  last_reported_at: Date;
  resolved_at: Date | null;
  resolution_action: ResolutionAction | null;
  resolution_note: string | null;
  resolved_by: number | null;
  /** A `self_harm` report made the case urgent: it leads the open queue. */
  urgent: boolean;
  /** Opened by a watched word (no human reporter, or not only). */
  automated: boolean;
  /** Its content is held until a moderator approves or removes it. */
  held: boolean;
  /** The watched phrase that opened it (the latest, when several did); null for a case only members opened. */
  matched_phrase: string | null;
  /** When it was opened (again, after a resolution): the start of the wait for a decision. */
  opened_at: Date;
  /** How many of the target's reports give each reason. */
  reasons: Record<string, number>;
}

/** One page of cases and the cursor (the last case's id) of the next, or null at the end. */
export async function casePage(m: EntityManager, status: CaseStatus, cursor: number | undefined): Promise<{ cases: ReportCaseRow[]; nextCursor: number | null }> {
  const rows: ReportCaseRow[] = await m.query(status === 'open' ? OPEN_CASES_SQL : RESOLVED_CASES_SQL, [cursor ?? null]);
  const cases = rows.slice(0, CASE_PAGE_SIZE);
  return { cases, nextCursor: rows.length > CASE_PAGE_SIZE ? cases[cases.length - 1].case_id : null };
}

/** The case, locked until the transaction ends (two moderators resolving at once: the second sees it resolved). */
export async function lockCase(
  m: EntityManager,
  caseId: number,
): Promise<Pick<ReportCaseRow, 'case_id' | 'target_type' | 'target_id' | 'status' | 'held' | 'automated' | 'matched_phrase' | 'opened_at'> | undefined> {
  const [row]: ReportCaseRow[] = await m.query(LOCK_CASE_SQL, [caseId]);
  return row;
}

/** Marks the case resolved with how and by whom (null: the command-line tool). */
export async function resolveCase(m: EntityManager, caseId: number, action: ResolutionAction, note: string | null, by: number | null): Promise<void> {
  await m.query(RESOLVE_CASE_SQL, [caseId, action, note, by]);
}

/** One report of a case, as the operators read it. */
export interface CaseReportRow {
  target_type: ReportTarget;
  target_id: number;
  reason: string;
  /** The community rule the reporter cited (rules module), if any. */
  rule_id: number | null;
  details: string | null;
  reporter_id: number;
  created_at: Date;
}

/** The reports of these cases' targets, oldest first, by `type:id`. */
export async function reportsOfCases(m: EntityManager, cases: Array<Pick<ReportCaseRow, 'target_type' | 'target_id'>>): Promise<Map<string, CaseReportRow[]>> {
  const out = new Map<string, CaseReportRow[]>();
  if (cases.length === 0) return out;
  const rows: CaseReportRow[] = await m.query(CASE_REPORTS_SQL, [cases.map((c) => c.target_type), cases.map((c) => c.target_id)]);
  for (const r of rows) {
    const key = `${r.target_type}:${r.target_id}`;
    out.set(key, [...(out.get(key) ?? []), r]);
  }
  return out;
}

/** Opens a resolved case again (an appeal reversed its dismissal). */
export async function reopenCase(m: EntityManager, caseId: number): Promise<void> {
  await m.query(REOPEN_CASE_SQL, [caseId]);
}

/** Everyone who reported the target (each is told the outcome). */
export async function reportersOf(m: EntityManager, targetType: ReportTarget, targetId: number): Promise<number[]> {
  const rows: Array<{ reporter_id: number }> = await m.query(REPORTERS_OF_SQL, [targetType, targetId]);
  return rows.map((r) => r.reporter_id);
}

/** How many members reported each of these members (reports of the member themself), by id. */
export async function reportsAgainst(m: EntityManager, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows: Array<{ target_id: number; n: number }> = await m.query(REPORTS_AGAINST_SQL, [userIds]);
  return new Map(rows.map((r) => [r.target_id, r.n]));
}
