/**
 * The refresh-token cookie: `${sessionId}.${secret}`, httpOnly, SameSite=Strict, scoped to
 * /api/auth (the only routes that read it), Secure when the public URL is https.
 */
export const REFRESH_COOKIE = 'refreshToken';
export const REFRESH_COOKIE_PATH = '/api/auth';
/** A device session that has not refreshed for this long must sign in again. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export interface RefreshToken {
  sessionId: number;
  secret: string;
}

export function formatRefreshToken(token: RefreshToken): string {
  return `${token.sessionId}.${token.secret}`;
}

export function parseRefreshToken(value: string | undefined): RefreshToken | undefined {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{20,100})$/.exec(value ?? '');
  if (!m) return undefined;
  const sessionId = Number(m[1]);
  return Number.isSafeInteger(sessionId) && sessionId > 0 ? { sessionId, secret: m[2] } : undefined;
}

/** Reads one cookie from a Cookie header (no plugin needed for a single httpOnly cookie). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

export function refreshCookieHeader(value: string, secure: boolean): string {
  return [
    `${REFRESH_COOKIE}=${value}`,
    `Path=${REFRESH_COOKIE_PATH}`,
    `Max-Age=${REFRESH_TOKEN_TTL_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearRefreshCookieHeader(secure: boolean): string {
  return [`${REFRESH_COOKIE}=`, `Path=${REFRESH_COOKIE_PATH}`, 'Max-Age=0', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}
