import { memberJoin, REACHABLE_MEMBER_SQL, reachableMemberById } from '../users/users.queries';

/** Statements of connections (friend requests) and friendships; run by connections.repository.ts and friendships.repository.ts. */

const USER_COLUMNS = 'u.user_id, u.user_name, u.bio, u.mode, u.profile_picture';

/** A new pair's pending request from $1 to $2; nothing when the pair has a row already (unique on the unordered pair). */
export const INSERT_REQUEST_SQL = `INSERT INTO connections (sender_id, receiver_id, status) VALUES ($1, $2, 'pending')
         ON CONFLICT DO NOTHING RETURNING connections_id`;

/** Pending requests to member $1 from reachable members, newest first. */
export const FRIEND_REQUESTS_TO_ME_SQL = `SELECT c.connections_id, c.created_at, ${USER_COLUMNS}
         FROM connections c ${memberJoin('u', 'c.sender_id')}
        WHERE c.receiver_id = $1 AND c.status = 'pending' AND ${REACHABLE_MEMBER_SQL}
        ORDER BY c.created_at DESC, c.connections_id DESC`;

/** Member $1's reachable friends, by name. */
export const MY_FRIENDS_SQL = `SELECT ${USER_COLUMNS}
         FROM friendships f ${memberJoin('u', 'f.friend_id')}
        WHERE f.user_id = $1 AND ${REACHABLE_MEMBER_SQL}
        ORDER BY lower(u.user_name), u.user_id`;

/** One row when member $1 may be befriended and found. */
export const REACHABLE_MEMBER_EXISTS_SQL = `SELECT 1 ${reachableMemberById('$1')}`;

/** The connection row of members $1 and $2 (either direction): its id and last change (epoch ms). */
export const CONNECTION_OF_SQL = `SELECT connections_id, (extract(epoch FROM updated_at) * 1000)::bigint AS changed_at FROM connections
        WHERE LEAST(sender_id, receiver_id) = LEAST($1::int, $2::int) AND GREATEST(sender_id, receiver_id) = GREATEST($1::int, $2::int)`;

/** Member $1's requests (sent, received) and friendships, for their data export. */
export const EXPORTED_CONNECTIONS_SQL = `SELECT CASE WHEN sender_id = $1 THEN 'request_sent' ELSE 'request_received' END AS kind,
            CASE WHEN sender_id = $1 THEN receiver_id ELSE sender_id END AS other_user_id, status, created_at, updated_at
       FROM connections WHERE sender_id = $1 OR receiver_id = $1
     UNION ALL
     SELECT 'friend' AS kind, friend_id AS other_user_id, 'accepted' AS status, created_at, created_at AS updated_at
       FROM friendships WHERE user_id = $1
     ORDER BY created_at, kind, other_user_id`;

/** One row when $2 is a friend of $1 (primary-key probe). */
export const ARE_FRIENDS_SQL = `SELECT 1 FROM friendships WHERE user_id = $1 AND friend_id = $2`;
