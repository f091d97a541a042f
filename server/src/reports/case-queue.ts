import { EntityManager } from 'typeorm';
import type { ReportTarget } from './report.entity';

/**
 * The report cases as the operators (mod/) read and resolve them. Each takes the caller's
 * EntityManager, so a resolution and its effects commit together.
 */

export type CaseStatus = 'open' | 'resolved';
export type ResolutionAction = 'dismiss' | 'remove_content' | 'warn_author' | 'suspend_author';
export const RESOLUTION_ACTIONS: readonly ResolutionAction[] = ['dismiss', 'remove_content', 'warn_author', 'suspend_author'];

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
  /** How many of the target's reports give each reason. */
  reasons: Record<string, number>;
}

export const CASE_PAGE_SIZE = 20;

const CASE_COLUMNS = `c.case_id, c.target_type, c.target_id, c.status, c.reporter_count, c.first_reported_at, c.last_reported_at,
       c.resolved_at, c.resolution_action, c.resolution_note, c.resolved_by`;

/** Reason counts of the case's target, one probe of `reports_target_idx` per listed case. */
const REASONS = `COALESCE((SELECT jsonb_object_agg(x.reason, x.n) FROM (
         SELECT r.reason, count(*)::int AS n FROM reports r
          WHERE r.target_type = c.target_type AND r.target_id = c.target_id GROUP BY r.reason) x), '{}'::jsonb) AS reasons`;

/**
 * A page of open cases, oldest (re)opened first, walking the partial index `report_cases_open_idx`
 * from the cursor case's position; exported so the plan test explains exactly it.
 */
export const OPEN_CASES_SQL = `
  SELECT ${CASE_COLUMNS}, ${REASONS}
    FROM report_cases c
   WHERE c.status = 'open'
     AND ($1::int IS NULL OR (c.opened_at, c.case_id) > (SELECT p.opened_at, p.case_id FROM report_cases p WHERE p.case_id = $1))
   ORDER BY c.opened_at, c.case_id
   LIMIT ${CASE_PAGE_SIZE + 1}`;

/** A page of resolved cases, newest resolution first, walking `report_cases_resolved_idx`. */
export const RESOLVED_CASES_SQL = `
  SELECT ${CASE_COLUMNS}, ${REASONS}
    FROM report_cases c
   WHERE c.status = 'resolved'
     AND ($1::int IS NULL OR (c.resolved_at, c.case_id) < (SELECT p.resolved_at, p.case_id FROM report_cases p WHERE p.case_id = $1))
   ORDER BY c.resolved_at DESC, c.case_id DESC
   LIMIT ${CASE_PAGE_SIZE + 1}`;

/** One page of cases and the cursor (the last case's id) of the next, or null at the end. */
export async function casePage(m: EntityManager, status: CaseStatus, cursor: number | undefined): Promise<{ cases: ReportCaseRow[]; nextCursor: number | null }> {
  const rows: ReportCaseRow[] = await m.query(status === 'open' ? OPEN_CASES_SQL : RESOLVED_CASES_SQL, [cursor ?? null]);
  const cases = rows.slice(0, CASE_PAGE_SIZE);
  return { cases, nextCursor: rows.length > CASE_PAGE_SIZE ? cases[cases.length - 1].case_id : null };
}

/** The case, locked until the transaction ends (two moderators resolving at once: the second sees it resolved). */
export async function lockCase(m: EntityManager, caseId: number): Promise<Pick<ReportCaseRow, 'case_id' | 'target_type' | 'target_id' | 'status'> | undefined> {
  const [row]: ReportCaseRow[] = await m.query(`SELECT case_id, target_type, target_id, status FROM report_cases WHERE case_id = $1 FOR UPDATE`, [caseId]);
  return row;
}

/** Marks the case resolved with how and by whom (null: the command-line tool). */
export async function resolveCase(m: EntityManager, caseId: number, action: ResolutionAction, note: string | null, by: number | null): Promise<void> {
  await m.query(
    `UPDATE report_cases SET status = 'resolved', resolved_at = now(), resolution_action = $2, resolution_note = $3, resolved_by = $4 WHERE case_id = $1`,
    [caseId, action, note, by],
  );
}

/** Everyone who reported the target (each is told the outcome). */
export async function reportersOf(m: EntityManager, targetType: ReportTarget, targetId: number): Promise<number[]> {
  const rows: Array<{ reporter_id: number }> = await m.query(`SELECT reporter_id FROM reports WHERE target_type = $1 AND target_id = $2`, [targetType, targetId]);
  return rows.map((r) => r.reporter_id);
}

/** How many members reported each of these members (reports of the member themself), by id. */
export async function reportsAgainst(m: EntityManager, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows: Array<{ target_id: number; n: number }> = await m.query(
    `SELECT target_id, count(*)::int AS n FROM reports WHERE target_type = 'user' AND target_id = ANY($1::int[]) GROUP BY target_id`,
    [userIds],
  );
  return new Map(rows.map((r) => [r.target_id, r.n]));
}
