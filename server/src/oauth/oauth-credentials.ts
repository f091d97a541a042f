import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppCredentials, AppCredentialResolver } from '../common/app-access';
import type { AuthUser } from '../common/auth-user';
import { deleteAllGrantsOf, grantStands, memberStanding, originAllowed } from './oauth-apps.repository';
import { OAuthProviderService } from './oauth-provider.service';
import { toAppScopes } from './oauth-scopes';

/** oidc-provider's opaque access tokens: 43 base64url characters (no dots, unlike a member's JWT). */
const OPAQUE_TOKEN = /^[\w-]{43}$/;
/** How long an origin's CORS answer is remembered in this process (an app's new redirect URI works within it). */
const ORIGIN_TTL_MS = 30_000;
const MAX_ORIGINS = 10_000;

/**
 * Where the OAuth module meets the auth guard and CORS (common/app-access.ts): turns an app's access
 * token into the member it acts for, and tells whether a browser origin is a registered app's.
 */
@Injectable()
export class OAuthCredentials implements AppCredentialResolver, OnModuleInit {
  private readonly origins = new Map<string, { allowed: boolean; until: number }>();

  constructor(
    private readonly registry: AppCredentials,
    private readonly oauth: OAuthProviderService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.registerResolver(this);
    this.registry.registerOriginCheck((origin) => this.originAllowed(origin));
    // What outlives a request (a notification stream) asks again whether the grant stands.
    this.registry.registerAccessCheck('oauth', (userId, access) => grantStands(this.db.manager, access.id, userId, access.clientId));
    // Suspension and deletion: the member's grants end in the same transaction (their tokens stop
    // at once, see resolve), and the tokens kept in Redis are deleted after the commit.
    this.registry.registerRevoker('oauth', async (userId, m) => {
      const grantIds = await deleteAllGrantsOf(m, userId);
      return grantIds.length ? () => this.oauth.revokeGrants(grantIds) : undefined;
    });
  }

  async resolve(credential: string): Promise<AuthUser | undefined> {
    if (!OPAQUE_TOKEN.test(credential)) return undefined;
    const token = await this.oauth.provider.AccessToken.find(credential);
    if (!token || token.isExpired || !token.grantId || token.aud !== this.oauth.resource) return undefined;
    // Primary-key probes: a suspended or deleted member's tokens, those of a grant revoked in
    // PostgreSQL, and those of an app whose owner was suspended, stop at once.
    const standing = await memberStanding(this.db.manager, Number(token.accountId), token.clientId!, token.grantId);
    if (!standing) return undefined;
    return {
      userId: Number(token.accountId),
      sessionId: 0,
      verified: standing.verified,
      pendingReview: standing.pendingReview,
      app: { kind: 'oauth', id: token.grantId, clientId: token.clientId!, scopes: toAppScopes(token.scope) },
    };
  }

  private async originAllowed(origin: string): Promise<boolean> {
    const now = Date.now();
    const known = this.origins.get(origin);
    if (known && known.until > now) return known.allowed;
    const allowed = await originAllowed(this.db.manager, origin);
    if (this.origins.size >= MAX_ORIGINS) this.origins.clear();
    this.origins.set(origin, { allowed, until: now + ORIGIN_TTL_MS });
    return allowed;
  }
}
