import { activeMemberJoin, memberJoin, signedInMemberSelect } from '../users/users.queries';

/** The device_sessions table's statements (device-sessions.repository.ts). */

/** Member $1 is active and device session $2 is theirs: the auth check (answers `verified`). */
export const SESSION_CHECK_SQL = `${signedInMemberSelect('u.verified, u.review_status, u.status, u.suspended_until', 'u', '$1')}
    AND EXISTS (SELECT 1 FROM device_sessions s WHERE s.session_id = $2 AND s.user_id = u.user_id)`;

export const OPEN_SESSION_SQL = `INSERT INTO device_sessions (user_id, device_id, user_agent, ip_address, refresh_token_hash)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, device_id) DO UPDATE
         SET user_agent = EXCLUDED.user_agent, ip_address = EXCLUDED.ip_address, refresh_token_hash = EXCLUDED.refresh_token_hash,
             previous_refresh_token_hash = NULL, rotated_at = NULL, last_used_at = now(), authenticated_at = now()
       RETURNING session_id`;

export const SET_REFRESH_HASH_SQL = `UPDATE device_sessions SET refresh_token_hash = $2 WHERE session_id = $1`;

export const REFRESH_STATE_SQL = `SELECT s.user_id, s.refresh_token_hash AS current, s.previous_refresh_token_hash AS previous,
                  (s.rotated_at > now() - make_interval(secs => $2)) AS in_grace,
                  (s.last_used_at < now() - make_interval(secs => $3)) AS stale,
                  (u.status IN ('active', 'suspended')) AS active
             FROM device_sessions s ${memberJoin('u', 's.user_id')}
            WHERE s.session_id = $1`;

export const ROTATE_REFRESH_TOKEN_SQL = `UPDATE device_sessions
              SET previous_refresh_token_hash = refresh_token_hash, refresh_token_hash = $3, rotated_at = now(),
                  last_used_at = now(), user_agent = $4, ip_address = $5
            WHERE session_id = $1 AND refresh_token_hash = $2`;

export const DELETE_SESSION_BY_TOKEN_SQL = `DELETE FROM device_sessions WHERE session_id = $1 AND refresh_token_hash = $2`;

export const DELETE_SESSION_SQL = `DELETE FROM device_sessions WHERE session_id = $1`;

export const MEMBER_SESSIONS_SQL = `SELECT session_id, device_id, user_agent, ip_address, created_at, last_used_at
         FROM device_sessions WHERE user_id = $1 ORDER BY last_used_at DESC, session_id DESC`;

export const SESSION_FOR_DEVICE_SQL = `SELECT 1 FROM device_sessions WHERE user_id = $1 AND device_id = $2`;

export const DELETE_DEVICE_SESSION_SQL = `DELETE FROM device_sessions WHERE user_id = $1 AND device_id = $2 RETURNING session_id`;

export const DELETE_SESSIONS_EXCEPT_DEVICE_SQL = `DELETE FROM device_sessions WHERE user_id = $1 AND device_id <> $2`;

export const DELETE_SESSIONS_EXCEPT_SESSION_SQL = `DELETE FROM device_sessions WHERE user_id = $1 AND session_id <> $2`;

export const RECENTLY_AUTHENTICATED_SQL = `SELECT 1 FROM device_sessions WHERE session_id = $1 AND user_id = $2 AND authenticated_at > now() - make_interval(secs => $3)`;

export const MARK_AUTHENTICATED_SQL = `UPDATE device_sessions SET authenticated_at = now() WHERE session_id = $1 AND user_id = $2
       RETURNING authenticated_at + make_interval(secs => $3) AS until`;

export const DELETE_MEMBER_SESSION_SQL = `DELETE FROM device_sessions WHERE session_id = $1 AND user_id = $2`;

export const EXPORTED_SESSIONS_SQL = `SELECT session_id, user_agent, ip_address, created_at, last_used_at FROM device_sessions WHERE user_id = $1 ORDER BY created_at, session_id`;

export const DELETE_MEMBER_SESSIONS_SQL = `DELETE FROM device_sessions WHERE user_id = $1`;

export const LIVE_SESSION_IDS_SQL = `SELECT s.session_id FROM device_sessions s ${activeMemberJoin('u', 's.user_id')}
        WHERE s.session_id = ANY($1::int[])`;
