/** The member's language (issue 41): read for every translated answer with a session, so one primary-key probe. */
export const MEMBER_LANGUAGE_SQL = `SELECT language FROM users WHERE user_id = $1`;

/** Sets an active member's language; answers the rows changed. */
export const SET_MEMBER_LANGUAGE_SQL = `UPDATE users SET language = $2, updated_at = now() WHERE user_id = $1 AND status IN ('active', 'suspended')`;

/** The languages of several members (a batch of notifications' recipients). */
export const MEMBERS_LANGUAGES_SQL = `SELECT user_id, language FROM users WHERE user_id = ANY($1::int[])`;
