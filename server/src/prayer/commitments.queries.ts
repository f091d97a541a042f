import { isFriendOf } from '../conn/conn.queries';
import { sqlInt, statementText } from '../database/prepared';
import { ACTIVE_AUTHOR_JOIN, authorHiddenSql, POST_VISIBLE_TO_ME, POSTS_TABLE, shownAuthorColumns } from '../posts/posts.queries';
import { CHECKIN_BATCH, DEFAULT_REMINDER_HOUR, DEFAULT_TIME_ZONE, EMERGENCY_STRIP_SIZE, REMINDER_LATE_HOURS } from './limits';

/**
 * Prayer requests as commitments, reminders, my prayer list, check-ins and the emergency strip
 * (issue #33) read and write them (commitments.repository.ts runs them): the requests (posts'
 * rows, seen through posts.queries.ts), post_prayers, prayer_commitments, and the reminder,
 * check-in and dismissal tables.
 */

/**
 * The prayer request $2 as member $1 may see it, locked against a concurrent answer or close
 * (which end its commitments in the same way).
 */
export const LOCK_PRAYER_REQUEST_SQL = `SELECT p.posts_id, p.user_id, p.post_type, p.prayer_status FROM ${POSTS_TABLE} p ${ACTIVE_AUTHOR_JOIN}
      WHERE p.posts_id = $2 AND ${POST_VISIBLE_TO_ME} FOR SHARE OF p`;

/** Starts (or replaces) member $2's commitment to request $1 for $3 days from now. */
export const UPSERT_COMMITMENT_SQL = `INSERT INTO prayer_commitments (post_id, user_id, days, started_at, ends_at)
     VALUES ($1, $2, $3::int, now(), now() + make_interval(days => $3::int))
     ON CONFLICT (post_id, user_id) DO UPDATE
       SET days = EXCLUDED.days, started_at = EXCLUDED.started_at, ends_at = EXCLUDED.ends_at, ended_at = NULL, end_reason = NULL
     RETURNING post_id, days, started_at, ends_at`;

/** Ends member $2's running commitment to request $1 at their word. */
export const END_COMMITMENT_BY_MEMBER_SQL = `UPDATE prayer_commitments SET ended_at = now(), end_reason = 'ended_by_member'
      WHERE post_id = $1 AND user_id = $2 AND ended_at IS NULL AND ends_at > now() RETURNING 1`;

/**
 * Ends member $1's commitments whose days are over by $2 (end_reason 'expired', ended when their
 * days ran out) and answers them with the request's text, for the member to be told.
 */
export const EXPIRE_COMMITMENTS_SQL = `UPDATE prayer_commitments c SET ended_at = c.ends_at, end_reason = 'expired'
       FROM ${POSTS_TABLE} p
      WHERE c.user_id = $1 AND c.ended_at IS NULL AND c.ends_at <= $2 AND p.posts_id = c.post_id
     RETURNING c.post_id, c.days, p.content`;

/**
 * Member $1's running commitments at $2 to open requests they may still see (blocks, removal,
 * the author's status as in every read), oldest commitment first, with the author's name (null on an anonymous request).
 */
export const OPEN_COMMITMENTS_SQL = `SELECT c.post_id, CASE WHEN ${authorHiddenSql('p', '$1')} THEN NULL ELSE u.user_name END AS user_name, p.content, c.ends_at
       FROM prayer_commitments c JOIN ${POSTS_TABLE} p ON p.posts_id = c.post_id ${ACTIVE_AUTHOR_JOIN}
      WHERE c.user_id = $1 AND c.ended_at IS NULL AND c.ends_at > $2 AND p.prayer_status = 'open' AND ${POST_VISIBLE_TO_ME}
      ORDER BY c.started_at, c.post_id`;

/** `SELECT DISTINCT user_id`: the members with a running commitment (prayer_commitments_active_idx). */
export const MEMBERS_WITH_COMMITMENTS_SQL = `SELECT DISTINCT pc.user_id FROM prayer_commitments pc WHERE pc.ended_at IS NULL`;

/**
 * `SELECT posts_id, user_id, content, created_at`: open prayer requests whose author is active,
 * published at or before <cutoffExpr> (posts_open_prayer_idx), and, with <postIdExpr>, only that one.
 */
export function openPrayerRequestsSql(cutoffExpr: string, postIdExpr?: string): string {
  return `SELECT p.posts_id, p.user_id, p.content, p.created_at FROM ${POSTS_TABLE} p ${ACTIVE_AUTHOR_JOIN}
   WHERE p.prayer_status = 'open' AND p.removed_at IS NULL AND p.is_ready AND p.created_at <= ${cutoffExpr}
     ${postIdExpr ? `AND p.posts_id = ${postIdExpr}` : ''}`;
}

/**
 * `SELECT posts_id, user_id, user_name, profile_picture, content, created_at`: the open emergency
 * requests of member $1's friends published after <sinceExpr>, visible to $1 (blocks, removal,
 * active author), read from posts_open_prayer_idx (the day's open requests) with a friendship
 * probe each.
 */
export function friendsEmergencyRequestsSql(sinceExpr: string): string {
  return `SELECT p.posts_id, ${shownAuthorColumns('p', 'u', '$1')}, p.content, p.created_at
    FROM ${POSTS_TABLE} p ${ACTIVE_AUTHOR_JOIN}
   WHERE p.prayer_status = 'open' AND p.created_at > ${sinceExpr} AND p.post_type = 'emergency_pray_request'
     AND p.user_id <> $1 AND ${isFriendOf('$1', 'p.user_id')} AND ${POST_VISIBLE_TO_ME}`;
}

/** How far back my prayer list reaches: requests prayed for or committed to within these days. */
const PRAYER_LIST_DAYS = 30;

/**
 * Member $1's prayer list: the open and answered requests they prayed for or committed to in the
 * last PRAYER_LIST_DAYS days, visible to them (blocks either way, removal, active author), newest
 * activity first (their prayer, their commitment, the answer), keyset-paged on (activity, post):
 * with `after`, the items after position ($2 activity, $3 post id). <timeZoneExpr> is the member's
 * time zone, for "prayed today". One statement; the member's own rows come from the primary keys and
 * post_prayers' and prayer_commitments' indexes by member (prayer_commitments_user_idx), so its cost follows their list, not the network.
 */
export function myPrayerListSql(limit: number, after: boolean, timeZoneExpr: string): string {
  return statementText(`my-prayer-list:${limit}:${after ? 'after' : 'first'}`, () => `
  WITH mine AS (
    SELECT x.post_id, max(x.at) AS at FROM (
      SELECT pp.post_id, pp.prayed_at AS at FROM post_prayers pp
       WHERE pp.user_id = $1 AND pp.prayed_at > now() - make_interval(days => ${sqlInt(PRAYER_LIST_DAYS)})
      UNION ALL
      SELECT pc.post_id, pc.started_at FROM prayer_commitments pc
       WHERE pc.user_id = $1 AND (pc.ended_at IS NULL OR pc.started_at > now() - make_interval(days => ${sqlInt(PRAYER_LIST_DAYS)}))
    ) x GROUP BY x.post_id),
  rows AS (
    SELECT p.posts_id, ${shownAuthorColumns('p', 'u', '$1')}, p.content, p.post_type, p.created_at,
           p.prayer_status, p.answered_at, p.answer_testimony, p.prayer_count,
           greatest(mine.at, p.answered_at) AS activity_at,
           pp.prayed_at,
           CASE WHEN pc.ended_at IS NULL AND pc.ends_at > now() THEN pc.days END AS commitment_days,
           CASE WHEN pc.ended_at IS NULL AND pc.ends_at > now() THEN pc.started_at END AS commitment_started_at,
           CASE WHEN pc.ended_at IS NULL AND pc.ends_at > now() THEN pc.ends_at END AS commitment_ends_at
      FROM mine JOIN ${POSTS_TABLE} p ON p.posts_id = mine.post_id ${ACTIVE_AUTHOR_JOIN}
      LEFT JOIN post_prayers pp ON pp.post_id = p.posts_id AND pp.user_id = $1
      LEFT JOIN prayer_commitments pc ON pc.post_id = p.posts_id AND pc.user_id = $1
     WHERE p.prayer_status IN ('open', 'answered') AND ${POST_VISIBLE_TO_ME})
  SELECT rows.*, rows.prayed_at IS NOT NULL AS is_prayed,
         coalesce(rows.prayed_at >= ((now() AT TIME ZONE tz.name)::date::timestamp AT TIME ZONE tz.name), false) AS prayed_today,
         to_char(rows.activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_ts
    FROM rows CROSS JOIN (SELECT ${timeZoneExpr} AS name) tz
   ${after ? 'WHERE (rows.activity_at, rows.posts_id) < ($2::timestamptz, $3::int)' : ''}
   ORDER BY rows.activity_at DESC, rows.posts_id DESC
   LIMIT ${sqlInt(limit + 1)}`);
}

/** The member's reminder zone for "prayed today" (UTC until they choose one), embedded in the list statement. */
export const MEMBER_TIME_ZONE_SQL = `coalesce((SELECT s.time_zone FROM prayer_reminder_settings s WHERE s.user_id = $1), 'UTC')`;

/**
 * The strip above the feed: member $1's friends' open emergency requests of the last 24 hours
 * they may see, newest first, minus those they dismissed. A call of its own, so the feed's
 * statement and its plan stay as they are.
 */
export const EMERGENCY_STRIP_SQL = `SELECT e.posts_id, e.user_id, e.user_name, e.profile_picture, e.content, e.created_at
    FROM (${friendsEmergencyRequestsSql(`now() - interval '24 hours'`)}) e
   WHERE NOT EXISTS (SELECT 1 FROM prayer_emergency_dismissals d WHERE d.user_id = $1 AND d.post_id = e.posts_id)
   ORDER BY e.created_at DESC, e.posts_id DESC
   LIMIT ${EMERGENCY_STRIP_SIZE}`;

/** Member $1 hides request $2 from their strip for good. */
export const DISMISS_EMERGENCY_SQL = `INSERT INTO prayer_emergency_dismissals (user_id, post_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`;

/**
 * Members with a running commitment whose reminder is due at instant $1: their local day (in
 * their zone, PostgreSQL's tz database, so daylight-saving changes count) has reached their hour,
 * at most REMINDER_LATE_HOURS ago, and they have not been reminded on this local day (or a later
 * one, after a change of zone). A local hour that a spring-forward skips is read as the hour after
 * it (PostgreSQL's rule for local times that do not exist). With $2, only that member.
 */
export function dueRemindersSql(oneMember: boolean): string {
  return `WITH m AS (
      SELECT c.user_id, coalesce(s.reminder_hour, ${DEFAULT_REMINDER_HOUR}) AS hour, coalesce(s.time_zone, '${DEFAULT_TIME_ZONE}') AS tz, s.last_reminded_on
        FROM (${MEMBERS_WITH_COMMITMENTS_SQL}) c LEFT JOIN prayer_reminder_settings s ON s.user_id = c.user_id
       ${oneMember ? 'WHERE c.user_id = $2' : ''}),
    d AS (SELECT m.*, ($1::timestamptz AT TIME ZONE m.tz)::date AS local_day FROM m),
    t AS (SELECT d.*, (d.local_day + make_time(d.hour::int, 0, 0)) AT TIME ZONE d.tz AS due_at FROM d)
    SELECT t.user_id, to_char(t.local_day, 'YYYY-MM-DD') AS local_day FROM t
     WHERE $1::timestamptz >= t.due_at AND $1::timestamptz < t.due_at + make_interval(hours => ${REMINDER_LATE_HOURS})
       AND (t.last_reminded_on IS NULL OR t.last_reminded_on < t.local_day)
     ORDER BY t.user_id`;
}

/** Claims member $1's reminder of local day $2: no row when it was already sent for that day (or a later one). */
export const CLAIM_REMINDER_SQL = `INSERT INTO prayer_reminder_settings (user_id, last_reminded_on) VALUES ($1, $2::date)
         ON CONFLICT (user_id) DO UPDATE SET last_reminded_on = EXCLUDED.last_reminded_on
          WHERE prayer_reminder_settings.last_reminded_on IS NULL OR prayer_reminder_settings.last_reminded_on < EXCLUDED.last_reminded_on
         RETURNING 1`;

/**
 * Open requests whose author is due a check-in at $1: published PRAYER_CHECKIN_DAYS ($2) ago and
 * never asked (posts_open_prayer_idx, one primary-key probe of prayer_checkins each), or whose
 * "keep open" time has come (prayer_checkins_due_idx). A request answered or closed meanwhile is
 * not open and drops out; one waiting for an answer (next_check_at null) is not asked again.
 */
export const DUE_CHECKINS_SQL = `SELECT r.posts_id, r.user_id, r.content FROM (${openPrayerRequestsSql('$1::timestamptz - make_interval(days => $2)')}) r
   WHERE NOT EXISTS (SELECT 1 FROM prayer_checkins c WHERE c.post_id = r.posts_id)
  UNION ALL
  SELECT r.posts_id, r.user_id, r.content FROM prayer_checkins c CROSS JOIN LATERAL (${openPrayerRequestsSql('$1::timestamptz', 'c.post_id')}) r
   WHERE c.next_check_at <= $1
  LIMIT ${CHECKIN_BATCH}`;

/** Claims the check-in of request $1 at $2: no row when another sweep asked already. */
export const CLAIM_CHECKIN_SQL = `INSERT INTO prayer_checkins (post_id, asked_at, ask_count, next_check_at) VALUES ($1, $2, 1, NULL)
       ON CONFLICT (post_id) DO UPDATE SET asked_at = EXCLUDED.asked_at, ask_count = prayer_checkins.ask_count + 1, next_check_at = NULL
        WHERE prayer_checkins.next_check_at <= EXCLUDED.asked_at
       RETURNING ask_count`;

/** The author's "keep open" of request $1: asked again in $2 days. */
export const KEEP_OPEN_SQL = `INSERT INTO prayer_checkins (post_id, asked_at, ask_count, next_check_at) VALUES ($1, now(), 0, now() + make_interval(days => $2))
         ON CONFLICT (post_id) DO UPDATE SET next_check_at = EXCLUDED.next_check_at
         RETURNING next_check_at`;

/** Member $1's reminder settings. */
export const REMINDER_SETTINGS_SQL = `SELECT reminder_hour, time_zone, saved FROM prayer_reminder_settings WHERE user_id = $1`;

/** Fails (invalid_parameter_value) when PostgreSQL does not know zone $1. */
export const CHECK_TIME_ZONE_SQL = `SELECT now() AT TIME ZONE $1`;

/** Saves member $1's reminder hour $2 and zone $3. */
export const SAVE_REMINDER_SETTINGS_SQL = `INSERT INTO prayer_reminder_settings (user_id, reminder_hour, time_zone, saved, updated_at) VALUES ($1, $2, $3, true, now())
       ON CONFLICT (user_id) DO UPDATE SET reminder_hour = EXCLUDED.reminder_hour, time_zone = EXCLUDED.time_zone, saved = true, updated_at = now()`;

export const SQL_EXAMPLES = {
  openPrayerRequestsSql: [['now()'], ['$1::timestamptz', 'c.post_id']],
  friendsEmergencyRequestsSql: [[`now() - interval '24 hours'`]],
  myPrayerListSql: [[20, false, MEMBER_TIME_ZONE_SQL], [20, true, MEMBER_TIME_ZONE_SQL]],
  dueRemindersSql: [[false], [true]],
};
