import type { SecuritySchemeObject, ServerObject, TagObject } from '@nestjs/swagger';
import { APP_SCOPE_RULES } from '../common/app-scope-check';

/**
 * The document-level texts of the API document: what Swagger UI and Redoc show above the
 * operations. Kept here rather than in swagger.ts so that the post-processor and its test share them.
 */
export const API_DESCRIPTION = [
  'REST API of Pen, a faith-centred social network. Every path is under `/api`; answers are JSON objects,',
  'errors are `{statusCode, message, error}` (`ErrorDto`), and `message` is the text to show.',
  '',
  '## Three ways to authenticate',
  '',
  '1. **A member\'s own session** (Pen\'s web client): `POST /api/auth/login` answers an `accessToken`',
  '   (a JWT valid 15 minutes) and sets the `refreshToken` cookie (httpOnly, SameSite=Strict, path',
  '   `/api/auth`); send the token as `Authorization: Bearer <accessToken>` and renew it with',
  '   `POST /api/auth/refresh-token`. Only this kind may manage the account (password, e-mail,',
  '   deletion, sessions, API keys, export) and use the operator tools (`/api/mod/*`).',
  '2. **An API key** for a member\'s own scripts and bots: create one in Settings → API keys (or',
  '   `POST /api/auth/api-keys`) with its scopes; send the secret (`pen_…`, shown once) as',
  '   `X-Api-Key: pen_…` or `Authorization: Bearer pen_…`.',
  '3. **An OAuth 2.1 app** acting for other members: authorization code with PKCE (S256), with the',
  '   same scopes; discovery at `/.well-known/oauth-authorization-server`.',
  '   Send the access token as `Authorization: Bearer <token>`. A public app (browser, mobile) has',
  '   no secret; a server-side app may be registered as confidential and then authenticates with',
  '   its client secret (`client_secret_basic` or `client_secret_post`). **Sign in with Pen** is OpenID Connect on the same',
  '   server: scopes `openid`, `profile`, `email` give an ID token (ES256) and `/oauth/userinfo`;',
  '   discovery at `/.well-known/openid-configuration`.',
  '',
  '## Scopes',
  '',
  'Keys and apps hold fine-grained scopes: `profile`, `posts:read`, `posts:write`, `prayer:read`,',
  '`prayer:write`, `connections:read`, `connections:write`, `groups:read`, `groups:write`,',
  '`notifications:read`. Each operation names the one it needs (its `oauth2` security). `read` and',
  '`write` stand for the sets they always meant: `read` for every `:read` scope and `profile`',
  '(`notifications:read` only for API keys; apps ask for it, or for `notifications`, on its own),',
  '`write` for every `:write` scope. Creating any post, prayer requests included, needs',
  '`posts:write`; praying, commitments and marking a prayer request answered need `prayer:write`.',
  'Changing the profile picture, language and e-mail notification setting needs `write` itself.',
  'A missing scope answers 403 with `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"`;',
  'a missing or invalid credential answers 401 with `WWW-Authenticate: Bearer` (RFC 6750).',
  '',
  'In Swagger UI, **Authorize** accepts any of them: paste an access token or API key under `bearer`,',
  'an API key under `apiKey`, or sign in through `oauth2` (enter your app\'s client id; PKCE is used).',
  '',
  'Calls made with an API key or an OAuth token carry `RateLimit-Limit`, `RateLimit-Remaining` and',
  '`RateLimit-Reset` headers; a call over a limit answers 429 with `Retry-After` (seconds).',
  'Lists are paged with a cursor: pass the answer\'s `nextCursor` as `cursor` until it is null.',
].join('\n');

/** `servers`: relative, so the document works on any host that serves it (and in Swagger UI). */
export const API_SERVERS: ServerObject[] = [{ url: '/', description: 'The Pen instance serving this document' }];

/** Scopes an API key or OAuth app may hold, in the consent page's words: the guards' table (common/app-scope-check.ts). */
export const APP_SCOPES: Record<string, string> = Object.fromEntries(Object.entries(APP_SCOPE_RULES).map(([scope, rule]) => [scope, rule.allows]));

/** Where the OAuth endpoints live (oidc-provider mounted under /oauth, issue #30). */
export const OAUTH_AUTHORIZATION_URL = '/oauth/auth';
export const OAUTH_TOKEN_URL = '/oauth/token';
export const OAUTH_REFRESH_URL = '/oauth/token';

export const SECURITY_SCHEMES: Record<string, SecuritySchemeObject> = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT or pen_ API key',
    description:
      'A member\'s access token from `POST /api/auth/login` or `/api/auth/refresh-token` (15 minutes), an API key ' +
      '(`pen_…`), or an OAuth app\'s access token. API keys and OAuth tokens are limited to their scopes.',
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: 'An API key (`pen_…`) made in Settings → API keys; limited to its scopes (the `oauth2` scheme lists them).',
  },
  oauth2: {
    type: 'oauth2',
    description:
      'OAuth 2.1 apps: authorization code with PKCE (S256 only) and refresh-token rotation; public clients, or confidential ones ' +
      '(client_secret_basic or client_secret_post). Register an app in Settings → Developer apps.',
    flows: {
      authorizationCode: {
        authorizationUrl: OAUTH_AUTHORIZATION_URL,
        tokenUrl: OAUTH_TOKEN_URL,
        refreshUrl: OAUTH_REFRESH_URL,
        scopes: APP_SCOPES,
      },
    },
  },
  refreshCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'refreshToken',
    description:
      'The refresh cookie set by sign-in (httpOnly, SameSite=Strict, path `/api/auth`): first-party only, read by ' +
      '`refresh-token` and `remove-cookie`.',
  },
};

/** Every tag, described; an operation whose tag is missing here fails finish-document.test.ts. */
export const API_TAGS: TagObject[] = [
  { name: 'health', description: 'Liveness and readiness checks for load balancers and the web client (public).' },
  { name: 'legal', description: 'Terms of service and public announcements (public).' },
  { name: 'push', description: 'Web push subscriptions of a member\'s devices.' },
  { name: 'noti', description: 'Notifications: the inbox, unread count, read state, the live event stream and e-mail unsubscribe.' },
  { name: 'connections', description: 'Friends and friend requests, member search, blocking, muting and reporting members.' },
  { name: 'media', description: 'Images, video and audio attached to posts and comments (processed in the background).' },
  { name: 'auth', description: 'Accounts: registration, sign-in, tokens, device sessions, profile, passwords and e-mail verification.' },
  { name: 'data', description: 'A member\'s data: signed-in devices, cookie consent and the export of everything (GDPR).' },
  { name: 'image', description: 'The member\'s profile picture.' },
  { name: 'posts', description: 'Posts and prayer requests (praying, commitments, answers), the feed, comments, likes and reports.' },
  { name: 'prayer', description: 'The member\'s daily prayer reminder.' },
  { name: 'groups', description: 'Groups: membership, invitations, admins, the group thread with its comments and likes.' },
  { name: 'standing', description: 'A member\'s account standing: the statements of reasons about them, their strikes, and appeals.' },
  { name: 'transparency', description: 'The public transparency report (DSA Art. 15 and 24): counts of reports, moderation decisions and appeals, per period and month; no sign-in.' },
  {
    name: 'oauth',
    description:
      'OAuth apps: the apps a member registered (Developer apps), the apps acting for them (Connected apps) and the ' +
      'consent step of an authorization. The protocol endpoints themselves (`/oauth/auth`, `/oauth/token`, revocation, ' +
      '`/oauth/userinfo`, discovery at `/.well-known/oauth-authorization-server` and `/.well-known/openid-configuration`) ' +
      'are outside `/api`.',
  },
  {
    name: 'webhooks',
    description:
      'Webhooks: Pen posts signed messages (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`) about ' +
      'the member\'s own account and the groups they administer to a URL of theirs, with a delivery log and redelivery. ' +
      'Events, payloads and signature verification: docs/integrators.md.',
  },
  { name: 'rules', description: 'The community rules members agree to and reports cite (public to read; a paka changes them under `/api/mod/rules`).' },
  {
    name: 'moderation',
    description:
      'The operators\' API (moderators and paka; members get 403): the report queue and its resolutions, suspensions, ' +
      'roles (paka only), member lookup and the append-only audit log of every operator action.',
  },
];
