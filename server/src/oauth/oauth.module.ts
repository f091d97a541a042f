/*
 * OAuth 2.1 for third-party apps (issue #30). Stable URLs, for the API document's OAuth2 scheme
 * and integrators (issuer = PUBLIC_URL):
 *   metadata (RFC 8414)   GET  /.well-known/oauth-authorization-server  (also /oauth/.well-known/openid-configuration)
 *   authorization         GET  /oauth/auth            code + PKCE S256 (required), response_type=code
 *   token                 POST /oauth/token           authorization_code, refresh_token (rotated at every use)
 *   revocation (RFC 7009) POST /oauth/token/revocation
 *   keys                  GET  /oauth/jwks
 *   OpenID Connect        GET  /.well-known/openid-configuration, GET|POST /oauth/userinfo (scopes openid, profile, email)
 *   consent page (client) GET  /oauth/consent/{uid}   → API GET /api/oauth/interaction/{uid}, POST …/{uid}/consent
 * Clients: public (none + PKCE) or confidential (client_secret_basic or client_secret_post + PKCE; the secret is hashed at rest, rotatable).
 * Scopes: read, write, notifications; openid, profile, email (offline_access is accepted; a refresh token is always issued).
 * Apps: /api/oauth/apps, connected apps: /api/oauth/connected-apps (account-only routes).
 */
import { Module } from '@nestjs/common';
import { OAuthAppsController } from './oauth-apps.controller';
import { OAuthAppsService } from './oauth-apps.service';
import { OAuthCredentials } from './oauth-credentials';
import { OAuthInteractionController } from './oauth-interaction.controller';
import { OAuthInteractionService } from './oauth-interaction.service';
import { OAuthProviderService } from './oauth-provider.service';
import { UsersModule } from '../users';

@Module({
  imports: [UsersModule],
  controllers: [OAuthAppsController, OAuthInteractionController],
  providers: [OAuthProviderService, OAuthAppsService, OAuthInteractionService, OAuthCredentials],
})
export class OAuthModule {}
