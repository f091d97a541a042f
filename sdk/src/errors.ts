import { ApiError } from './generated/core/ApiError';

/** The text to show for a failed call: the server's `message` when present, else the fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    const body = err.body as { message?: unknown } | undefined;
    if (body && typeof body.message === 'string' && body.message) return body.message;
  }
  return fallback;
}
