import { ApiError } from './generated/core/ApiError';

/** The text to show for a failed call: the server's `message` when present, else the fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    const body = err.body as { message?: unknown } | undefined;
    if (body && typeof body.message === 'string' && body.message) return body.message;
  }
  return fallback;
}

const retryAfterOf = new WeakMap<object, string>();

/** Remembers a failed call's Retry-After header with its error (the generated ApiError has no headers). */
export function keepRetryAfter(err: unknown, retryAfter: string | null): unknown {
  if (retryAfter !== null && typeof err === 'object' && err !== null) retryAfterOf.set(err, retryAfter);
  return err;
}

/**
 * For a refused call (429 Too Many Requests, 503), how many seconds the server asked to wait
 * before trying again (its Retry-After header, in seconds or as an HTTP date); undefined when
 * it named no time.
 */
export function retryAfterSeconds(err: unknown, now: number = Date.now()): number | undefined {
  const value = typeof err === 'object' && err !== null ? retryAfterOf.get(err) : undefined;
  if (value === undefined) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
