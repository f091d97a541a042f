/** The member_totp and recovery_codes tables' statements (two-factor.repository.ts). */

export const TWO_FACTOR_STATUS_SQL = `SELECT EXISTS (SELECT 1 FROM member_totp WHERE user_id = $1 AND enabled_at IS NOT NULL) AS totp,
              (SELECT count(*)::int FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL) AS left`;

export const SETUP_TOTP_SQL = `INSERT INTO member_totp (user_id, secret_encrypted) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret_encrypted = EXCLUDED.secret_encrypted, last_step = NULL, created_at = now()
         WHERE member_totp.enabled_at IS NULL
       RETURNING user_id`;

export const LOCK_TOTP_SQL = `SELECT secret_encrypted, enabled_at FROM member_totp WHERE user_id = $1 FOR UPDATE`;

export const ENABLE_TOTP_SQL = `UPDATE member_totp SET enabled_at = now(), last_step = $2 WHERE user_id = $1`;

export const DISABLE_TOTP_SQL = `DELETE FROM member_totp WHERE user_id = $1 AND enabled_at IS NOT NULL`;

export const DELETE_RECOVERY_CODES_SQL = `DELETE FROM recovery_codes WHERE user_id = $1`;

export const LOCK_ENABLED_TOTP_SQL = `SELECT 1 FROM member_totp WHERE user_id = $1 AND enabled_at IS NOT NULL FOR UPDATE`;

export const ENABLED_TOTP_SECRET_SQL = `SELECT secret_encrypted FROM member_totp WHERE user_id = $1 AND enabled_at IS NOT NULL`;

export const ACCEPT_TOTP_STEP_SQL = `UPDATE member_totp SET last_step = $2 WHERE user_id = $1 AND (last_step IS NULL OR last_step < $2)`;

export const USE_RECOVERY_CODE_SQL = `UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`;

export const INSERT_RECOVERY_CODES_SQL = `INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`;

export const HAS_TWO_FACTOR_SQL = `SELECT 1 FROM member_totp WHERE user_id = $1 AND enabled_at IS NOT NULL`;

export const TWO_FACTOR_SINCE_SQL = `SELECT enabled_at FROM member_totp WHERE user_id = $1 AND enabled_at IS NOT NULL`;
