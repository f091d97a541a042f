/**
 * The reports table's counts for the public transparency report (issue 42, DSA Art. 15/24): how
 * many reports members filed, by reason and UTC month, between $1 (inclusive) and $2 (exclusive).
 * Counts only: no report, reporter or target is named. The range is at most a year
 * (standing/transparency.service.ts) and walks `reports_created_idx`.
 */
export const REPORTS_BY_MONTH_SQL = `SELECT to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, r.reason AS key, count(*)::int AS n
  FROM reports r
 WHERE r.created_at >= $1 AND r.created_at < $2
 GROUP BY 1, 2`;
