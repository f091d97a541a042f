/** The users table's statements for the operators and the command-line tool (operator.repository.ts). */

const STANDING_COLUMNS = 'user_id, user_name, email, role, status, suspended_until, review_status';

export const MEMBER_LOOKUP_PAGE_SIZE = 20;

export const ACTIVE_ROLE_SQL = `SELECT role FROM users WHERE user_id = $1 AND status = 'active'`;

export const LOCK_STANDING_SQL = `SELECT ${STANDING_COLUMNS} FROM users WHERE user_id = $1 AND status <> 'deleted' FOR UPDATE`;

export const STANDING_BY_EMAIL_SQL = `SELECT ${STANDING_COLUMNS} FROM users WHERE lower(email) = lower($1) AND status <> 'deleted'`;

export const SET_SUSPENSION_SQL = `UPDATE users SET status = $2, suspended_until = $3, updated_at = now() WHERE user_id = $1 AND status <> 'deleted'`;

export const SET_ROLE_SQL = `UPDATE users SET role = $2, updated_at = now() WHERE user_id = $1`;

export const EXPIRED_SUSPENSIONS_SQL = `SELECT user_id FROM users WHERE status = 'suspended' AND suspended_until <= now()`;

export const RUNNING_TIMED_SUSPENSIONS_SQL = `SELECT user_id, suspended_until FROM users WHERE status = 'suspended' AND suspended_until > now()`;

export const MEMBER_NAMES_BY_IDS_SQL = `SELECT user_id, user_name FROM users WHERE user_id = ANY($1::int[])`;

/** A page and one more, to tell whether there is a next page. */
export const MEMBER_LOOKUP_SQL = `SELECT ${STANDING_COLUMNS}, created_at, last_login FROM users
      WHERE status <> 'deleted' AND ($1::int IS NULL OR user_id < $1)
        AND ($2::text IS NULL OR lower(user_name) LIKE '%' || lower($2) || '%' ESCAPE '\\' OR lower(email) LIKE '%' || lower($2) || '%' ESCAPE '\\')
      ORDER BY user_id DESC LIMIT ${MEMBER_LOOKUP_PAGE_SIZE + 1}`;

export const STANDINGS_BY_IDS_SQL = `SELECT ${STANDING_COLUMNS}, bio, profile_picture FROM users WHERE user_id = ANY($1::int[])`;

export const MODERATED_MEMBER_SQL = `SELECT ${STANDING_COLUMNS}, created_at, last_login FROM users WHERE user_id = $1 AND status <> 'deleted'`;

/* Registration review (registration.repository.ts): the moderators approve newcomers. */
/** A walk of the partial index users_pending_review from the cursor ($1, the last user id seen). */
export const PENDING_REGISTRATIONS_SQL = `SELECT user_id, user_name, email, bio, created_at FROM users
      WHERE review_status = 'pending' AND verified = 1 AND status = 'active' AND ($1::int IS NULL OR user_id > $1)
      ORDER BY user_id LIMIT $2`;

export const LOCK_REVIEW_STANDING_SQL = `SELECT user_id, user_name, email, verified, review_status FROM users WHERE user_id = $1 AND status = 'active' FOR UPDATE`;

export const APPROVE_REGISTRATION_SQL = `UPDATE users SET review_status = 'approved', updated_at = now() WHERE user_id = $1`;

/** Whether an active operator other than these members exists (an appeal goes to someone who did not decide). */
export const OTHER_OPERATOR_EXISTS_SQL = `SELECT EXISTS (SELECT 1 FROM users WHERE role IN ('moderator', 'paka') AND status = 'active' AND NOT (user_id = ANY($1::int[]))) AS found`;
