import { friendIdsOf, notMutedBy } from '../conn/conn.queries';
import { groupIdsOfMember } from '../groups/groups.queries';
import { ACTIVE_AUTHOR_JOIN, POST_VISIBLE_TO_ME, POSTS_TABLE, shownAuthorColumns } from '../posts/posts.queries';
import { DEFAULT_REMINDER_HOUR, DEFAULT_TIME_ZONE, DEFAULT_TODAY_COUNT, REMINDER_LATE_HOURS } from './limits';

/**
 * "Today" (issue 44): member $1's daily selection of prayer requests, its settings (columns of
 * prayer_reminder_settings) and the opt-in morning push (today.repository.ts runs them).
 */

/**
 * `SELECT post_id`: the open prayer requests for the members of member <memberExpr>'s groups
 * (`visibility` 'group', issue 44), through posts_group_idx; the selection applies the visibility
 * rules to them as to every other source.
 */
export function groupOpenRequestIds(memberExpr: string): string {
  return `SELECT gp.posts_id AS post_id FROM ${POSTS_TABLE} gp WHERE gp.group_id IN (${groupIdsOfMember(memberExpr)}) AND gp.prayer_status = 'open' AND gp.user_id <> ${memberExpr}`;
}

/**
 * Member $1's Today settings and their local day at instant $2 (in their reminder zone, UTC until
 * they choose one): one row, with the defaults when the member has no settings row.
 */
export const TODAY_SETTINGS_SQL = `SELECT coalesce(s.time_zone, '${DEFAULT_TIME_ZONE}') AS time_zone,
       coalesce(s.today_count, ${DEFAULT_TODAY_COUNT})::int AS count, coalesce(s.today_push, false) AS morning_push,
       to_char(($2::timestamptz AT TIME ZONE coalesce(s.time_zone, '${DEFAULT_TIME_ZONE}'))::date, 'YYYY-MM-DD') AS day
  FROM (SELECT 1) one LEFT JOIN prayer_reminder_settings s ON s.user_id = $1`;

/**
 * The selection of member $1 for their local day $3 (zone $4, instant $2), at most $5 requests.
 *
 * Sources: their running commitments (tier 0), their groups' and their friends' open requests
 * (tier 1; a friend's request through posts_open_prayer_author_idx, one small range per friend; a
 * group's through posts_group_idx).
 * Every request is then checked as every read of posts is (POST_VISIBLE_TO_ME: removed, blocked
 * either way, held or not ready, friends-only; the author active) and must be open; a muted
 * member's requests come only when committed to.
 *
 * Rotation (deterministic, no write on read): each tier is ranked by a hash of (request, member),
 * an order of its own for every member that stays put as requests come and go; day d (days since
 * 2000-01-01 in the member's zone) shows the tier's window starting at rank d × step, wrapping
 * round. Commitments come first (step: the count); the rest fill what is left (step: the places
 * left), so with an unchanged set every request comes up within ceil(size / places) days, and
 * the day's selection is the same all day. prayed_today: their prayer since the day's local midnight
 * (read for the chosen rows only). Every step is an index probe: friendships' and
 * posts_open_prayer_author_idx's ranges, then primary keys; the ranking sorts the member's own
 * candidates (their commitments and friends' open requests), not the network's.
 */
export const TODAY_SELECTION_SQL = `WITH sources AS (
    SELECT c.post_id, 0 AS tier FROM prayer_commitments c WHERE c.user_id = $1 AND c.ended_at IS NULL AND c.ends_at > $2
    UNION ALL
    SELECT g.post_id, 1 FROM (${groupOpenRequestIds('$1')}) g
    UNION ALL
    SELECT fp.posts_id, 1 FROM ${POSTS_TABLE} fp WHERE fp.user_id IN (${friendIdsOf('$1')}) AND fp.prayer_status = 'open'),
  pool AS (SELECT s.post_id, min(s.tier) AS tier FROM sources s GROUP BY s.post_id),
  shown AS (
    SELECT pool.tier, p.posts_id, ${shownAuthorColumns('p', 'u', '$1')}, p.content, p.post_type, p.created_at, p.prayer_count
      FROM pool JOIN ${POSTS_TABLE} p ON p.posts_id = pool.post_id ${ACTIVE_AUTHOR_JOIN}
     WHERE p.prayer_status = 'open' AND ${POST_VISIBLE_TO_ME} AND (pool.tier = 0 OR ${notMutedBy('$1', 'p.user_id')})),
  ranked AS (
    SELECT shown.*, row_number() OVER (PARTITION BY shown.tier ORDER BY hashint8extended(shown.posts_id, $1::bigint), shown.posts_id) - 1 AS rank,
           count(*) OVER (PARTITION BY shown.tier) AS tier_size,
           count(*) FILTER (WHERE shown.tier = 0) OVER () AS committed
      FROM shown),
  placed AS (
    SELECT ranked.*, mod(mod(ranked.rank - ($3::date - date '2000-01-01')::bigint
             * CASE WHEN ranked.tier = 0 THEN $5::bigint ELSE greatest($5::bigint - least($5::bigint, ranked.committed), 1) END,
             ranked.tier_size) + ranked.tier_size, ranked.tier_size) AS place
      FROM ranked)
  SELECT day.posts_id, day.user_id, day.user_name, day.profile_picture, day.content, day.post_type, day.created_at,
         day.prayer_count, day.tier = 0 AS committed, pp.prayed_at IS NOT NULL AS is_prayed,
         coalesce(pp.prayed_at >= ($3::date::timestamp AT TIME ZONE $4::text), false) AS prayed_today
    FROM (SELECT placed.* FROM placed ORDER BY placed.tier, placed.place LIMIT $5) day
    LEFT JOIN post_prayers pp ON pp.post_id = day.posts_id AND pp.user_id = $1
   ORDER BY day.tier, day.place`;

/** Saves member $1's Today count $2 and, unless null, their morning push choice $3. */
export const SAVE_TODAY_SETTINGS_SQL = `INSERT INTO prayer_reminder_settings (user_id, today_count, today_push) VALUES ($1, $2, coalesce($3::boolean, false))
       ON CONFLICT (user_id) DO UPDATE SET today_count = EXCLUDED.today_count,
         today_push = coalesce($3::boolean, prayer_reminder_settings.today_push), updated_at = now()
       RETURNING today_count::int AS count, today_push AS morning_push`;

/**
 * Members who opted in to the morning push (prayer_today_push_idx) whose reminder hour has come
 * at instant $1 in their zone, at most REMINDER_LATE_HOURS ago, and who had none this local day
 * (as dueRemindersSql). With $2, only that member.
 */
export function dueTodayPushesSql(oneMember: boolean): string {
  return `WITH d AS (
      SELECT s.user_id, coalesce(s.reminder_hour, ${DEFAULT_REMINDER_HOUR}) AS hour, s.time_zone AS tz, s.today_pushed_on,
             ($1::timestamptz AT TIME ZONE s.time_zone)::date AS local_day
        FROM prayer_reminder_settings s WHERE s.today_push ${oneMember ? 'AND s.user_id = $2' : ''}),
    t AS (SELECT d.*, (d.local_day + make_time(d.hour::int, 0, 0)) AT TIME ZONE d.tz AS due_at FROM d)
    SELECT t.user_id, to_char(t.local_day, 'YYYY-MM-DD') AS local_day FROM t
     WHERE $1::timestamptz >= t.due_at AND $1::timestamptz < t.due_at + make_interval(hours => ${REMINDER_LATE_HOURS})
       AND (t.today_pushed_on IS NULL OR t.today_pushed_on < t.local_day)
     ORDER BY t.user_id`;
}

/** Claims member $1's morning push of local day $2: no row when it was already sent (or turned off meanwhile). */
export const CLAIM_TODAY_PUSH_SQL = `UPDATE prayer_reminder_settings SET today_pushed_on = $2::date
       WHERE user_id = $1 AND today_push AND (today_pushed_on IS NULL OR today_pushed_on < $2::date)
       RETURNING 1`;

export const SQL_EXAMPLES = {
  groupOpenRequestIds: [['$1']],
  dueTodayPushesSql: [[false], [true]],
};
