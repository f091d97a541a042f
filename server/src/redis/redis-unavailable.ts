/**
 * The error of a Redis command that could not run because Redis is unreachable or did not answer
 * in time (ioredis, request-path clients of redis.module.ts): the request answers 503 with
 * Retry-After, as the service is briefly unavailable, not broken.
 */
export function isRedisUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name === 'MaxRetriesPerRequestError') return true;
  return (
    err.message === 'Command timed out' ||
    err.message === 'Connection is closed.' ||
    err.message.startsWith("Stream isn't writeable and enableOfflineQueue options is false")
  );
}
