/** Seconds-since-epoch expiry from a JWT payload; undefined when the token cannot be decoded. */
export function tokenExpiry(token: string): number | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const exp = (JSON.parse(atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '='))) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

/** A token that is missing, undecodable or expiring within 10 s counts as expired. */
export function isTokenUsable(token: string | null | undefined, nowMs = Date.now()): token is string {
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp !== undefined && exp * 1000 > nowMs + 10_000;
}

/** Where a member's access token lives (the web client keeps it in sessionStorage). */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
}

/** A token store in memory, for scripts and tests. */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return { get: () => token, set: (t) => void (token = t) };
}

/** Runs `task` once for any number of concurrent callers; a new call after it settles runs it again. */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
