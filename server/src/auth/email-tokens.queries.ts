/** The email_tokens table's statements (email-tokens.repository.ts): single-use e-mail link tokens, stored as SHA-256 hashes. */

export const ISSUE_EMAIL_TOKEN_SQL = `INSERT INTO email_tokens (user_id, kind, token_hash, email, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`;

export const CONSUME_EMAIL_TOKEN_SQL = `UPDATE email_tokens SET used_at = now()
        WHERE token_hash = $1 AND kind = ANY($2) AND used_at IS NULL AND expires_at > now()
        RETURNING user_id, email, kind`;

export const EMAIL_TOKEN_STATE_SQL = `SELECT expires_at <= now() AS expired, used_at IS NOT NULL AS used FROM email_tokens WHERE token_hash = $1 AND kind = ANY($2)`;

export const VOID_EMAIL_TOKENS_SQL = `UPDATE email_tokens SET used_at = now() WHERE user_id = $1 AND kind = $2 AND used_at IS NULL`;

export const RESET_TOKEN_STATE_SQL = `SELECT used_at IS NULL AND expires_at > now() AS usable, used_at IS NULL AND expires_at <= now() AS expired, user_id, email
         FROM email_tokens WHERE token_hash = $1 AND kind = 'reset'`;

export const DELETE_MEMBER_EMAIL_TOKENS_SQL = `DELETE FROM email_tokens WHERE user_id = $1`;
