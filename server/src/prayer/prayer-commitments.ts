import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { isFriendOf } from '../conn/conn.queries';
import { sqlInt, statementText } from '../database/prepared';
import { POST_NOT_FOUND } from '../posts';
import { ACTIVE_AUTHOR_JOIN, POST_VISIBLE_TO_ME, POSTS_TABLE } from '../posts/posts.queries';
import { ONLY_PRAYER_REQUESTS } from './prayer-messages';

/**
 * Prayer requests as commitments, reminders, my prayer list, check-ins and the emergency strip
 * (issue #33) read them: the requests (posts' rows, through posts.queries.ts), post_prayers and
 * prayer_commitments. Statements that also read the reminder, check-in or dismissal tables embed
 * the fragments below; the rest are functions run on the caller's entity manager.
 */

const PRAYER_REQUEST_NOT_OPEN = 'This prayer request is no longer open';
const COMMITMENT_NOT_FOUND = 'You have no prayer commitment for this request';

export interface CommitmentRow {
  post_id: number;
  days: number;
  started_at: Date;
  ends_at: Date;
}

interface PrayerTarget {
  posts_id: number;
  user_id: number;
  post_type: string;
  prayer_status: string | null;
}

/**
 * The prayer request $2 as member $1 may see it, locked against a concurrent answer or close
 * (which end its commitments in the same way): 404 when invisible, 400 when not a prayer
 * request, 409 when not open (only with `mustBeOpen`).
 */
export async function lockPrayerRequest(m: EntityManager, me: number, postId: number, mustBeOpen = true): Promise<PrayerTarget> {
  const rows: PrayerTarget[] = await m.query(
    `SELECT p.posts_id, p.user_id, p.post_type, p.prayer_status FROM ${POSTS_TABLE} p ${ACTIVE_AUTHOR_JOIN}
      WHERE p.posts_id = $2 AND ${POST_VISIBLE_TO_ME} FOR SHARE OF p`,
    [me, postId],
  );
  if (rows.length === 0) throw new NotFoundException(POST_NOT_FOUND);
  if (rows[0].prayer_status === null) throw new BadRequestException(ONLY_PRAYER_REQUESTS);
  if (mustBeOpen && rows[0].prayer_status !== 'open') throw new ConflictException(PRAYER_REQUEST_NOT_OPEN);
  return rows[0];
}

/** Starts (or replaces) member `me`'s commitment to pray for request `postId` for `days` days from now. */
export async function upsertCommitment(m: EntityManager, me: number, postId: number, days: number): Promise<CommitmentRow> {
  const rows: CommitmentRow[] = await m.query(
    `INSERT INTO prayer_commitments (post_id, user_id, days, started_at, ends_at)
     VALUES ($1, $2, $3::int, now(), now() + make_interval(days => $3::int))
     ON CONFLICT (post_id, user_id) DO UPDATE
       SET days = EXCLUDED.days, started_at = EXCLUDED.started_at, ends_at = EXCLUDED.ends_at, ended_at = NULL, end_reason = NULL
     RETURNING post_id, days, started_at, ends_at`,
    [postId, me, days],
  );
  return rows[0];
}

/** Ends member `me`'s running commitment to request `postId` at their word; 404 when there is none. */
export async function endCommitmentByMember(m: EntityManager, me: number, postId: number): Promise<void> {
  // TypeORM answers an UPDATE … RETURNING as [rows, affected].
  const [rows]: [unknown[], number] = await m.query(
    `UPDATE prayer_commitments SET ended_at = now(), end_reason = 'ended_by_member'
      WHERE post_id = $1 AND user_id = $2 AND ended_at IS NULL AND ends_at > now() RETURNING 1`,
    [postId, me],
  );
  if (rows.length === 0) throw new NotFoundException(COMMITMENT_NOT_FOUND);
}

/**
 * Ends member $1's commitments whose days are over by $2 (end_reason 'expired', ended when their
 * days ran out) and answers them with the request's text, for the member to be told.
 */
export async function expireCommitments(m: EntityManager, me: number, now: Date): Promise<Array<{ post_id: number; days: number; content: string }>> {
  const [rows]: [Array<{ post_id: number; days: number; content: string }>, number] = await m.query(
    `UPDATE prayer_commitments c SET ended_at = c.ends_at, end_reason = 'expired'
       FROM ${POSTS_TABLE} p
      WHERE c.user_id = $1 AND c.ended_at IS NULL AND c.ends_at <= $2 AND p.posts_id = c.post_id
     RETURNING c.post_id, c.days, p.content`,
    [me, now],
  );
  return rows;
}

/**
 * Member $1's running commitments at $2 to open requests they may still see (blocks, removal,
 * the author's status as in every read), oldest commitment first, with the author's name.
 */
export async function openCommitments(m: EntityManager, me: number, now: Date): Promise<Array<{ post_id: number; user_name: string; content: string; ends_at: Date }>> {
  return m.query(
    `SELECT c.post_id, u.user_name, p.content, c.ends_at
       FROM prayer_commitments c JOIN ${POSTS_TABLE} p ON p.posts_id = c.post_id ${ACTIVE_AUTHOR_JOIN}
      WHERE c.user_id = $1 AND c.ended_at IS NULL AND c.ends_at > $2 AND p.prayer_status = 'open' AND ${POST_VISIBLE_TO_ME}
      ORDER BY c.started_at, c.post_id`,
    [me, now],
  );
}

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
  return `SELECT p.posts_id, p.user_id, u.user_name, u.profile_picture, p.content, p.created_at
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
 * post_prayers_user_recent_idx / prayer_commitments, so its cost follows their list, not the network.
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
    SELECT p.posts_id, p.user_id, u.user_name, u.profile_picture, p.content, p.post_type, p.created_at,
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

export interface PrayerListRow {
  posts_id: number;
  user_id: number;
  user_name: string;
  profile_picture: string;
  content: string;
  post_type: string;
  created_at: Date;
  prayer_status: 'open' | 'answered';
  answered_at: Date | null;
  answer_testimony: string | null;
  prayer_count: number;
  activity_at: Date;
  commitment_days: number | null;
  commitment_started_at: Date | null;
  commitment_ends_at: Date | null;
  is_prayed: boolean;
  prayed_today: boolean;
  cursor_ts: string;
}
