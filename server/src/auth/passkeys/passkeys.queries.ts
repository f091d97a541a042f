/** The passkeys table's statements (passkeys.repository.ts). */

export const MEMBER_CREDENTIALS_SQL = `SELECT credential_id, transports FROM passkeys WHERE user_id = $1`;

/** One member's registrations in a row (transaction-scoped advisory lock 43/user id). */
export const LOCK_MEMBER_PASSKEYS_SQL = `SELECT pg_advisory_xact_lock(43, $1)`;

export const COUNT_PASSKEYS_SQL = `SELECT count(*)::int AS n FROM passkeys WHERE user_id = $1`;

export const INSERT_PASSKEY_SQL = `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (credential_id) DO NOTHING
         RETURNING passkey_id, name, created_at, last_used_at`;

export const LIST_PASSKEYS_SQL = `SELECT passkey_id, name, created_at, last_used_at FROM passkeys WHERE user_id = $1 ORDER BY passkey_id`;

export const DELETE_PASSKEY_SQL = `DELETE FROM passkeys WHERE user_id = $1 AND passkey_id = $2`;

export const HAS_PASSKEY_SQL = `SELECT 1 FROM passkeys WHERE user_id = $1 LIMIT 1`;

export const PASSKEY_BY_CREDENTIAL_SQL = `SELECT passkey_id, user_id, public_key, counter, transports FROM passkeys WHERE credential_id = $1`;

export const RECORD_PASSKEY_USE_SQL = `UPDATE passkeys SET counter = $2, last_used_at = now() WHERE passkey_id = $1`;

export const EXPORTED_PASSKEYS_SQL = `SELECT name, created_at, last_used_at FROM passkeys WHERE user_id = $1 ORDER BY passkey_id`;
