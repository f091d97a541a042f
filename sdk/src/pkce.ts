import { trimSlashes } from './url.js';

/**
 * OAuth 2.1 authorization code with PKCE (S256) for apps that act for Pen members. Uses Web
 * Crypto only, so it runs in browsers and Node 22+ alike.
 */

const base64url = (bytes: Uint8Array): string => {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
};

export interface PkcePair {
  /** Keep secret until the code exchange (e.g. in sessionStorage). */
  codeVerifier: string;
  /** Sent in the authorize URL. */
  codeChallenge: string;
  codeChallengeMethod: 'S256';
}

/** A fresh verifier (43 characters of 32 random bytes) and its S256 challenge. */
export async function createPkcePair(): Promise<PkcePair> {
  const codeVerifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier));
  return { codeVerifier, codeChallenge: base64url(new Uint8Array(digest)), codeChallengeMethod: 'S256' };
}

/** A random `state` value to tie the redirect back to this sign-in attempt. */
export const createState = (): string => base64url(crypto.getRandomValues(new Uint8Array(16)));

/**
 * A scope an app asks for: the fine-grained ones (issue 45), `read` and `write` (which stand for
 * their sets), `notifications` (the same as `notifications:read`), and Sign in with Pen's `openid`
 * and `email` (`profile` is both); any other string passes through.
 */
export type PenScope =
  | 'profile'
  | 'posts:read'
  | 'posts:write'
  | 'prayer:read'
  | 'prayer:write'
  | 'connections:read'
  | 'connections:write'
  | 'groups:read'
  | 'groups:write'
  | 'notifications:read'
  | 'read'
  | 'write'
  | 'notifications'
  | 'openid'
  | 'email'
  | (string & {});

export interface AuthorizeUrlOptions {
  baseUrl: string;
  clientId: string;
  redirectUri: string;
  scopes: PenScope[];
  state: string;
  codeChallenge: string;
  /** Path of the authorization endpoint; Pen's is /oauth/auth (see /.well-known/oauth-authorization-server). */
  authorizePath?: string;
}

/** The URL to send the member to; they sign in, consent, and come back to redirectUri with ?code&state. */
export function buildAuthorizeUrl(o: AuthorizeUrlOptions): string {
  const url = new URL(`${trimSlashes(o.baseUrl)}${o.authorizePath ?? '/oauth/auth'}`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: o.clientId,
    redirect_uri: o.redirectUri,
    scope: o.scopes.join(' '),
    state: o.state,
    code_challenge: o.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

export interface ExchangeCodeOptions {
  baseUrl: string;
  clientId: string;
  redirectUri: string;
  code: string;
  codeVerifier: string;
  /** Only for confidential apps (a server that can keep a secret). */
  clientSecret?: string;
  fetch?: typeof fetch;
  tokenPath?: string;
}

export interface OAuthTokens {
  accessToken: string;
  refreshToken?: string;
  expiresIn?: number;
  scope?: string;
  tokenType: string;
}

export class OAuthError extends Error {
  override readonly name = 'OAuthError';
  constructor(
    readonly status: number,
    readonly error: string,
    readonly errorDescription?: string,
  ) {
    super(errorDescription ? `${error}: ${errorDescription}` : error);
  }
}

/** Trades the code from the redirect for tokens (give them to `createPenClient({ auth: {...} })`). */
export async function exchangeCode(o: ExchangeCodeOptions): Promise<OAuthTokens> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: o.code,
    redirect_uri: o.redirectUri,
    client_id: o.clientId,
    code_verifier: o.codeVerifier,
  });
  if (o.clientSecret) form.set('client_secret', o.clientSecret);
  const doFetch = o.fetch ?? globalThis.fetch;
  const res = await doFetch(`${trimSlashes(o.baseUrl)}${o.tokenPath ?? '/oauth/token'}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: form.toString(),
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || typeof body.access_token !== 'string') {
    throw new OAuthError(res.status, typeof body.error === 'string' ? body.error : 'invalid_response', typeof body.error_description === 'string' ? body.error_description : undefined);
  }
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
    expiresIn: typeof body.expires_in === 'number' ? body.expires_in : undefined,
    scope: typeof body.scope === 'string' ? body.scope : undefined,
    tokenType: typeof body.token_type === 'string' ? body.token_type : 'Bearer',
  };
}
