import { EntityManager } from 'typeorm';
import { ReportTarget } from './report.entity';
import { AUTOMATED_CASE_SQL, REPORT_SQL, REPORTABLE_MEMBER_SQL } from './reports.queries';

/** Records the report and counts it in its target's case, in one statement (see REPORT_SQL). */
export async function fileReport(
  m: EntityManager,
  reporterId: number,
  targetType: ReportTarget,
  targetId: number,
  reason: string,
  details: string | null,
  urgent: boolean,
  ruleId: number | null,
): Promise<void> {
  await m.query(REPORT_SQL, [reporterId, targetType, targetId, reason, details, urgent, ruleId]);
}

/** Whether member `userId` is reachable and has not blocked `reporterId`. */
export async function memberReportableBy(m: EntityManager, userId: number, reporterId: number): Promise<boolean> {
  const found: unknown[] = await m.query(REPORTABLE_MEMBER_SQL, [userId, reporterId]);
  return found.length > 0;
}

/** Opens (or opens again) the target's case as automated, held when its content waits for approval. */
export async function openAutomatedCase(m: EntityManager, targetType: ReportTarget, targetId: number, held: boolean, phrase: string): Promise<void> {
  await m.query(AUTOMATED_CASE_SQL, [targetType, targetId, held, phrase.slice(0, 100)]);
}
