/**
 * Decisions and appeals as the operators read and decide them (mod/): every appeal and decision,
 * with ids of the members and moderators involved (names come from users).
 */
import { STRIKE_ACTIONS } from './standing.queries';

export const APPEALS_PAGE_SIZE = 20;

const APPEAL_COLUMNS = `a.appeal_id, a.decision_id, a.appellant_id, a.text, a.status, a.decided_by, a.decision_note, a.created_at, a.decided_at,
       d.member_id, d.action, d.rule_number, d.rule_title, d.note, d.content_snapshot, d.target_type, d.target_id, d.case_id,
       d.automated, d.moderator_id, d.suspended_until, d.reversed_at, d.created_at AS decided_at_first`;

/** Open appeals, oldest first (the cursor is the last appeal id seen). */
export const OPEN_APPEALS_SQL = `SELECT ${APPEAL_COLUMNS}
  FROM appeals a JOIN moderation_decisions d ON d.decision_id = a.decision_id
 WHERE a.status = 'open' AND ($1::int IS NULL OR a.appeal_id > $1)
 ORDER BY a.appeal_id
 LIMIT ${APPEALS_PAGE_SIZE + 1}`;

/** Decided appeals, newest first. */
export const DECIDED_APPEALS_SQL = `SELECT ${APPEAL_COLUMNS}
  FROM appeals a JOIN moderation_decisions d ON d.decision_id = a.decision_id
 WHERE a.status <> 'open' AND ($1::int IS NULL OR a.appeal_id < $1)
 ORDER BY a.appeal_id DESC
 LIMIT ${APPEALS_PAGE_SIZE + 1}`;

/** The appeal with its decision, locked while it is decided. */
export const LOCK_APPEAL_SQL = `SELECT ${APPEAL_COLUMNS}
  FROM appeals a JOIN moderation_decisions d ON d.decision_id = a.decision_id
 WHERE a.appeal_id = $1
 FOR UPDATE OF a, d`;

export const DECIDE_APPEAL_SQL = `UPDATE appeals SET status = $2, decided_by = $3, decision_note = $4, decided_at = now() WHERE appeal_id = $1`;

export const REVERSE_DECISION_SQL = `UPDATE moderation_decisions SET reversed_at = now() WHERE decision_id = $1`;

/**
 * The history of the authors on a page of cases: their last ten restrictions that stand, and how
 * many strikes are active (made within the last $2 days).
 */
export const AUTHOR_HISTORY_SQL = `SELECT x.member_id, x.action, x.rule_number, x.rule_title, x.created_at, x.active
  FROM (SELECT d.member_id, d.action, d.rule_number, d.rule_title, d.created_at,
               (d.action IN ${STRIKE_ACTIONS} AND d.created_at > now() - make_interval(days => $2)) AS active,
               row_number() OVER (PARTITION BY d.member_id ORDER BY d.created_at DESC, d.decision_id DESC) AS n
          FROM moderation_decisions d
         WHERE d.member_id = ANY($1::int[]) AND d.action <> 'dismiss' AND d.reversed_at IS NULL) x
 WHERE x.n <= 10
 ORDER BY x.member_id, x.created_at DESC`;

export const AUTHOR_STRIKES_SQL = `SELECT d.member_id, count(*)::int AS n FROM moderation_decisions d
 WHERE d.member_id = ANY($1::int[]) AND d.action IN ${STRIKE_ACTIONS} AND d.reversed_at IS NULL AND d.created_at > now() - make_interval(days => $2)
 GROUP BY d.member_id`;

