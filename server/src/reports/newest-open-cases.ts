import { EntityManager } from 'typeorm';
import type { ReportTarget } from './report.entity';

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
  return m.query(
    `SELECT c.case_id, c.target_type, c.target_id, c.reporter_count, c.last_reported_at,
            COALESCE((SELECT jsonb_object_agg(x.reason, x.n) FROM (
              SELECT r.reason, count(*)::int AS n FROM reports r
               WHERE r.target_type = c.target_type AND r.target_id = c.target_id GROUP BY r.reason) x), '{}'::jsonb) AS reasons
       FROM report_cases c
      WHERE c.status = 'open'
      ORDER BY c.opened_at DESC, c.case_id DESC
      LIMIT $1`,
    [limit],
  );
}

/** How many cases are open (the tool says when it lists only the newest). */
export async function openCaseCount(m: EntityManager): Promise<number> {
  const [row]: Array<{ n: number }> = await m.query(`SELECT count(*)::int AS n FROM report_cases WHERE status = 'open'`);
  return row.n;
}
