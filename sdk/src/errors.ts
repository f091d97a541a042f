import type { ErrorDto } from './generated/types.gen.js';

/**
 * A call the server refused (any non-2xx answer). `E` is the operation's error map from the API
 * document (e.g. `CreatePostErrors`: status → body), so `status` and `body` narrow together:
 * `if (err instanceof PenApiError && err.status === 429) wait(err.retryAfterSeconds)`.
 */
export class PenApiError<E = Record<number, ErrorDto>> extends Error {
  override readonly name = 'PenApiError';
  /** HTTP status of the answer. */
  readonly status: Extract<keyof E, number> | number;
  /** The parsed answer: `{statusCode, message, error}` for every documented error. */
  readonly body: E[keyof E] | ErrorDto;
  /** Seconds the server asked to wait (Retry-After, in seconds or as an HTTP date); undefined when none. */
  readonly retryAfterSeconds: number | undefined;
  readonly url: string;
  readonly method: string;

  constructor(init: { status: number; body: unknown; retryAfter?: string | null; url: string; method: string; now?: number }) {
    const body = (typeof init.body === 'object' && init.body !== null ? init.body : { statusCode: init.status, message: typeof init.body === 'string' ? init.body : '', error: '' }) as ErrorDto;
    super(`${init.method} ${init.url} failed with ${init.status}${body.message ? `: ${String(body.message)}` : ''}`);
    this.status = init.status;
    this.body = body;
    this.url = init.url;
    this.method = init.method;
    this.retryAfterSeconds = parseRetryAfter(init.retryAfter ?? null, init.now ?? Date.now());
  }
}

/** Retry-After as seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export function isPenApiError(err: unknown): err is PenApiError {
  return err instanceof PenApiError;
}

/** The text to show for a failed call: the server's `message` when present, else the fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof PenApiError) {
    const message = (err.body as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return fallback;
}

/** For a refused call (429, 503): the seconds the server asked to wait; undefined when it named none. */
export function retryAfterSeconds(err: unknown): number | undefined {
  return err instanceof PenApiError ? err.retryAfterSeconds : undefined;
}
