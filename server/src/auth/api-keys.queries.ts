import { activeMemberJoin } from '../users/users.queries';

/** The api_keys table's statements (api-keys.repository.ts). */

const COLUMNS = 'api_key_id, name, scopes, created_at, last_used_at';

/** The key $1 with its member, only while the member's account is active. */
export const API_KEY_CHECK_SQL = `SELECT k.user_id, k.scopes, k.secret_hash, k.last_used_at > now() - interval '1 minute' AS recently_used,
       u.verified, u.review_status
  FROM api_keys k ${activeMemberJoin('u', 'k.user_id')}
 WHERE k.api_key_id = $1`;

/** Key $1 of member $2 still exists and the member is active (an open notification stream's check). */
export const API_KEY_STANDS_SQL = `SELECT 1 FROM api_keys k ${activeMemberJoin('u', 'k.user_id')} WHERE k.api_key_id = $1 AND k.user_id = $2`;

export const DELETE_MEMBER_API_KEYS_SQL = `DELETE FROM api_keys WHERE user_id = $1`;

/** `last_used_at` is written at most once a minute. */
export const TOUCH_API_KEY_SQL = `UPDATE api_keys SET last_used_at = now() WHERE api_key_id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`;

/** The count and the insert are one statement; two creations racing may pass the limit by one, which is harmless. */
export const CREATE_API_KEY_SQL = `INSERT INTO api_keys (user_id, name, scopes, secret_hash)
       SELECT $1, $2, $3, $4 WHERE (SELECT count(*) FROM api_keys WHERE user_id = $1) < $5
       RETURNING ${COLUMNS}`;

export const LIST_API_KEYS_SQL = `SELECT ${COLUMNS} FROM api_keys WHERE user_id = $1 ORDER BY api_key_id DESC`;

export const DELETE_API_KEY_SQL = `DELETE FROM api_keys WHERE api_key_id = $1 AND user_id = $2`;
