/** The member's account record for their data export (exported-data.repository.ts): never the password hash. */

export const EXPORTED_PROFILE_SQL = `SELECT user_id, email, user_name, user_code, bio, profile_picture, mode, role, status, verified = 1 AS verified,
            receive_email_notifications, language, rules_accepted_at, created_at, updated_at, last_login
       FROM users WHERE user_id = $1`;
