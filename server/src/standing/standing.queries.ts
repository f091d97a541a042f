/**
 * The moderation_decisions and appeals tables' statements for the member's own standing and
 * appeals (standing.repository.ts). A member reads only decisions about themself; a dismissal
 * (whose `member_id` is the reported member) is never among them.
 */

/** What counts as a strike: each warning, removal and suspension an appeal did not reverse. */
export const STRIKE_ACTIONS = `('remove_content', 'warn_author', 'suspend_author', 'suspend_user')`;

export const INSERT_DECISION_SQL = `INSERT INTO moderation_decisions
    (member_id, action, rule_id, rule_number, rule_title, note, content_snapshot, target_type, target_id, case_id, automated, moderator_id, suspended_until, case_opened_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
  RETURNING decision_id, created_at`;

const DECISION_COLUMNS = `d.decision_id, d.member_id, d.action, d.rule_number, d.rule_title, d.note, d.content_snapshot, d.target_type, d.target_id,
       d.case_id, d.automated, d.moderator_id, d.suspended_until, d.reversed_at, d.created_at`;

/** The member's own decisions, newest first, with the state of their latest appeal of each. */
export const MEMBER_DECISIONS_SQL = `SELECT ${DECISION_COLUMNS},
       (SELECT a.status FROM appeals a WHERE a.decision_id = d.decision_id AND a.appellant_id = d.member_id ORDER BY a.appeal_id DESC LIMIT 1) AS appeal_status
  FROM moderation_decisions d
 WHERE d.member_id = $1 AND d.action <> 'dismiss'
 ORDER BY d.created_at DESC, d.decision_id DESC
 LIMIT 200`;

/** Strikes of the member still active: made within the last $2 days and not reversed. */
export const ACTIVE_STRIKES_SQL = `SELECT count(*)::int AS n FROM moderation_decisions d
 WHERE d.member_id = $1 AND d.action IN ${STRIKE_ACTIONS} AND d.reversed_at IS NULL AND d.created_at > now() - make_interval(days => $2)`;

/** One decision, locked while an appeal of it is filed or decided. */
export const LOCK_DECISION_SQL = `SELECT ${DECISION_COLUMNS} FROM moderation_decisions d WHERE d.decision_id = $1 FOR UPDATE`;

/** Whether this member has an open appeal of the decision, and whether they ever appealed it. */
export const APPEALS_OF_SQL = `SELECT bool_or(status = 'open') AS open, count(*)::int AS n FROM appeals WHERE decision_id = $1 AND appellant_id = $2`;

export const INSERT_APPEAL_SQL = `INSERT INTO appeals (decision_id, appellant_id, text) VALUES ($1, $2, $3) RETURNING appeal_id, status, created_at`;
