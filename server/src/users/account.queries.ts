import { wantsEmailNotifications } from './users.queries';

/**
 * The users table's statements for the member's own account (users.repository.ts): sign-up,
 * sign-in, address and password changes, the purge. Other modules' fragments are in users.queries.ts.
 */

/** Notes a sign-in; answers whether it is the member's first (no sign-in was noted before). */
export const RECORD_LOGIN_SQL = `UPDATE users u SET last_login = now() FROM users before
  WHERE u.user_id = $1 AND before.user_id = $1 RETURNING before.last_login IS NULL AS first_sign_in`;

export const SET_EMAIL_NOTIFICATIONS_SQL = `UPDATE users SET receive_email_notifications = $2, updated_at = now() WHERE user_id = $1`;

export const LOCK_STATUS_SQL = `SELECT status, deleted_at FROM users WHERE user_id = $1 FOR UPDATE`;

export const DELETED_AT_SQL = `SELECT deleted_at FROM users WHERE user_id = $1`;

export const CONFIRM_EMAIL_SQL = `UPDATE users SET email = $2, verified = 1, updated_at = now() WHERE user_id = $1 AND status = 'active'`;

export const MARK_VERIFIED_SQL = `UPDATE users SET verified = 1, updated_at = now() WHERE user_id = $1 AND lower(email) = lower($2) AND status = 'active'`;

export const RESET_PASSWORD_SQL = `UPDATE users SET password_hash = $2, verified = CASE WHEN lower(email) = lower($3) THEN 1 ELSE verified END, updated_at = now()
          WHERE user_id = $1 AND status = 'active'`;

export const SET_PASSWORD_HASH_SQL = `UPDATE users SET password_hash = $2, updated_at = now() WHERE user_id = $1`;

export const LOCK_DELETED_MEMBER_SQL = `SELECT profile_picture FROM users WHERE user_id = $1 AND status = 'deleted' FOR UPDATE`;

export const DELETE_MEMBER_SQL = `DELETE FROM users WHERE user_id = $1`;

export const EMAIL_TAKEN_SQL = `SELECT 1 FROM users WHERE lower(email) = lower($1) AND ($2::int IS NULL OR user_id <> $2) LIMIT 1`;

export const USER_CODE_TAKEN_SQL = `SELECT 1 FROM users WHERE lower(user_code) = lower($1) AND user_id <> $2 LIMIT 1`;

export const LOCK_PROFILE_PICTURE_SQL = `SELECT profile_picture FROM users WHERE user_id = $1 FOR UPDATE`;

export const MAIL_RECIPIENT_SQL = `SELECT u.email, u.user_name, (${wantsEmailNotifications('u')}) AS wants FROM users u WHERE u.user_id = $1`;
