import type { RedisOptions } from 'ioredis';
import type { RedisSentinelSettings, Settings } from '../config/settings';

// Where Redis is, apart from redis.module.ts: the start check (bootstrap/preflight.ts) uses it
// before the app is loaded.

/**
 * How long a client waits before its next reconnection attempt while Redis is away: 50 ms more
 * each time, at most 2 s (ioredis 5's default). ioredis 6's default doubles the wait up to 5 s
 * (plus jitter), so the app went on answering 503 for up to 5 s after Redis was back, and the
 * workers picked up jobs as late (Redis restart fault test: ready 2.5 s after Redis was back,
 * 0.6 s with this).
 */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(attempt * 50, 2000);
}

/** Where the app's Redis is: REDIS_URL alone, or the sentinels that know the current primary. */
export type RedisTarget = Pick<Settings, 'redisUrl' | 'redisSentinel'>;

/**
 * Sentinel mode (REDIS_SENTINELS): ioredis asks the sentinels for the primary at every
 * (re)connection and checks that the server it reached is a primary (the ready check's role),
 * so a client cut off by a failover reconnects to the promoted replica by itself. A primary
 * demoted while connections stayed open (a partition, not a crash) is left when the sentinels
 * announce the switch (sentinel-switch.ts, for the clients of openRedis); a write answered
 * READONLY (it reached a server that is a replica now) reconnects and is sent again. REDIS_URL
 * still gives user, password and database.
 */
function sentinelOptions(s: RedisSentinelSettings): RedisOptions {
  return {
    sentinels: s.sentinels,
    name: s.name,
    sentinelPassword: s.password,
    role: 'master',
    sentinelRetryStrategy: reconnectDelayMs,
    reconnectOnError: (err) => (err.message.startsWith('READONLY') ? 2 : false),
    // A connection left on a hung primary closes only when this runs out (ioredis: 2 s), and the
    // client reconnects only then: the hung-primary fault test measured 2.0-2.2 s after the switch.
    disconnectTimeout: 300,
  };
}

/** The ioredis options that say where Redis is (every connection of the app and its start check). */
export function redisTargetOptions(target: RedisTarget): RedisOptions {
  return target.redisSentinel ? sentinelOptions(target.redisSentinel) : {};
}

/** How the start failure names the Redis it could not reach (bootstrap/start-failure.ts). */
export function describeRedisTarget(target: RedisTarget): string {
  const s = target.redisSentinel;
  return s ? `REDIS_SENTINELS=${s.sentinels.map((a) => (a.host.includes(':') ? `[${a.host}]:${a.port}` : `${a.host}:${a.port}`)).join(',')} (REDIS_SENTINEL_NAME=${s.name})` : target.redisUrl;
}

