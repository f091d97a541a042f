import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthUser } from '../common/auth-user';
import { AccountOnly } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto, MessageDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { RequireRecentAuth } from '../auth';
import { ConnectedAppsResponseDto, CreateOAuthAppDto, OAuthAppResponseDto, OAuthAppsResponseDto } from './dto/oauth.dto';
import { OAuthAppsService } from './oauth-apps.service';
import { msg } from '../i18n';

const UNAUTHORIZED = { type: ErrorDto, description: '`Unauthorized`: no valid access token' };
const ACCOUNT_ONLY = { type: ErrorDto, description: 'API keys and OAuth apps may not manage apps: only the member, signed in to Pen' };

/** OAuth apps: the apps a member registers as a developer, and the apps a member let act for them. */
@ApiTags('oauth')
@Controller('oauth')
@AccountOnly()
export class OAuthAppsController {
  constructor(private readonly apps: OAuthAppsService) {}

  /**
   * Registers an OAuth app: a public client (authorization code with PKCE S256, no secret), or
   * with `confidential: true` a confidential client for an app running on a server (PKCE and a
   * client secret sent with HTTP Basic, `client_secret_basic`, or in the form body, `client_secret_post`). The answer holds its `clientId`
   * and, for a confidential app, its `clientSecret`, shown this once. Redirect URIs must be https (http only on localhost or
   * 127.0.0.1) without a fragment; at most 25 apps per member. A step-up action: a session
   * signed in within the last 10 minutes counts, otherwise `POST /api/auth/reauthenticate` first.
   */
  @Post('apps')
  @HttpCode(201)
  @RateLimit('writes')
  @ApiCreatedResponse({ type: OAuthAppResponseDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'e.g. `name is required`, `…: a redirect URI must use https (http only on localhost or 127.0.0.1)`, `You can register at most 25 apps…`' })
  @ApiUnauthorizedResponse(UNAUTHORIZED)
  @RequireRecentAuth(ACCOUNT_ONLY.description)
  async createOAuthApp(@CurrentUser() user: AuthUser, @Body() body: CreateOAuthAppDto): Promise<OAuthAppResponseDto> {
    return { app: await this.apps.create(user.userId, body) };
  }

  /**
   * Gives one of the member's confidential apps a new client secret, shown in this answer only;
   * the old secret stops working at once (tokens already issued keep working: disconnect or
   * delete the app to end them). A step-up action, like registering.
   */
  @Post('apps/:clientId/secret')
  @HttpCode(200)
  @RateLimit('writes')
  @ApiOkResponse({ type: OAuthAppResponseDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: '`This app is a public client: it has no secret to replace`' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`App not found` (or not yours)' })
  @ApiUnauthorizedResponse(UNAUTHORIZED)
  @RequireRecentAuth(ACCOUNT_ONLY.description)
  async rotateOAuthAppSecret(@CurrentUser() user: AuthUser, @Param('clientId') clientId: string): Promise<OAuthAppResponseDto> {
    return { app: await this.apps.rotateSecret(user.userId, clientId) };
  }

  /** The apps the member registered. */
  @Get('apps')
  @ApiOkResponse({ type: OAuthAppsResponseDto })
  @ApiUnauthorizedResponse(UNAUTHORIZED)
  @ApiForbiddenResponse(ACCOUNT_ONLY)
  async listOAuthApps(@CurrentUser() user: AuthUser): Promise<OAuthAppsResponseDto> {
    return { apps: await this.apps.list(user.userId) };
  }

  /** Deletes one of the member's apps; every member's access through it ends at once. */
  @Delete('apps/:clientId')
  @RateLimit('writes')
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`App not found` (or not yours)' })
  @ApiUnauthorizedResponse(UNAUTHORIZED)
  @ApiForbiddenResponse(ACCOUNT_ONLY)
  async deleteOAuthApp(@CurrentUser() user: AuthUser, @Param('clientId') clientId: string): Promise<MessageDto> {
    await this.apps.remove(user.userId, clientId);
    return { message: msg('App deleted').message };
  }

  /** The apps the member allowed to act for them, with what they allowed and since when. */
  @Get('connected-apps')
  @ApiOkResponse({ type: ConnectedAppsResponseDto })
  @ApiUnauthorizedResponse(UNAUTHORIZED)
  @ApiForbiddenResponse(ACCOUNT_ONLY)
  async listConnectedApps(@CurrentUser() user: AuthUser): Promise<ConnectedAppsResponseDto> {
    return { apps: await this.apps.connected(user.userId) };
  }

  /** Disconnects an app: its access and refresh tokens for this member stop working at once. */
  @Delete('connected-apps/:clientId')
  @RateLimit('writes')
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`This app is not connected to your account`' })
  @ApiUnauthorizedResponse(UNAUTHORIZED)
  @ApiForbiddenResponse(ACCOUNT_ONLY)
  async disconnectApp(@CurrentUser() user: AuthUser, @Param('clientId') clientId: string): Promise<MessageDto> {
    await this.apps.disconnect(user.userId, clientId);
    return { message: msg('App disconnected').message };
  }
}
