import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { activeMemberCheck, activeMemberSelect } from '../users/users.queries';

export interface OAuthAppRow {
  client_id: string;
  user_id: number;
  name: string;
  website: string | null;
  redirect_uris: string[];
  created_at: Date;
}

export interface ConnectedAppRow {
  client_id: string;
  name: string;
  website: string | null;
  scopes: string[];
  since: Date;
}

/** The oauth module's tables: registered apps and the grants members gave them. */
@Injectable()
export class OAuthAppsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insertApp(app: Omit<OAuthAppRow, 'created_at'>, origins: string[]): Promise<OAuthAppRow> {
    const rows = await this.db.query<OAuthAppRow[]>(
      `INSERT INTO oauth_apps (client_id, user_id, name, website, redirect_uris, origins) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING client_id, user_id, name, website, redirect_uris, created_at`,
      [app.client_id, app.user_id, app.name, app.website, app.redirect_uris, origins],
    );
    return rows[0];
  }

  countApps(userId: number): Promise<number> {
    return this.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM oauth_apps WHERE user_id = $1`, [userId]).then((r) => r[0].n);
  }

  appsOf(userId: number): Promise<OAuthAppRow[]> {
    return this.db.query(
      `SELECT client_id, user_id, name, website, redirect_uris, created_at FROM oauth_apps WHERE user_id = $1 ORDER BY created_at, client_id`,
      [userId],
    );
  }

  /** An app by client id, while its owner's account is active (a suspended owner's apps stop). */
  async findApp(clientId: string): Promise<OAuthAppRow | undefined> {
    const rows = await this.db.query<OAuthAppRow[]>(
      `SELECT a.client_id, a.user_id, a.name, a.website, a.redirect_uris, a.created_at FROM oauth_apps a
       WHERE a.client_id = $1 AND EXISTS (${activeMemberSelect('1', 'u', 'a.user_id')})`,
      [clientId],
    );
    return rows[0];
  }

  /** Deletes the member's own app; its grant rows go with it (ON DELETE CASCADE). Returns the grants to revoke, or undefined when not theirs. */
  async deleteApp(userId: number, clientId: string): Promise<string[] | undefined> {
    return this.db.transaction(async (m) => {
      const grants = await m.query<{ grant_id: string }[]>(`SELECT grant_id FROM oauth_grants WHERE client_id = $1`, [clientId]);
      // TypeORM answers a DELETE with [rows, count].
      const [deleted] = await m.query<[{ client_id: string }[], number]>(`DELETE FROM oauth_apps WHERE client_id = $1 AND user_id = $2 RETURNING client_id`, [clientId, userId]);
      return deleted.length ? grants.map((g) => g.grant_id) : undefined;
    });
  }

  async originAllowed(origin: string): Promise<boolean> {
    const rows = await this.db.query<unknown[]>(`SELECT 1 FROM oauth_apps WHERE origins @> ARRAY[$1::text] LIMIT 1`, [origin]);
    return rows.length > 0;
  }

  async saveGrant(grantId: string, userId: number, clientId: string, scopes: string[], expiresAtSeconds: number): Promise<void> {
    await this.db.query(
      `INSERT INTO oauth_grants (grant_id, user_id, client_id, scopes, expires_at) VALUES ($1, $2, $3, $4, to_timestamp($5))
       ON CONFLICT (grant_id) DO UPDATE SET scopes = excluded.scopes, expires_at = excluded.expires_at`,
      [grantId, userId, clientId, scopes, expiresAtSeconds],
    );
  }

  async liveGrantOf(userId: number, clientId: string): Promise<string | undefined> {
    const rows = await this.db.query<{ grant_id: string }[]>(
      `SELECT grant_id FROM oauth_grants WHERE user_id = $1 AND client_id = $2 AND expires_at > now() ORDER BY created_at DESC LIMIT 1`,
      [userId, clientId],
    );
    return rows[0]?.grant_id;
  }

  async deleteGrant(grantId: string): Promise<void> {
    await this.db.query(`DELETE FROM oauth_grants WHERE grant_id = $1`, [grantId]);
  }

  /** Removes the member's grants to the app; returns their ids (to revoke their tokens). */
  async deleteGrantsOf(userId: number, clientId: string): Promise<string[]> {
    const rows = await this.db.query<[{ grant_id: string }[], number]>(`DELETE FROM oauth_grants WHERE user_id = $1 AND client_id = $2 RETURNING grant_id`, [userId, clientId]);
    return rows[0].map((r) => r.grant_id);
  }

  /** Removes every grant of the member, in the caller's transaction (suspension, deletion); returns their ids (to revoke their tokens). */
  async deleteAllGrantsOf(userId: number, m: EntityManager): Promise<string[]> {
    const rows = await m.query<[{ grant_id: string }[], number]>(`DELETE FROM oauth_grants WHERE user_id = $1 RETURNING grant_id`, [userId]);
    return rows[0].map((r) => r.grant_id);
  }

  /**
   * Whether the authorization server may issue tokens for the member (`sub`): their account is
   * active and, for a token of a grant, the grant still stands in PostgreSQL. One primary-key probe
   * each; only the token and authorization endpoints ask.
   */
  async accountStands(sub: string, grantId: string | undefined): Promise<boolean> {
    const userId = Number(sub);
    if (!/^\d+$/.test(sub) || !Number.isSafeInteger(userId)) return false;
    const rows = await this.db.query<unknown[]>(
      `${activeMemberSelect('1', 'u', '$1')}
       AND ($2::text IS NULL OR EXISTS (SELECT 1 FROM oauth_grants g WHERE g.grant_id = $2 AND g.user_id = $1 AND g.expires_at > now()))`,
      [userId, grantId ?? null],
    );
    return rows.length > 0;
  }

  /** The member's live grants with their apps, oldest first (an app may hold several grants; the service merges them). */
  connectedApps(userId: number): Promise<ConnectedAppRow[]> {
    return this.db.query(
      `SELECT a.client_id, a.name, a.website, g.scopes, g.created_at AS since
       FROM oauth_grants g JOIN oauth_apps a ON a.client_id = g.client_id
       WHERE g.user_id = $1 AND g.expires_at > now()
       ORDER BY g.created_at, a.client_id`,
      [userId],
    );
  }

  /** Whether a grant still stands: not revoked or expired, its member and its app (and the app's owner) active. */
  async grantStands(grantId: string, userId: number, clientId: string): Promise<boolean> {
    const rows = await this.db.query<unknown[]>(
      `SELECT 1 FROM oauth_grants g
       WHERE g.grant_id = $1 AND g.user_id = $2 AND g.client_id = $3 AND g.expires_at > now() AND ${activeMemberCheck('g.user_id')}
         AND EXISTS (SELECT 1 FROM oauth_apps a WHERE a.client_id = g.client_id AND ${activeMemberCheck('a.user_id')})`,
      [grantId, userId, clientId],
    );
    return rows.length > 0;
  }

  /**
   * Whether an app's token may be used now: the member's account is active, its grant stands
   * (not revoked, not expired), and the app is active (registered, its owner active); with what
   * the auth guard needs. Primary-key probes only, in one statement.
   */
  async memberStanding(userId: number, clientId: string, grantId: string): Promise<{ verified: boolean; pendingReview: boolean } | undefined> {
    const rows = await this.db.query<{ verified: number; review_status: string }[]>(
      `${activeMemberSelect('u.verified, u.review_status', 'u', '$1')}
       AND EXISTS (SELECT 1 FROM oauth_apps a WHERE a.client_id = $2 AND ${activeMemberCheck('a.user_id')})
       AND EXISTS (SELECT 1 FROM oauth_grants g WHERE g.grant_id = $3 AND g.user_id = $1 AND g.client_id = $2 AND g.expires_at > now())`,
      [userId, clientId, grantId],
    );
    return rows[0] ? { verified: rows[0].verified === 1, pendingReview: rows[0].review_status !== 'approved' } : undefined;
  }
}
