import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import type { AdapterPayload, Configuration, KoaContextWithOIDC, Provider } from 'oidc-provider';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { REDIS } from '../redis/redis.module';
import { UsersService } from '../users';
import { claimsByScope, memberClaims, type MemberClaims } from './member-claims';
import { accountStands, deleteGrant, findApp, memberStanding } from './oauth-apps.repository';
import { OAUTH_SCOPE_NAMES, OIDC_SCOPE_NAMES } from './oauth-scopes';
import { USERINFO_PATH, userinfoHandler, type UserinfoResult, type UserinfoSource } from './oauth-userinfo';
import { secretMatches } from './client-secret';
import { inProviderRealm, loadOidcProvider } from './oidc-loader';
import { redisAdapterFactory } from './oidc-redis-adapter';

/** Where the authorization server's endpoints live (see the list in oauth.module.ts). */
export const OAUTH_PREFIX = '/oauth';
/** The web client's consent page; the provider sends the browser there to ask the member. */
export const CONSENT_PAGE = '/oauth/consent/';
/** The consent API, which must receive the interaction cookie (see the cookie path below). */
export const INTERACTION_API = '/api/oauth/interaction/';

const HOUR = 3600;
const DAY = 24 * HOUR;
export const ACCESS_TOKEN_TTL = HOUR;
export const REFRESH_TOKEN_TTL = 30 * DAY;
export const GRANT_TTL = 365 * DAY;

/** Paths under OAUTH_PREFIX that belong to the provider; `/oauth/consent/…` is the web client's. */
const PROVIDER_PATHS = ['/auth', '/auth/*', '/token', '/token/*', '/jwks', '/.well-known/*'];
/** Every scope of an access token for the API: the API's own and the OpenID Connect ones (userinfo reads the same token). */
const RESOURCE_SCOPES = [...new Set([...OIDC_SCOPE_NAMES, ...OAUTH_SCOPE_NAMES])].join(' ');
/** What discovery's scopes_supported lists (`profile` is both an OpenID Connect and an API scope). */
const SUPPORTED_SCOPES = [...new Set(['offline_access', ...OIDC_SCOPE_NAMES, ...OAUTH_SCOPE_NAMES])];

/**
 * The OAuth 2.1 authorization server and OpenID Provider (oidc-provider, a certified
 * implementation): authorization code with PKCE S256 only, public clients and confidential ones
 * (client_secret_basic or client_secret_post), refresh-token rotation, revocation, ID tokens (ES256) and userinfo for
 * Sign in with Pen, opaque access tokens for the Pen API as the one resource server. It is mounted
 * on the Fastify app under /oauth; its records live in Redis, its keys come from the settings.
 * The metadata lists only what is enabled here and tested (test/oauth/oidc-interop.test.ts): no
 * PAR, DPoP, private_key_jwt or RP-initiated logout.
 */
@Injectable()
export class OAuthProviderService implements OnModuleInit, UserinfoSource {
  private readonly log = new Logger('OAuth');
  private instance: Provider | undefined;
  private handler: ReturnType<Provider['callback']> | undefined;
  /** The resource indicator of the Pen API: every access token is for it. */
  readonly resource: string;

  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    @Inject(REDIS) private readonly redis: Redis,
    @InjectDataSource() private readonly db: DataSource,
    private readonly http: HttpAdapterHost,
    private readonly users: UsersService,
  ) {
    this.resource = `${settings.publicUrl}/api`;
  }

  get provider(): Provider {
    this.instance ??= this.create();
    return this.instance;
  }

  onModuleInit(): void {
    const fastify = this.http.httpAdapter?.getInstance<FastifyInstance>();
    if (fastify) this.mount(fastify);
  }

  private create(): Provider {
    const { Provider: ProviderClass, interactionPolicy, errors } = loadOidcProvider();
    const signingKey = { ...(JSON.parse(this.settings.oauthSigningKey) as Record<string, string>), use: 'sig', alg: 'ES256', kid: 'pen-oauth-1' };
    const resource = this.resource;

    // Every authorization asks the member on Pen's consent page (the provider's own session
    // could belong to another member than the one signed in to the web client): the login
    // prompt is due until the consent API has answered for the signed-in member.
    const policy = interactionPolicy.base();
    policy.get('login')!.checks.add(
      new interactionPolicy.Check('pen_consent_page', 'the member answers on the consent page', (ctx: KoaContextWithOIDC) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

    const OidcRedisAdapter = redisAdapterFactory(this.redis, (id) => this.clientMetadata(id), { destroyed: (grantId) => deleteGrant(this.db.manager, grantId) });
    const configuration: Configuration = {
      // A factory rather than the class: under Jest the library cannot tell a class of the tests' realm is constructable.
      adapter: (model: string) => new OidcRedisAdapter(model),
      clients: [],
      jwks: { keys: [signingKey as never] },
      cookies: {
        keys: this.settings.oauthCookieKeys,
        names: { session: 'pen_oauth_session', interaction: 'pen_oauth_interaction', resume: 'pen_oauth_resume' },
        long: { httpOnly: true, sameSite: 'lax', secure: this.settings.publicUrl.startsWith('https:') },
        short: { httpOnly: true, sameSite: 'lax', secure: this.settings.publicUrl.startsWith('https:') },
      },
      // The token endpoint (code and refresh) and the authorization endpoint ask here: a member who
      // is not active (suspended, deleted) gets no token, and neither does a grant revoked in
      // PostgreSQL (disconnected, or ended by a suspension or deletion): invalid_grant.
      findAccount: async (_ctx, sub, token) =>
        (await this.accountStands(sub, typeof token?.grantId === 'string' ? token.grantId : undefined)) ? { accountId: sub, claims: (_use, scope) => this.claims(sub, scope) } : undefined,
      // What each OpenID Connect scope reveals; the ID token of the code flow carries `sub` only
      // (conformIdTokenClaims), the rest comes from userinfo.
      claims: claimsByScope(),
      interactions: {
        policy,
        url: (_ctx, interaction) => `${CONSENT_PAGE}${interaction.uid}`,
      },
      features: {
        devInteractions: { enabled: false },
        // An app may revoke only its own tokens (RFC 7009 2.1).
        revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => Promise.resolve(token.clientId === client.clientId) },
        // Pen's own userinfo (oauth-userinfo.ts): the library's accepts only tokens without an
        // audience, and an app's token is for the API, so one token serves both.
        userinfo: { enabled: false },
        // Advertised features must work: these are off rather than half-served.
        dPoP: { enabled: false },
        pushedAuthorizationRequests: { enabled: false },
        rpInitiatedLogout: { enabled: false },
        resourceIndicators: {
          enabled: true,
          defaultResource: () => resource,
          useGrantedResource: () => true,
          getResourceServerInfo: (_ctx, indicator) => {
            if (indicator !== resource) throw new errors.InvalidTarget();
            return { scope: RESOURCE_SCOPES, audience: resource, accessTokenTTL: ACCESS_TOKEN_TTL, accessTokenFormat: 'opaque' };
          },
        },
      },
      pkce: { required: () => true },
      responseTypes: ['code'],
      scopes: SUPPORTED_SCOPES,
      // Public clients (none, with PKCE) and confidential ones: the secret in the Basic header or
      // in the form body. The library accepts either for a client registered with one of them.
      clientAuthMethods: ['none', 'client_secret_basic', 'client_secret_post'],
      clientDefaults: {
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
        id_token_signed_response_alg: 'ES256',
      },
      enabledJWA: { idTokenSigningAlgValues: ['ES256'] },
      allowOmittingSingleRegisteredRedirectUri: false,
      // Apps always get a refresh token, rotated at every use; the old one is refused after.
      issueRefreshToken: (_ctx, client) => Promise.resolve(client.grantTypeAllowed('refresh_token')),
      rotateRefreshToken: () => true,
      expiresWithSession: () => Promise.resolve(false),
      ttl: {
        AccessToken: ACCESS_TOKEN_TTL,
        AuthorizationCode: 60,
        RefreshToken: REFRESH_TOKEN_TTL,
        Grant: GRANT_TTL,
        Interaction: HOUR,
        Session: HOUR,
        IdToken: HOUR,
      },
      // The token and revocation endpoints answer browser apps from their redirect URIs' origins.
      clientBasedCORS: (_ctx, origin, client) => client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
      renderError: (ctx, out) => {
        // prompt=none's errors carry 303, the status of the redirect they would have been.
        if (ctx.status < 400) ctx.status = 400;
        ctx.type = 'html';
        ctx.body = errorPage(String(out.error), String(out.error_description ?? ''));
        return Promise.resolve();
      },
    };
    const provider = new ProviderClass(this.settings.publicUrl, inProviderRealm(configuration));
    provider.proxy = this.settings.trustProxy !== false;
    // Pen keeps only a hash of a confidential client's secret (clientMetadata gives the hash as
    // client_secret); the library compares secrets in this one method, so it compares hashes.
    provider.Client.prototype.compareClientSecret = function (this: { clientSecret?: string }, actual: string) {
      return secretMatches(actual, this.clientSecret);
    };
    // RFC 9700 §4.11.2: an error at the authorization endpoint itself is shown on Pen's own page
    // (renderError), never sent to the app's redirect URI. Any member may register an app with any
    // https redirect URI, and nobody has signed in or answered yet, so a redirect there would make
    // Pen an open redirector. Only after the member has answered on the consent page (the resume
    // step) does an error, such as access_denied, go back to the app. The provider emits these
    // events just before it decides between the two; the error is then marked as not redirectable.
    provider.on('authorization.error', (ctx: KoaContextWithOIDC, err: { allow_redirect?: boolean }) => keepErrorOnPen(ctx, err));
    provider.on('server_error', (ctx: KoaContextWithOIDC, err: Error & { allow_redirect?: boolean }) => {
      keepErrorOnPen(ctx, err);
      this.log.error(`OAuth server error: ${err.stack ?? String(err)}`);
    });
    // The interaction cookie is for the consent API, not only the consent page: its path is the
    // API's, so the API can tell that this browser started the authorization (an attacker's
    // request id sent to a member is of no use without the attacker's cookie).
    provider.use(async (ctx, next) => {
      await next();
      // A path under /oauth the library does not serve (/oauth/token/introspection…) answers
      // as every unknown route of the server does, in JSON, not Koa's plain-text "Not Found".
      if (ctx.status === 404 && !ctx.body) {
        ctx.status = 404;
        ctx.type = 'application/json';
        ctx.body = { statusCode: 404, message: `Cannot ${ctx.method} ${ctx.originalUrl.split('?')[0]}`, error: 'Not Found' };
      }
      // The library lists the userinfo endpoint only when it serves it; Pen's is beside the token endpoint.
      if (ctx.oidc?.route === 'discovery' && ctx.body && typeof ctx.body === 'object') {
        (ctx.body as Record<string, unknown>).userinfo_endpoint = ctx.oidc.urlFor('token').replace(/\/token$/, USERINFO_PATH.slice(OAUTH_PREFIX.length));
      }
    });
    provider.use(async (ctx, next) => {
      const set = ctx.cookies.set.bind(ctx.cookies);
      ctx.cookies.set = (name: string, value?: string | null, opts?: Parameters<typeof set>[2]) => {
        const path = opts?.path;
        const rewritten = path?.startsWith(CONSENT_PAGE) ? { ...opts, path: INTERACTION_API + path.slice(CONSENT_PAGE.length) } : opts;
        return set(name, value, rewritten);
      };
      await next();
    });
    return provider;
  }

  /**
   * Whether the authorization server may issue tokens for the member (`sub`): their account is
   * active and, for a token of a grant, the grant still stands in PostgreSQL. Only the token and
   * authorization endpoints ask.
   */
  private async accountStands(sub: string, grantId: string | undefined): Promise<boolean> {
    const userId = Number(sub);
    if (!/^\d+$/.test(sub) || !Number.isSafeInteger(userId)) return false;
    return accountStands(this.db.manager, userId, grantId);
  }

  /**
   * Userinfo for an access token: one of this server's, for the API, live, with `openid`; its
   * member, grant and app still standing (the same probes as the API's auth guard).
   */
  async userinfo(accessToken: string): Promise<UserinfoResult> {
    const invalid = { error: 'invalid_token', description: 'the access token is not valid (expired, revoked or unknown)' } as const;
    const token = /^[\w-]{43}$/.test(accessToken) ? await this.provider.AccessToken.find(accessToken) : undefined;
    if (!token || token.isExpired || !token.grantId || token.aud !== this.resource || !token.clientId) return invalid;
    if (!(await memberStanding(this.db.manager, Number(token.accountId), token.clientId, token.grantId))) return invalid;
    const scope = token.scope ?? '';
    if (!scope.split(' ').includes('openid')) return { error: 'insufficient_scope', description: 'the access token was not issued with the openid scope' };
    return { claims: await this.claims(token.accountId, scope) };
  }

  /** The member's claims for the scopes granted (ID token; userinfo reads them the same way). */
  async claims(sub: string, scope: string): Promise<MemberClaims> {
    const user = await this.users.findActiveById(Number(sub));
    return user ? memberClaims(user, new Set(scope.split(' ')), this.settings.publicUrl) : { sub };
  }

  private async clientMetadata(clientId: string): Promise<AdapterPayload | undefined> {
    const app = await findApp(this.db.manager, clientId);
    if (!app) return undefined;
    const secret: Pick<AdapterPayload, 'token_endpoint_auth_method' | 'client_secret'> = app.client_secret_sha256
      ? { token_endpoint_auth_method: 'client_secret_basic', client_secret: app.client_secret_sha256.toString('hex') }
      : { token_endpoint_auth_method: 'none' };
    return {
      client_id: app.client_id,
      client_name: app.name,
      ...(app.website ? { client_uri: app.website } : {}),
      redirect_uris: app.redirect_uris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      ...secret,
      application_type: 'web',
    };
  }

  /** Mounts the provider's endpoints on Fastify, and its metadata at the RFC 8414 address. */
  private mount(fastify: FastifyInstance): void {
    const run = async (raw: IncomingMessage & { originalUrl?: string }, res: ServerResponse, providerUrl: string, originalUrl: string) => {
      // The provider finds its mount path by comparing the two (oidc_context.js urlFor).
      raw.originalUrl = originalUrl;
      raw.url = providerUrl;
      try {
        this.handler ??= this.provider.callback();
        await this.handler(raw, res);
      } catch (err) {
        // The reply is hijacked: nothing answers for us.
        this.log.error(`OAuth request failed: ${(err as Error).stack ?? String(err)}`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' }));
      }
    };
    void fastify.register((scope, _opts, done) => {
      // The provider reads form and JSON bodies itself: Fastify must leave the stream unread.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, parsed) => parsed(null, undefined));
      const handler = async (request: FastifyRequest, reply: FastifyReply) => {
        keepSecurityHeaders(reply);
        reply.hijack();
        const url = request.raw.url ?? '';
        await run(request.raw, reply.raw, url.slice(OAUTH_PREFIX.length), url);
      };
      for (const path of PROVIDER_PATHS) scope.all(OAUTH_PREFIX + path, handler);
      const metadata = async (request: FastifyRequest, reply: FastifyReply) => {
        keepSecurityHeaders(reply);
        reply.hijack();
        await run(request.raw, reply.raw, '/.well-known/openid-configuration', `${OAUTH_PREFIX}/.well-known/openid-configuration`);
      };
      // RFC 8414 and OpenID Connect Discovery at the issuer's root (the issuer is PUBLIC_URL, no path).
      scope.get('/.well-known/oauth-authorization-server', metadata);
      scope.get('/.well-known/openid-configuration', metadata);
      scope.route({ method: ['GET', 'POST'], url: USERINFO_PATH, handler: userinfoHandler(this) });
      done();
    });
  }

  /** Ends grants (their rows are already deleted): every code, access and refresh token issued under them, and the grants themselves. */
  async revokeGrants(grantIds: readonly string[]): Promise<void> {
    const { Grant } = this.provider;
    for (const grantId of grantIds) {
      // Deletes every code, access and refresh token of the grant (the Redis list kept per grant).
      await Grant.adapter.revokeByGrantId(grantId);
      await Grant.adapter.destroy(grantId);
    }
  }

  /** The provider's own reading of a request (cookies), for the consent API. */
  interactionDetails(req: IncomingMessage, res: ServerResponse) {
    return this.provider.interactionDetails(req, res);
  }
}

/** Marks an error of the authorization endpoint (not of its resume step) as one to show on Pen's page. */
function keepErrorOnPen(ctx: KoaContextWithOIDC | undefined, err: { allow_redirect?: boolean }): void {
  if (ctx?.oidc?.route === 'authorization') err.allow_redirect = false;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A hijacked reply writes only what the provider sets, so the headers every answer carries
 * (create-app.ts: helmet's, x-request-id) are put on the raw response first. Without
 * Cross-Origin-Opener-Policy on the provider's redirects the browser severs a popup from its
 * opener (Swagger UI's OAuth sign-in never hears back).
 */
function keepSecurityHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
}

/** What a browser shows when an authorization request is wrong (bad client, redirect URI, PKCE…): no redirect is safe then. */
function errorPage(error: string, description: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pen: authorization failed</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1rem;color:#1f2937}h1{font-size:1.4rem}code{background:#f3f4f6;padding:.1rem .3rem;border-radius:4px}</style></head>
<body><h1>This app's request could not be completed</h1><p>${escapeHtml(description || 'The authorization request is not valid.')}</p><p><code>${escapeHtml(error)}</code></p><p><a href="/">Back to Pen</a></p></body></html>`;
}
