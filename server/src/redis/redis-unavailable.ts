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

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * An error BullMQ passes on from a lost connection (its queues' and workers' `error` events): the
 * connection's own listener has told the operator already (redis-outage-log.ts), and BullMQ
 * retries by itself, so it is not logged again.
 */
export function isRedisConnectionError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: string }).code;
  // Sentinel mode (redis-target.ts): ioredis says "All sentinels are unreachable" also when it only
  // went once round the sentinels, each naming the primary that has just died.
  return (
    (code !== undefined && CONNECTION_ERROR_CODES.has(code)) ||
    isRedisUnavailable(err) ||
    /^connect E|Connection is closed|Socket closed unexpectedly|^All sentinels are unreachable|^failed to connect to sentinel/.test(err.message)
  );
}
