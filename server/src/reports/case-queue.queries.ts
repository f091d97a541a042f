/** The report_cases and reports tables' statements for the operators (case-queue.repository.ts, newest-open-cases.repository.ts). */

export const CASE_PAGE_SIZE = 20;

const CASE_COLUMNS = `c.case_id, c.target_type, c.target_id, c.status, c.reporter_count, c.first_reported_at, c.last_reported_at,
       c.resolved_at, c.resolution_action, c.resolution_note, c.resolved_by, c.urgent, c.automated, c.held, c.matched_phrase, c.opened_at`;

/** Reason counts of the case's target, one probe of `reports_target_idx` per listed case. */
const REASONS = `COALESCE((SELECT jsonb_object_agg(x.reason, x.n) FROM (
         SELECT r.reason, count(*)::int AS n FROM reports r
          WHERE r.target_type = c.target_type AND r.target_id = c.target_id GROUP BY r.reason) x), '{}'::jsonb) AS reasons`;

/**
 * A page of open cases, urgent ones (a `self_harm` report) first, then oldest (re)opened first,
 * walking the partial index `report_cases_open_idx` (NOT urgent, opened_at, case_id) from the
 * cursor case's position; exported so the plan test explains exactly it.
 */
export const OPEN_CASES_SQL = `
  SELECT ${CASE_COLUMNS}, ${REASONS}
    FROM report_cases c
   WHERE c.status = 'open'
     AND ($1::int IS NULL OR (NOT c.urgent, c.opened_at, c.case_id) > (SELECT NOT p.urgent, p.opened_at, p.case_id FROM report_cases p WHERE p.case_id = $1))
   ORDER BY NOT c.urgent, c.opened_at, c.case_id
   LIMIT ${CASE_PAGE_SIZE + 1}`;

/** A page of resolved cases, newest resolution first, walking `report_cases_resolved_idx`. */
export const RESOLVED_CASES_SQL = `
  SELECT ${CASE_COLUMNS}, ${REASONS}
    FROM report_cases c
   WHERE c.status = 'resolved'
     AND ($1::int IS NULL OR (c.resolved_at, c.case_id) < (SELECT p.resolved_at, p.case_id FROM report_cases p WHERE p.case_id = $1))
   ORDER BY c.resolved_at DESC, c.case_id DESC
   LIMIT ${CASE_PAGE_SIZE + 1}`;

export const LOCK_CASE_SQL = `SELECT case_id, target_type, target_id, status, held, automated, matched_phrase, opened_at FROM report_cases WHERE case_id = $1 FOR UPDATE`;

export const RESOLVE_CASE_SQL = `UPDATE report_cases SET status = 'resolved', resolved_at = now(), resolution_action = $2, resolution_note = $3, resolved_by = $4 WHERE case_id = $1`;

/**
 * Every report of the targets $1 (types) / $2 (ids), oldest first within each target: what the
 * operators read as a case's reports (reason, rule, details, who and when). Operators only.
 */
export const CASE_REPORTS_SQL = `SELECT r.target_type, r.target_id, r.reason, r.rule_id, r.details, r.reporter_id, r.created_at
         FROM reports r JOIN unnest($1::text[], $2::int[]) AS wanted(target_type, target_id)
           ON r.target_type = wanted.target_type AND r.target_id = wanted.target_id
        ORDER BY r.created_at, r.report_id`;
/** An appeal reversed the dismissal: the case is open again, at the queue's end. */
export const REOPEN_CASE_SQL = `UPDATE report_cases SET status = 'open', opened_at = now(), resolved_at = NULL, resolution_action = NULL, resolution_note = NULL, resolved_by = NULL WHERE case_id = $1`;

export const REPORTERS_OF_SQL = `SELECT reporter_id FROM reports WHERE target_type = $1 AND target_id = $2`;

export const REPORTS_AGAINST_SQL = `SELECT target_id, count(*)::int AS n FROM reports WHERE target_type = 'user' AND target_id = ANY($1::int[]) GROUP BY target_id`;

export const NEWEST_OPEN_CASES_SQL = `SELECT c.case_id, c.target_type, c.target_id, c.reporter_count, c.last_reported_at,
            COALESCE((SELECT jsonb_object_agg(x.reason, x.n) FROM (
              SELECT r.reason, count(*)::int AS n FROM reports r
               WHERE r.target_type = c.target_type AND r.target_id = c.target_id GROUP BY r.reason) x), '{}'::jsonb) AS reasons
       FROM report_cases c
      WHERE c.status = 'open'
      ORDER BY c.opened_at DESC, c.case_id DESC
      LIMIT $1`;

export const OPEN_CASE_COUNT_SQL = `SELECT count(*)::int AS n FROM report_cases WHERE status = 'open'`;
