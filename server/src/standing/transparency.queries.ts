/**
 * The moderation_decisions and appeals tables' counts for the public transparency report (issue
 * 42, DSA Art. 15/24), by UTC month, between $1 (inclusive) and $2 (exclusive). Counts and a median
 * only: no member, moderator or content is named. The range is at most a year
 * (transparency.service.ts); each statement walks an index on the time it groups by.
 */

const MONTH = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM')`;

/** Decisions made, by month, action, cited rule (as recorded) and whether an automated check flagged the case. */
export const DECISIONS_BY_MONTH_SQL = `SELECT ${MONTH('d.created_at')} AS month, d.action, d.rule_number, d.rule_title, d.automated, count(*)::int AS n
  FROM moderation_decisions d
 WHERE d.created_at >= $1 AND d.created_at < $2
 GROUP BY 1, 2, 3, 4, 5`;

/**
 * The median hours from a case's (re)opening to its decision, per month (`month` set) and over the
 * whole range (`month` null); decisions without a case (a suspension from the members list, a
 * registration) have no wait and are left out.
 */
export const MEDIAN_HOURS_SQL = `SELECT x.month,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY x.hours) AS median_hours
  FROM (SELECT ${MONTH('d.created_at')} AS month, extract(epoch FROM d.created_at - d.case_opened_at) / 3600 AS hours
          FROM moderation_decisions d
         WHERE d.created_at >= $1 AND d.created_at < $2 AND d.case_opened_at IS NOT NULL) x
 GROUP BY GROUPING SETS ((x.month), ())`;

/** Appeals received (by the month filed) and decided, upheld or reversed (by the month decided). */
export const APPEALS_BY_MONTH_SQL = `SELECT ${MONTH('a.created_at')} AS month, 'received' AS key, count(*)::int AS n
  FROM appeals a
 WHERE a.created_at >= $1 AND a.created_at < $2
 GROUP BY 1
UNION ALL
SELECT ${MONTH('a.decided_at')} AS month, a.status AS key, count(*)::int AS n
  FROM appeals a
 WHERE a.decided_at >= $1 AND a.decided_at < $2 AND a.status <> 'open'
 GROUP BY 1, 2`;
