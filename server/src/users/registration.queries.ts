/** The users table's statements for registration review (registration.repository.ts). */

/** A walk of the partial index users_pending_review from the cursor ($1, the last user id seen). */
export const PENDING_REGISTRATIONS_SQL = `SELECT user_id, user_name, email, bio, created_at FROM users
      WHERE review_status = 'pending' AND verified = 1 AND status = 'active' AND ($1::int IS NULL OR user_id > $1)
      ORDER BY user_id LIMIT $2`;

export const LOCK_REVIEW_STANDING_SQL = `SELECT user_id, user_name, email, verified, review_status FROM users WHERE user_id = $1 AND status = 'active' FOR UPDATE`;

export const APPROVE_REGISTRATION_SQL = `UPDATE users SET review_status = 'approved', updated_at = now() WHERE user_id = $1`;
