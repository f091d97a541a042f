import { activeMemberCheck, activeMemberSelect } from '../users/users.queries';

/** The oauth_apps and oauth_grants tables' statements (oauth-apps.repository.ts). */

export const INSERT_APP_SQL = `INSERT INTO oauth_apps (client_id, user_id, name, website, redirect_uris, origins, client_secret_sha256) VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING client_id, user_id, name, website, redirect_uris, client_secret_sha256 IS NOT NULL AS confidential, created_at`;

export const COUNT_APPS_SQL = `SELECT count(*)::int AS n FROM oauth_apps WHERE user_id = $1`;

export const APPS_OF_SQL = `SELECT client_id, user_id, name, website, redirect_uris, client_secret_sha256 IS NOT NULL AS confidential, created_at FROM oauth_apps WHERE user_id = $1 ORDER BY created_at, client_id`;

export const FIND_APP_SQL = `SELECT a.client_id, a.user_id, a.name, a.website, a.redirect_uris, a.client_secret_sha256 IS NOT NULL AS confidential, a.client_secret_sha256, a.created_at FROM oauth_apps a
       WHERE a.client_id = $1 AND EXISTS (${activeMemberSelect('1', 'u', 'a.user_id')})`;

/** A new secret for the owner's confidential app (a public client stays public: it has no secret to replace). */
export const ROTATE_SECRET_SQL = `UPDATE oauth_apps SET client_secret_sha256 = $3 WHERE client_id = $1 AND user_id = $2 AND client_secret_sha256 IS NOT NULL
       RETURNING client_id, user_id, name, website, redirect_uris, true AS confidential, created_at`;

export const APP_OWNED_SQL = `SELECT 1 FROM oauth_apps WHERE client_id = $1 AND user_id = $2`;

export const GRANTS_OF_APP_SQL = `SELECT grant_id FROM oauth_grants WHERE client_id = $1`;

export const DELETE_APP_SQL = `DELETE FROM oauth_apps WHERE client_id = $1 AND user_id = $2 RETURNING client_id`;

export const ORIGIN_ALLOWED_SQL = `SELECT 1 FROM oauth_apps WHERE origins @> ARRAY[$1::text] LIMIT 1`;

export const SAVE_GRANT_SQL = `INSERT INTO oauth_grants (grant_id, user_id, client_id, scopes, expires_at) VALUES ($1, $2, $3, $4, to_timestamp($5))
       ON CONFLICT (grant_id) DO UPDATE SET scopes = excluded.scopes, expires_at = excluded.expires_at`;

export const LIVE_GRANT_SQL = `SELECT grant_id FROM oauth_grants WHERE user_id = $1 AND client_id = $2 AND expires_at > now() ORDER BY created_at DESC LIMIT 1`;

export const DELETE_GRANT_SQL = `DELETE FROM oauth_grants WHERE grant_id = $1`;

export const DELETE_GRANTS_OF_SQL = `DELETE FROM oauth_grants WHERE user_id = $1 AND client_id = $2 RETURNING grant_id`;

export const DELETE_ALL_GRANTS_OF_SQL = `DELETE FROM oauth_grants WHERE user_id = $1 RETURNING grant_id`;

export const ACCOUNT_STANDS_SQL = `${activeMemberSelect('1', 'u', '$1')}
       AND ($2::text IS NULL OR EXISTS (SELECT 1 FROM oauth_grants g WHERE g.grant_id = $2 AND g.user_id = $1 AND g.expires_at > now()))`;

export const CONNECTED_APPS_SQL = `SELECT a.client_id, a.name, a.website, g.scopes, g.created_at AS since
       FROM oauth_grants g JOIN oauth_apps a ON a.client_id = g.client_id
       WHERE g.user_id = $1 AND g.expires_at > now()
       ORDER BY g.created_at, a.client_id`;

export const GRANT_STANDS_SQL = `SELECT 1 FROM oauth_grants g
       WHERE g.grant_id = $1 AND g.user_id = $2 AND g.client_id = $3 AND g.expires_at > now() AND ${activeMemberCheck('g.user_id')}
         AND EXISTS (SELECT 1 FROM oauth_apps a WHERE a.client_id = g.client_id AND ${activeMemberCheck('a.user_id')})`;

export const MEMBER_STANDING_SQL = `${activeMemberSelect('u.verified, u.review_status', 'u', '$1')}
       AND EXISTS (SELECT 1 FROM oauth_apps a WHERE a.client_id = $2 AND ${activeMemberCheck('a.user_id')})
       AND EXISTS (SELECT 1 FROM oauth_grants g WHERE g.grant_id = $3 AND g.user_id = $1 AND g.client_id = $2 AND g.expires_at > now())`;
