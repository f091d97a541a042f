import { createPenClient, type PenClient } from './client.js';
import { memoryTokenStore, type TokenStore } from './tokens.js';
import type { LoginResponseDto, UserDto } from './generated/types.gen.js';

/** A second factor a script can type in: the authenticator app's code or a recovery code. */
export type SecondFactorAnswer = { code: string } | { recovery_code: string };

/** The second factors Pen may ask for (`LoginResponseDto.methods`). */
export type SecondFactorMethod = NonNullable<LoginResponseDto['methods']>[number];

export interface PasswordSignInOptions {
  /** The Pen server, e.g. `https://pen.example`. */
  baseUrl: string;
  email: string;
  password: string;
  /**
   * Names this script's session in the member's list of signed-in devices (Settings → Sessions);
   * the same id again replaces that session instead of adding one. Default `pen-sdk-script`.
   */
  deviceId?: string;
  /**
   * Called when the account has two-factor sign-in on, with the factors it may use: answer the
   * authenticator's current code or a recovery code. Without it such a sign-in throws
   * `SecondFactorRequiredError`.
   */
  secondFactor?: (methods: SecondFactorMethod[]) => SecondFactorAnswer | Promise<SecondFactorAnswer>;
  /** Used for every request, as in `createPenClient`. */
  fetch?: typeof fetch;
  /** Sent with every request, as in `createPenClient`. */
  headers?: Record<string, string>;
}

export interface PasswordSession {
  /** A client signed in as the member; it renews its access token through the session's refresh cookie. */
  pen: PenClient;
  /** The member, as the sign-in answered (`user.status` is `suspended` for a limited session). */
  user: UserDto;
  /** Holds the current access token (read it for a call the SDK does not wrap). */
  tokenStore: TokenStore;
  /** True when Pen suggests a new password (common, or close to the member's name or e-mail). */
  passwordChangeSuggested: boolean;
  /** Ends the session on the server (`POST /api/auth/remove-cookie`) and forgets the token. */
  signOut: () => Promise<void>;
}

/**
 * Thrown by `signInWithPassword` when the account needs a second factor and no `secondFactor`
 * callback was given, or the factors it allows cannot be typed in (a passkey only).
 */
export class SecondFactorRequiredError extends Error {
  override readonly name = 'SecondFactorRequiredError';
  constructor(readonly methods: SecondFactorMethod[]) {
    super(`Two-factor sign-in is on for this account (${methods.join(', ')}): pass secondFactor to signInWithPassword`);
  }
}

const REFRESH_COOKIE = 'refreshToken';

/**
 * A fetch that keeps the session's refresh cookie, as a browser would: taken from Pen's answers,
 * sent back only to the same origin under /api/auth (the cookie's path). In a browser, where
 * answers do not show Set-Cookie, the browser's own cookie does the work instead.
 */
function refreshCookieFetch(baseUrl: string, inner: typeof fetch | undefined): typeof fetch {
  let cookie: string | null = null;
  const origin = baseUrl ? new URL(baseUrl).origin : undefined;
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (cookie && (!origin || url.origin === origin) && url.pathname.startsWith('/api/auth/')) request.headers.set('cookie', `${REFRESH_COOKIE}=${cookie}`);
    const response = await (inner ? inner(request) : globalThis.fetch(request));
    for (const line of response.headers.getSetCookie?.() ?? []) {
      const pair = line.split(';', 1)[0];
      const eq = pair.indexOf('=');
      if (pair.slice(0, eq).trim() !== REFRESH_COOKIE) continue;
      const value = pair.slice(eq + 1).trim();
      cookie = value && !/;\s*max-age=0/i.test(line) ? value : null;
    }
    return response;
  }) as typeof fetch;
}

/**
 * Signs a member in with e-mail and password, for scripts run by the member themself (for
 * anything that runs unattended, prefer an API key; for other members, an OAuth app). Answers a
 * client with the session, which renews its 15-minute access token through the refresh cookie.
 *
 * Throws `PenApiError` when Pen refuses (401 wrong e-mail or password or second factor, 429 too
 * many tries) and `SecondFactorRequiredError` when a second factor is due and cannot be given.
 */
export async function signInWithPassword(options: PasswordSignInOptions): Promise<PasswordSession> {
  const fetchFn = refreshCookieFetch(options.baseUrl, options.fetch);
  const tokenStore = memoryTokenStore();
  const pen = createPenClient({ baseUrl: options.baseUrl, fetch: fetchFn, headers: options.headers, auth: { tokenStore } });

  let answer = await pen.auth.login({ body: { email: options.email, password: options.password, deviceId: options.deviceId ?? 'pen-sdk-script' } });
  if (answer.mfa_required) {
    const methods = answer.methods ?? [];
    const typeable = methods.includes('totp') || methods.includes('recovery');
    if (!options.secondFactor || !typeable || !answer.mfa_token) throw new SecondFactorRequiredError(methods);
    const factor = await options.secondFactor(methods);
    answer = await pen.auth.loginMfa({ body: { mfa_token: answer.mfa_token, ...factor } });
  }
  tokenStore.set(answer.accessToken);
  return {
    pen,
    user: answer.user,
    tokenStore,
    passwordChangeSuggested: answer.password_change_suggested === true,
    signOut: async () => {
      await pen.auth.removeCookie();
      tokenStore.set(null);
    },
  };
}
