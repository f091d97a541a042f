import { isTokenUsable, singleFlight, type TokenStore } from './tokens.js';

/** An access token and, for OAuth apps, the refresh token that renews it. */
export interface PenTokens {
  accessToken: string;
  refreshToken?: string;
  /** Seconds the access token lives, when the server said. */
  expiresIn?: number;
}

/**
 * How a client authenticates:
 * - `{ apiKey }`: a member's API key (`pen_…`), sent as `X-Api-Key`;
 * - `{ accessToken, refreshToken?, clientId?, onTokens? }`: an OAuth app's tokens; on a 401 the
 *   refresh token is traded at `/oauth/token` (rotation: each refresh gives a new pair, handed to
 *   `onTokens` so you can store it);
 * - `{ tokenStore, onUnauthenticated? }`: a member's own session (Pen's web client): the access
 *   token is read from the store and renewed through the refresh cookie
 *   (`POST /api/auth/refresh-token`); when that fails the store is cleared and `onUnauthenticated`
 *   is called;
 * - omitted: only the public operations work.
 */
export type PenAuth =
  | { apiKey: string }
  | { accessToken: string; refreshToken?: string; clientId?: string; onTokens?: (tokens: PenTokens) => void | Promise<void> }
  | { tokenStore: TokenStore; onUnauthenticated?: () => void };

/** What the request layer asks of an auth mode. */
export interface AuthStrategy {
  /**
   * Headers for a call. For an operation that needs authentication, null means no credentials
   * can be had (the call is answered 401 without being sent).
   */
  headers(secured: boolean): Promise<Record<string, string> | null>;
  /** After a 401: try to get fresh credentials once; true when the call may be retried. */
  renew(): Promise<boolean>;
  /** Fresh credentials now, without signing out when there are none; true when it got them. */
  refresh?(): Promise<boolean>;
  /** Extra request options (the web client's session needs the refresh cookie). */
  credentials?: RequestCredentials;
}

type FetchFn = (request: Request) => Promise<Response>;

export function createAuthStrategy(auth: PenAuth | undefined, baseUrl: string, fetchFn: FetchFn): AuthStrategy {
  if (!auth) return { headers: async (secured) => (secured ? null : {}), renew: async () => false };
  if ('apiKey' in auth) {
    const headers = { 'X-Api-Key': auth.apiKey };
    return { headers: async () => headers, renew: async () => false };
  }
  if ('tokenStore' in auth) return sessionStrategy(auth.tokenStore, auth.onUnauthenticated, baseUrl, fetchFn);
  return oauthStrategy(auth, baseUrl, fetchFn);
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function oauthStrategy(
  auth: Extract<PenAuth, { accessToken: string }>,
  baseUrl: string,
  fetchFn: FetchFn,
): AuthStrategy {
  let tokens: PenTokens = { accessToken: auth.accessToken, refreshToken: auth.refreshToken };
  // One refresh for a burst of 401s: with rotation a second refresh would spend the new token.
  const refresh = singleFlight(async () => {
    if (!tokens.refreshToken) return false;
    const form = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
    if (auth.clientId) form.set('client_id', auth.clientId);
    const res = await fetchFn(
      new Request(`${baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: form.toString(),
      }),
    ).catch(() => undefined);
    if (!res?.ok) return false;
    const body = (await res.json().catch(() => ({}))) as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') return false;
    tokens = {
      accessToken: body.access_token,
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : tokens.refreshToken,
      expiresIn: typeof body.expires_in === 'number' ? body.expires_in : undefined,
    };
    await auth.onTokens?.({ ...tokens });
    return true;
  });
  return { headers: async () => bearer(tokens.accessToken), renew: refresh };
}

function sessionStrategy(store: TokenStore, onUnauthenticated: (() => void) | undefined, baseUrl: string, fetchFn: FetchFn): AuthStrategy {
  // Concurrent callers share one refresh, so a burst of 401s causes exactly one request.
  const refresh = singleFlight(async (): Promise<string | null> => {
    let token: string | null = null;
    try {
      const res = await fetchFn(new Request(`${baseUrl}/api/auth/refresh-token`, { method: 'POST', credentials: 'include' }));
      const body = res.ok ? ((await res.json().catch(() => ({}))) as { accessToken?: unknown }) : {};
      token = typeof body.accessToken === 'string' ? body.accessToken : null;
    } catch {
      token = null;
    }
    store.set(token);
    return token;
  });
  const signedOut = () => {
    onUnauthenticated?.();
    return null;
  };
  return {
    credentials: 'include',
    async headers(secured) {
      const current = store.get();
      // Public operations go as they are, with the token when there is one.
      if (!secured) return current ? bearer(current) : {};
      const token = isTokenUsable(current) ? current : await refresh();
      return token ? bearer(token) : signedOut();
    },
    async renew() {
      return (await refresh()) ? true : Boolean(signedOut());
    },
    refresh: async () => Boolean(await refresh()),
  };
}
