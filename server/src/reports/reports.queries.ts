import { notBlockedBy } from '../conn/conn.queries';
import { reachableMemberById } from '../users/users.queries';

/** The reports and report_cases tables' statements for members' reports (reports.repository.ts). */

/**
 * The report and its case in one statement: the report is inserted, or the reporter's earlier
 * report of the target takes the new reason, details and rule (`xmax = 0` tells a new row); the
 * target's case is created, or counts one more reporter for a new row, moves
 * `last_reported_at` and, when it was resolved, opens again. A `self_harm` report makes the case
 * urgent ($6); a case opened again is urgent only if this report is.
 */
export const REPORT_SQL = `
  WITH r AS (
    INSERT INTO reports (reporter_id, target_type, target_id, reason, details, rule_id)
    VALUES ($1, $2, $3, $4, $5, $7)
    ON CONFLICT (reporter_id, target_type, target_id)
      DO UPDATE SET reason = EXCLUDED.reason, details = EXCLUDED.details, rule_id = EXCLUDED.rule_id, updated_at = now()
    RETURNING (xmax = 0) AS inserted
  )
  INSERT INTO report_cases (target_type, target_id, reporter_count, urgent)
  SELECT $2, $3, CASE WHEN r.inserted THEN 1 ELSE 0 END, $6::boolean FROM r
  ON CONFLICT (target_type, target_id) DO UPDATE SET
    reporter_count = report_cases.reporter_count + EXCLUDED.reporter_count,
    last_reported_at = now(),
    urgent = CASE WHEN report_cases.status = 'resolved' THEN EXCLUDED.urgent ELSE report_cases.urgent OR EXCLUDED.urgent END,
    opened_at = CASE WHEN report_cases.status = 'resolved' THEN now() ELSE report_cases.opened_at END,
    resolved_at = NULL,
    status = 'open'`;

/**
 * A case opened by a watched word (issue 42), with no human reporter: created, or marked
 * automated (and held, when the content waits for approval) and opened again; $4 is the phrase
 * that matched (the moderators read it in the case).
 */
export const AUTOMATED_CASE_SQL = `
  INSERT INTO report_cases (target_type, target_id, reporter_count, automated, held, matched_phrase)
  VALUES ($1, $2, 0, true, $3, $4)
  ON CONFLICT (target_type, target_id) DO UPDATE SET
    automated = true,
    matched_phrase = EXCLUDED.matched_phrase,
    held = EXCLUDED.held OR (report_cases.held AND report_cases.status = 'open'),
    last_reported_at = now(),
    opened_at = CASE WHEN report_cases.status = 'resolved' THEN now() ELSE report_cases.opened_at END,
    resolved_at = NULL,
    status = 'open'`;

/** Member $1 is reachable (active, verified, approved) and has not blocked member $2. */
export const REPORTABLE_MEMBER_SQL = `SELECT 1 ${reachableMemberById('$1')} AND ${notBlockedBy('$1', '$2::int')}`;
