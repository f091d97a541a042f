import { randomBytes } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConnectedAppDto, CreateOAuthAppDto, OAuthAppDto } from './dto/oauth.dto';
import { appOwned, appsOf, connectedApps, countApps, deleteGrantsOf, deleteOwnApp, grantIdsOfApp, insertApp, OAuthAppRow, rotateSecret } from './oauth-apps.repository';
import { OAuthProviderService } from './oauth-provider.service';
import { OAUTH_SCOPE_NAMES, OIDC_SCOPE_NAMES } from './oauth-scopes';

/** Scopes as connected apps list them: sign-in first, then the API's. */
const LISTED_SCOPES: readonly string[] = [...new Set<string>([...OIDC_SCOPE_NAMES, ...OAUTH_SCOPE_NAMES])];
import { newClientSecret } from './client-secret';
import { checkRedirectUri, checkWebsite, originsOf } from './redirect-uris';
import { msg } from '../i18n';

/** Apps one member may register: enough for a developer's projects, not for a spammer's. */
export const MAX_APPS_PER_MEMBER = 25;

function toAppDto(row: OAuthAppRow, clientSecret?: string): OAuthAppDto {
  return {
    clientId: row.client_id, name: row.name, website: row.website, redirectUris: row.redirect_uris, confidential: row.confidential,
    ...(clientSecret ? { clientSecret } : {}),
    created_at: row.created_at.toISOString(),
  };
}


/** Members' OAuth apps (register, list, delete) and the apps they connected (list, disconnect). */
@Injectable()
export class OAuthAppsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly oauth: OAuthProviderService,
  ) {}

  async create(userId: number, body: CreateOAuthAppDto): Promise<OAuthAppDto> {
    const name = body.name.trim();
    if (!name) throw new BadRequestException(msg('name is required'));
    const redirectUris = [...new Set(body.redirectUris.map(checkRedirectUri))];
    const website = body.website?.trim() ? checkWebsite(body.website.trim()) : null;
    if ((await countApps(this.db.manager, userId)) >= MAX_APPS_PER_MEMBER) {
      throw new BadRequestException(msg('You can register at most {max} apps. Delete one you no longer use first.', { max: MAX_APPS_PER_MEMBER }));
    }
    const clientId = `pen_app_${randomBytes(16).toString('base64url')}`;
    const secret = body.confidential ? newClientSecret() : undefined;
    const row = await insertApp(this.db.manager, { client_id: clientId, user_id: userId, name, website, redirect_uris: redirectUris }, originsOf(redirectUris), secret?.hash ?? null);
    return toAppDto(row, secret?.secret);
  }

  /**
   * Gives the member's confidential app a new secret; the old one stops at once (the provider
   * reads the hash at every token request). Tokens already issued keep working: rotating a
   * secret that leaked is followed by disconnecting or deleting when tokens leaked too.
   */
  async rotateSecret(userId: number, clientId: string): Promise<OAuthAppDto> {
    const secret = newClientSecret();
    const row = await rotateSecret(this.db.manager, userId, clientId, secret.hash);
    if (row) return toAppDto(row, secret.secret);
    if (await appOwned(this.db.manager, userId, clientId)) throw new BadRequestException(msg('This app is a public client: it has no secret to replace'));
    throw new NotFoundException(msg('App not found'));
  }

  async list(userId: number): Promise<OAuthAppDto[]> {
    return (await appsOf(this.db.manager, userId)).map((row) => toAppDto(row));
  }

  /** Deletes the member's app (its grant rows cascade); every member's grants to it and their tokens end at once. */
  async remove(userId: number, clientId: string): Promise<void> {
    const grants = await this.db.transaction(async (m) => {
      const ids = await grantIdsOfApp(m, clientId);
      return (await deleteOwnApp(m, userId, clientId)) ? ids : undefined;
    });
    if (!grants) throw new NotFoundException(msg('App not found'));
    await this.oauth.revokeGrants(grants);
  }

  async connected(userId: number): Promise<ConnectedAppDto[]> {
    const byApp = new Map<string, ConnectedAppDto>();
    for (const row of await connectedApps(this.db.manager, userId)) {
      const app = byApp.get(row.client_id);
      if (app) app.scopes = LISTED_SCOPES.filter((s) => app.scopes.includes(s) || row.scopes.includes(s));
      else byApp.set(row.client_id, { clientId: row.client_id, name: row.name, website: row.website, scopes: LISTED_SCOPES.filter((s) => row.scopes.includes(s)), since: row.since.toISOString() });
    }
    return [...byApp.values()];
  }

  /** Disconnects an app: the member's grants to it and every token issued under them end at once. */
  async disconnect(userId: number, clientId: string): Promise<void> {
    const grants = await deleteGrantsOf(this.db.manager, userId, clientId);
    if (!grants.length) throw new NotFoundException(msg('This app is not connected to your account'));
    await this.oauth.revokeGrants(grants);
  }
}
