import Redis from 'ioredis';
import { redisTargetOptions, RedisTarget } from '../redis/redis-target';

/**
 * Fails fast when Redis cannot be reached: the app's own connections retry forever (what BullMQ
 * needs while running), which at start would look like a hang instead of an error.
 */
export async function checkRedis(target: RedisTarget, timeoutMs = 5000): Promise<void> {
  const client = new Redis(target.redisUrl, {
    ...redisTargetOptions(target),
    // One round over the sentinels: a start check, not a connection to keep.
    ...(target.redisSentinel ? { sentinelRetryStrategy: () => null } : {}),
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
    connectionName: 'pen-start-check',
  });
  // The 'error' event carries the cause (ECONNREFUSED …); connect() itself only says
  // "Connection is closed". Listening also stops ioredis reporting it as unhandled.
  let cause: Error | undefined;
  client.on('error', (err: Error) => (cause ??= err));
  try {
    await client.connect();
    await client.ping();
  } catch (err) {
    throw cause ?? err;
  } finally {
    client.disconnect();
  }
}
