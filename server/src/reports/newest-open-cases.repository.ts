import { EntityManager } from 'typeorm';
import type { ReportTarget } from './report.entity';
import { NEWEST_OPEN_CASES_SQL, OPEN_CASE_COUNT_SQL } from './case-queue.queries';

/** An open case as the command-line tool lists it. */
export interface OpenCaseSummary {
  case_id: number;
  target_type: ReportTarget;
  target_id: number;
  reporter_count: number;
  last_reported_at: Date;
  /** How many of the target's reports give each reason. */
  reasons: Record<string, number>;
}

/**
 * The `limit` most recently (re)opened cases, newest first: the open-queue index
 * `report_cases_open_idx` walked backwards (the console reads it oldest first).
 */
export async function newestOpenCases(m: EntityManager, limit: number): Promise<OpenCaseSummary[]> {
  return m.query(NEWEST_OPEN_CASES_SQL, [limit]);
}

/** How many cases are open (the tool says when it lists only the newest). */
export async function openCaseCount(m: EntityManager): Promise<number> {
  const [row]: Array<{ n: number }> = await m.query(OPEN_CASE_COUNT_SQL);
  return row.n;
}
