import type { ApiRequestOptions } from './generated/core/ApiRequestOptions';
import type { ApiResult } from './generated/core/ApiResult';
import { OpenAPI } from './generated/core/OpenAPI';
import { PUBLIC_OPERATIONS } from './generated/public-operations';

/** Where the access token lives; the browser default is sessionStorage key `accessToken`. */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
}

export interface SdkOptions {
  /** Origin of the API, e.g. https://pen.example; '' for the same origin. */
  baseUrl?: string;
  tokenStore?: TokenStore;
  /** Called when no token can be obtained (the member must sign in again). */
  onUnauthenticated?: () => void;
  fetch?: typeof fetch;
}

function memoryStore(): TokenStore {
  let token: string | null = null;
  return { get: () => token, set: (t) => void (token = t) };
}

function sessionStorageStore(): TokenStore {
  return {
    get: () => globalThis.sessionStorage.getItem('accessToken'),
    set: (t) => (t ? globalThis.sessionStorage.setItem('accessToken', t) : globalThis.sessionStorage.removeItem('accessToken')),
  };
}

const state: Required<Omit<SdkOptions, 'onUnauthenticated'>> & { onUnauthenticated?: () => void } = {
  baseUrl: '',
  tokenStore: typeof globalThis.sessionStorage !== 'undefined' ? sessionStorageStore() : memoryStore(),
  fetch: (...args) => globalThis.fetch(...args),
};

/** Configures the SDK once at start: base URL, token storage, what to do when signed out. */
export function configureSdk(options: SdkOptions = {}): void {
  Object.assign(state, options);
  OpenAPI.BASE = state.baseUrl;
  OpenAPI.WITH_CREDENTIALS = true;
  OpenAPI.CREDENTIALS = 'include';
}
configureSdk();

export const getAccessToken = (): string | null => state.tokenStore.get();
export const setAccessToken = (token: string | null): void => state.tokenStore.set(token);

/** Seconds-since-epoch expiry from a JWT payload; undefined when the token cannot be decoded. */
export function tokenExpiry(token: string): number | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const json = typeof atob === 'function' ? atob(part.replace(/-/g, '+').replace(/_/g, '/')) : Buffer.from(part, 'base64url').toString();
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

/** A token that is missing, undecodable or expiring within 10 s counts as expired. */
export function isTokenUsable(token: string | null, nowMs = Date.now()): token is string {
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp !== undefined && exp * 1000 > nowMs + 10_000;
}

let refreshing: Promise<string | null> | null = null;

/**
 * Asks the server for a new access token with the refresh cookie. Concurrent callers share one
 * request, so a burst of 401s causes exactly one refresh.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const res = await state.fetch(`${state.baseUrl}/api/auth/refresh-token`, { method: 'POST', credentials: 'include' });
      const body = res.ok ? ((await res.json().catch(() => ({}))) as { accessToken?: unknown }) : {};
      const token = typeof body.accessToken === 'string' ? body.accessToken : null;
      state.tokenStore.set(token);
      return token;
    } catch {
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

export function isPublicOperation(options: Pick<ApiRequestOptions, 'method' | 'url'>): boolean {
  return PUBLIC_OPERATIONS.has(`${options.method} ${options.url}`);
}

const UNAUTHORIZED = (url: string): ApiResult => ({
  url,
  ok: false,
  status: 401,
  statusText: 'Unauthorized',
  body: { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' },
});

/**
 * Runs one API call with the session rules: public calls go as they are; authenticated calls get
 * a usable token first (refreshing when it is missing or expired), and on a 401 one refresh and
 * one retry. When no token can be had, the answer is a synthetic 401 `Unauthorized`.
 */
export async function withSession(
  options: ApiRequestOptions,
  send: (token: string | undefined) => Promise<ApiResult>,
): Promise<ApiResult> {
  if (isPublicOperation(options)) return send(getAccessToken() ?? undefined);
  let token = getAccessToken();
  if (!isTokenUsable(token)) token = await refreshAccessToken();
  if (!token) {
    state.onUnauthenticated?.();
    return UNAUTHORIZED(options.url);
  }
  const first = await send(token);
  if (first.status !== 401) return first;
  const renewed = await refreshAccessToken();
  if (!renewed) {
    state.onUnauthenticated?.();
    return UNAUTHORIZED(options.url);
  }
  return send(renewed);
}
