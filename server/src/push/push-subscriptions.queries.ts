import { ownSessionFrom } from '../auth/auth.queries';

/** Statements of push_subscriptions; run by push-subscriptions.repository.ts. */

/**
 * Saves member $1's endpoint $3 (keys $4, $5; expiry $6) for their session $2, only while that
 * session exists; an endpoint saved before is taken over. Answers the row's id.
 */
export const SAVE_SUBSCRIPTION_SQL = `INSERT INTO push_subscriptions (user_id, session_id, endpoint, p256dh, auth, expiration_time)
         SELECT $1, s.session_id, $3, $4, $5, $6 ${ownSessionFrom('s', '$2', '$1')}
         ON CONFLICT (endpoint) DO UPDATE
           SET user_id = EXCLUDED.user_id, session_id = EXCLUDED.session_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
               expiration_time = EXCLUDED.expiration_time, created_at = now()
         RETURNING subscription_id`;

/** Forgets member $1's devices beyond the newest $2. */
export const TRIM_DEVICES_SQL = `DELETE FROM push_subscriptions WHERE user_id = $1 AND subscription_id NOT IN (
         SELECT subscription_id FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, subscription_id DESC LIMIT $2)`;

export const REMOVE_ENDPOINT_SQL = `DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2`;

/** The unexpired subscriptions of members $1 (int[]). */
export const DEVICES_OF_SQL = `SELECT user_id, subscription_id FROM push_subscriptions
        WHERE user_id = ANY($1::int[]) AND (expiration_time IS NULL OR expiration_time > now())`;

export const SUBSCRIPTION_BY_ID_SQL = `SELECT subscription_id, user_id, endpoint, p256dh, auth FROM push_subscriptions WHERE subscription_id = $1`;

export const DELETE_SUBSCRIPTION_SQL = `DELETE FROM push_subscriptions WHERE subscription_id = $1`;
