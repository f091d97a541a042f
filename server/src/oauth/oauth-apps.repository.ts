import { EntityManager } from 'typeorm';
import {
  ACCOUNT_STANDS_SQL, APPS_OF_SQL, CONNECTED_APPS_SQL, COUNT_APPS_SQL, DELETE_ALL_GRANTS_OF_SQL, DELETE_APP_SQL, DELETE_GRANT_SQL, DELETE_GRANTS_OF_SQL, FIND_APP_SQL,
  APP_OWNED_SQL, GRANT_STANDS_SQL, GRANTS_OF_APP_SQL, ROTATE_SECRET_SQL, INSERT_APP_SQL, LIVE_GRANT_SQL, MEMBER_STANDING_SQL, ORIGIN_ALLOWED_SQL, SAVE_GRANT_SQL,
} from './oauth-apps.queries';

/** The oauth module's tables: registered apps and the grants members gave them. Each function runs on the caller's EntityManager. */

export interface OAuthAppRow {
  client_id: string;
  user_id: number;
  name: string;
  website: string | null;
  redirect_uris: string[];
  /** A confidential client (it has a secret; the hash is read only where the provider checks it). */
  confidential: boolean;
  created_at: Date;
}

export interface ConnectedAppRow {
  client_id: string;
  name: string;
  website: string | null;
  scopes: string[];
  since: Date;
}

/** `secretHash`: the SHA-256 of a confidential client's secret; null for a public client. */
export async function insertApp(m: EntityManager, app: Omit<OAuthAppRow, 'created_at' | 'confidential'>, origins: string[], secretHash: Buffer | null): Promise<OAuthAppRow> {
  const rows: OAuthAppRow[] = await m.query(INSERT_APP_SQL, [app.client_id, app.user_id, app.name, app.website, app.redirect_uris, origins, secretHash]);
  return rows[0];
}

/** Replaces the secret of the member's own confidential app; undefined when the app is not theirs or is public. */
export async function rotateSecret(m: EntityManager, userId: number, clientId: string, secretHash: Buffer): Promise<OAuthAppRow | undefined> {
  // TypeORM answers an UPDATE … RETURNING with [rows, count].
  const [rows]: [OAuthAppRow[], number] = await m.query(ROTATE_SECRET_SQL, [clientId, userId, secretHash]);
  return rows[0];
}

export async function appOwned(m: EntityManager, userId: number, clientId: string): Promise<boolean> {
  const rows: unknown[] = await m.query(APP_OWNED_SQL, [clientId, userId]);
  return rows.length > 0;
}

export async function countApps(m: EntityManager, userId: number): Promise<number> {
  const rows: Array<{ n: number }> = await m.query(COUNT_APPS_SQL, [userId]);
  return rows[0].n;
}

export function appsOf(m: EntityManager, userId: number): Promise<OAuthAppRow[]> {
  return m.query(APPS_OF_SQL, [userId]);
}

/** An app by client id, while its owner's account is active (a suspended owner's apps stop); with its secret's hash. */
export async function findApp(m: EntityManager, clientId: string): Promise<(OAuthAppRow & { client_secret_sha256: Buffer | null }) | undefined> {
  const rows: Array<OAuthAppRow & { client_secret_sha256: Buffer | null }> = await m.query(FIND_APP_SQL, [clientId]);
  return rows[0];
}

/** The ids of the app's grants (whoever gave them). */
export async function grantIdsOfApp(m: EntityManager, clientId: string): Promise<string[]> {
  const grants: Array<{ grant_id: string }> = await m.query(GRANTS_OF_APP_SQL, [clientId]);
  return grants.map((g) => g.grant_id);
}

/** Deletes the member's own app; its grant rows go with it (ON DELETE CASCADE). False when it is not theirs. */
export async function deleteOwnApp(m: EntityManager, userId: number, clientId: string): Promise<boolean> {
  // TypeORM answers a DELETE with [rows, count].
  const [deleted]: [Array<{ client_id: string }>, number] = await m.query(DELETE_APP_SQL, [clientId, userId]);
  return deleted.length > 0;
}

export async function originAllowed(m: EntityManager, origin: string): Promise<boolean> {
  const rows: unknown[] = await m.query(ORIGIN_ALLOWED_SQL, [origin]);
  return rows.length > 0;
}

export async function saveGrant(m: EntityManager, grantId: string, userId: number, clientId: string, scopes: string[], expiresAtSeconds: number): Promise<void> {
  await m.query(SAVE_GRANT_SQL, [grantId, userId, clientId, scopes, expiresAtSeconds]);
}

export async function liveGrantOf(m: EntityManager, userId: number, clientId: string): Promise<string | undefined> {
  const rows: Array<{ grant_id: string }> = await m.query(LIVE_GRANT_SQL, [userId, clientId]);
  return rows[0]?.grant_id;
}

export async function deleteGrant(m: EntityManager, grantId: string): Promise<void> {
  await m.query(DELETE_GRANT_SQL, [grantId]);
}

/** Removes the member's grants to the app; returns their ids (to revoke their tokens). */
export async function deleteGrantsOf(m: EntityManager, userId: number, clientId: string): Promise<string[]> {
  const rows: [Array<{ grant_id: string }>, number] = await m.query(DELETE_GRANTS_OF_SQL, [userId, clientId]);
  return rows[0].map((r) => r.grant_id);
}

/** Removes every grant of the member, in the caller's transaction (suspension, deletion); returns their ids (to revoke their tokens). */
export async function deleteAllGrantsOf(m: EntityManager, userId: number): Promise<string[]> {
  const rows: [Array<{ grant_id: string }>, number] = await m.query(DELETE_ALL_GRANTS_OF_SQL, [userId]);
  return rows[0].map((r) => r.grant_id);
}

/** Member `userId`'s account is active and, with `grantId`, that grant of theirs still stands. One primary-key probe each. */
export async function accountStands(m: EntityManager, userId: number, grantId: string | undefined): Promise<boolean> {
  const rows: unknown[] = await m.query(ACCOUNT_STANDS_SQL, [userId, grantId ?? null]);
  return rows.length > 0;
}

/** The member's live grants with their apps, oldest first (an app may hold several grants; the service merges them). */
export function connectedApps(m: EntityManager, userId: number): Promise<ConnectedAppRow[]> {
  return m.query(CONNECTED_APPS_SQL, [userId]);
}

/** Whether a grant still stands: not revoked or expired, its member and its app (and the app's owner) active. */
export async function grantStands(m: EntityManager, grantId: string, userId: number, clientId: string): Promise<boolean> {
  const rows: unknown[] = await m.query(GRANT_STANDS_SQL, [grantId, userId, clientId]);
  return rows.length > 0;
}

/**
 * Whether an app's token may be used now: the member's account is active, its grant stands
 * (not revoked, not expired), and the app is active (registered, its owner active); with what
 * the auth guard needs. Primary-key probes only, in one statement.
 */
export async function memberStanding(m: EntityManager, userId: number, clientId: string, grantId: string): Promise<{ verified: boolean; pendingReview: boolean } | undefined> {
  const rows: Array<{ verified: number; review_status: string }> = await m.query(MEMBER_STANDING_SQL, [userId, clientId, grantId]);
  return rows[0] ? { verified: rows[0].verified === 1, pendingReview: rows[0].review_status !== 'approved' } : undefined;
}
