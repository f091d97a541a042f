import { isGroupMember } from '../groups/groups.queries';
import { isConnectedWith, notBlockedBetween, notMutedBy } from '../conn/conn.queries';
import { sqlInt, statementText } from '../database/prepared';
import { activeMemberJoin, activeMemberSelect, isActiveMember, optionalMemberJoin, reachableMembersByHandle } from '../users/users.queries';

/** Statements of the notifications table; run by notifications.repository.ts. */

/** The unread badge counts up to this many; counting further would cost without telling more. */
export const UNREAD_COUNT_CAP = 999;

const ROW_COLUMNS = 'notification_id, user_id, actor_id, actor_hidden, notification_type, link, content, created_at, read_at';

/**
 * Member $1's unread notifications, counted up to UNREAD_COUNT_CAP. Those of an actor who is no
 * longer active are not unread any more (migration InactiveActorsNotificationsRead marks them
 * read), so the count needs no look at `users`; the lists filter on the actor's status.
 */
export const UNREAD_COUNT_SQL = `SELECT count(*)::int AS n FROM (SELECT 1 FROM notifications WHERE user_id = $1 AND read_at IS NULL LIMIT ${UNREAD_COUNT_CAP}) s`;

/**
 * A page of member $1's notifications with their actors, newest first; with `after`, older than
 * notification $2. None whose actor and the member are separated by a block (either way), none
 * about content a moderator removed (hidden_at, setNotificationsHiddenAbout).
 */
export function notificationPageSql(limit: number, after: boolean): string {
  return statementText(`notifications:${limit}:${after ? 'after' : 'first'}`, () => `SELECT n.notification_id, n.user_id, n.actor_id, n.actor_hidden, n.notification_type, n.link, n.content, n.created_at, n.read_at,
          a.user_name AS actor_name, a.profile_picture AS actor_picture
     FROM notifications n ${optionalMemberJoin('a', 'n.actor_id')}
    WHERE n.user_id = $1 AND n.hidden_at IS NULL AND (n.actor_id IS NULL OR (${isActiveMember('a')} AND ${notBlockedBetween('$1', 'n.actor_id')})) ${after ? 'AND (n.created_at, n.notification_id) < (SELECT c.created_at, c.notification_id FROM notifications c WHERE c.notification_id = $2 AND c.user_id = $1)' : ''}
    ORDER BY n.created_at DESC, n.notification_id DESC
    LIMIT ${sqlInt(limit + 1)}`);
}

/**
 * Inserts notifications given as arrays ($1 recipients, $2 actors, $3 types, $4 links, $5
 * contents, $6 dedupe keys, $7 whether the actor is an anonymous author, never shown), except to the actor, to members not active, across a block or from
 * a muted actor, or twice for one action. Answers the new rows.
 */
export const INSERT_EACH_SQL = `INSERT INTO notifications (user_id, actor_id, notification_type, link, content, dedupe_key, actor_hidden)
       SELECT n.user_id, n.actor_id, n.notification_type, n.link, n.content, n.dedupe_key, n.actor_hidden
         FROM unnest($1::int[], $2::int[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::boolean[])
              WITH ORDINALITY AS n(user_id, actor_id, notification_type, link, content, dedupe_key, actor_hidden, position)
         ${activeMemberJoin('u', 'n.user_id')}
        WHERE n.user_id IS DISTINCT FROM n.actor_id
          AND ${notBlockedBetween('n.user_id', 'n.actor_id')} AND ${notMutedBy('n.user_id', 'n.actor_id')}
        ORDER BY n.position
       ON CONFLICT (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
       RETURNING ${ROW_COLUMNS}`;

/** The same notification (actor $2, type $3, link $4, content $5, dedupe key $6, actor hidden $7) for members $1 (int[]), with INSERT_EACH_SQL's rules. */
export const INSERT_MANY_SQL = `INSERT INTO notifications (user_id, actor_id, notification_type, link, content, dedupe_key, actor_hidden)
       ${activeMemberSelect('u.user_id, $2, $3, $4, $5, $6, $7::boolean', 'u', 'ANY($1::int[])')} AND u.user_id IS DISTINCT FROM $2
         AND ${notBlockedBetween('u.user_id', '$2::int')} AND ${notMutedBy('u.user_id', '$2::int')}
       ON CONFLICT (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
       RETURNING ${ROW_COLUMNS}`;

/**
 * Which of a batch's prayer notifications ($1 recipients, $2 actors, $3 links, $4 dedupe keys, in
 * batch order) may be written, with INSERT_EACH_SQL's rules (not to the actor, only to active
 * members, not across a block or from a muted actor, never twice for one action), each with its
 * recipient's language and `earlier`: the prayers their unread, shown prayer notification about
 * that request stands for (its own and the `grouped_others` it counts). The count is carried from
 * row to row, so a request's thousandth prayer reads the one unread row, not every prayer since
 * the last read. Run under the groups' locks (LOCK_PRAYER_GROUPS_SQL), before INSERT_PRAYERS_SQL.
 */
export const PRAYER_CANDIDATES_SQL = `SELECT n.position::int AS position, u.language,
            (SELECT coalesce(sum(x.grouped_others + 1), 0) FROM notifications x
              WHERE x.user_id = n.user_id AND x.link = n.link AND x.notification_type = 'prayer' AND x.read_at IS NULL AND x.hidden_at IS NULL)::int AS earlier
       FROM unnest($1::int[], $2::int[], $3::varchar[], $4::varchar[]) WITH ORDINALITY AS n(user_id, actor_id, link, dedupe_key, position)
       ${activeMemberJoin('u', 'n.user_id')}
      WHERE n.user_id IS DISTINCT FROM n.actor_id
        AND ${notBlockedBetween('n.user_id', 'n.actor_id')} AND ${notMutedBy('n.user_id', 'n.actor_id')}
        AND NOT EXISTS (SELECT 1 FROM notifications d WHERE d.user_id = n.user_id AND d.dedupe_key = n.dedupe_key)
      ORDER BY n.position`;

/**
 * Writes a batch's prayer notifications already grouped: per member and request ($7, $8) their
 * unread, shown prayer notifications are hidden and read (the badge counts the group once; the rows
 * stay, so their dedupe keys still stop a repeat), and the new ones ($1 recipients, $2 actors,
 * $3 links, $4 contents, $5 dedupe keys, $6 the prayers each counts besides its own, or null for
 * one written hidden and read, as the batch's older ones are) are inserted. One row version per
 * prayer and per group, where inserting first and grouping after wrote each new row twice more.
 * Answers the new rows.
 */
export const INSERT_PRAYERS_SQL = `WITH hidden AS (
         UPDATE notifications n SET hidden_at = now(), read_at = now()
           FROM unnest($7::int[], $8::varchar[]) AS g(user_id, link)
          WHERE n.user_id = g.user_id AND n.link = g.link AND n.notification_type = 'prayer' AND n.read_at IS NULL AND n.hidden_at IS NULL)
       INSERT INTO notifications (user_id, actor_id, notification_type, link, content, dedupe_key, grouped_others, hidden_at, read_at)
       SELECT n.user_id, n.actor_id, 'prayer', n.link, n.content, n.dedupe_key, coalesce(n.others, 0),
              CASE WHEN n.others IS NULL THEN now() END, CASE WHEN n.others IS NULL THEN now() END
         FROM unnest($1::int[], $2::int[], $3::varchar[], $4::varchar[], $5::varchar[], $6::int[]) WITH ORDINALITY AS n(user_id, actor_id, link, content, dedupe_key, others, position)
        ORDER BY n.position
       ON CONFLICT (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
       RETURNING ${ROW_COLUMNS}, hidden_at`;

/**
 * Takes, in one order, a transaction lock for each member ($1) and request link ($2) about to be
 * grouped. Two jobs grouping the same member's prayers about the same request (the push queue
 * derives several batches at once) then run one after the other: INSERT_PRAYERS_SQL hides rows
 * another job is about to count on, and without the locks each could hold a row the other waits
 * for (PostgreSQL broke 308 such deadlocks in the two minutes of prayers of a bench run at scale M).
 */
export const LOCK_PRAYER_GROUPS_SQL = `SELECT pg_advisory_xact_lock(hashtext('prayer-group'), k)
         FROM (SELECT DISTINCT hashtext(i.user_id || ' ' || i.link) AS k FROM unnest($1::int[], $2::text[]) AS i(user_id, link) ORDER BY k) keys`;

/** Unread counts (each up to UNREAD_COUNT_CAP) of members $1 (int[]). */
export const UNREAD_COUNTS_SQL = `SELECT u.user_id, (SELECT count(*) FROM (SELECT 1 FROM notifications n WHERE n.user_id = u.user_id AND n.read_at IS NULL LIMIT ${UNREAD_COUNT_CAP}) s)::int AS n
         FROM unnest($1::int[]) AS u(user_id)`;

/** Marks read what members $1 and $2 have unread from each other; answers the members concerned. */
export const MARK_READ_BETWEEN_SQL = `WITH marked AS (
         UPDATE notifications SET read_at = now()
          WHERE read_at IS NULL AND ((user_id = $1 AND actor_id = $2) OR (user_id = $2 AND actor_id = $1))
          RETURNING user_id)
       SELECT DISTINCT user_id FROM marked`;

/** Marks member $1's unread notifications read, all or those up to id $2; answers how many. */
export const MARK_READ_SQL = `WITH marked AS (
         UPDATE notifications SET read_at = now()
          WHERE user_id = $1 AND read_at IS NULL AND ($2::int IS NULL OR notification_id <= $2)
          RETURNING 1)
       SELECT count(*)::int AS n FROM marked`;

/**
 * A prayer notice (type $2, link $3, content $4, dedupe key $5) for active member $1, without an
 * actor and stored as already mailed (the digest leaves it out); nothing when given before.
 */
export const INSERT_PRAYER_NOTICE_SQL = `INSERT INTO notifications (user_id, actor_id, notification_type, link, content, dedupe_key, emailed_at)
       SELECT u.user_id, NULL, $2, $3, $4, $5, now() FROM (SELECT $1::int AS user_id) n ${activeMemberJoin('u', 'n.user_id')}
       ON CONFLICT (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
       RETURNING notification_id, user_id, actor_id, notification_type, link, content, created_at, read_at`;

/**
 * Reachable members named by handles $1 (text[]) who may read a post of author $2 with
 * visibility $3 (public, the author's accepted connections, or the accepted members of group $4), at most 20.
 */
export const MENTIONED_MEMBERS_SQL = `SELECT u.user_id ${reachableMembersByHandle('$1::text[]')}
          AND (CASE WHEN $3::text = 'group' THEN ${isGroupMember('$4::int', 'u.user_id')}
                    ELSE ($3::text = 'public' OR u.user_id = $2 OR ${isConnectedWith('u.user_id', '$2')}) END)
        LIMIT 20`;

/** @public Example arguments of each builder, for the statement snapshots (server/queries/). */
export const SQL_EXAMPLES: Record<string, unknown[][]> = {
  notificationPageSql: [
    [20, false],
    [20, true],
  ],
};
