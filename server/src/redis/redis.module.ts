import { once } from 'node:events';
import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis, { RedisOptions } from 'ioredis';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { redisConnectionBack, redisConnectionLost } from './redis-outage-log';
import { reconnectDelayMs, RedisTarget, redisTargetOptions } from './redis-target';
import { followFailovers } from './sentinel-switch';

export const REDIS = Symbol('REDIS');

/**
 * How long a request waits for one Redis command. Without it, a request that needed Redis while
 * Redis was away waited for it to come back (sign-in hung 12-19 s during a 22 s restart).
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1500;

/**
 * `blocking`: BullMQ workers and subscribers, which wait for Redis however long it is away (no
 * per-command retry limit). `request`: clients that requests wait on (rate limits, quotas,
 * tickets, queueing a job): a command fails at once while Redis is unreachable (no offline
 * queue) and after REDIS_COMMAND_TIMEOUT_MS when it does not answer, so the request answers
 * 503 (see redis-unavailable.ts) instead of hanging; the client keeps reconnecting by itself.
 */
export type RedisUse = 'blocking' | 'request';

function optionsFor(use: RedisUse): RedisOptions {
  return use === 'blocking'
    ? { maxRetriesPerRequest: null }
    : { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: REDIS_COMMAND_TIMEOUT_MS };
}

/**
 * Opens a Redis connection (a request-path one unless said otherwise); its outages are logged per
 * process (redis-outage-log.ts). Every connection of the app is opened here (BullMQ's own extra
 * connections are duplicates of these), so sentinel mode reaches all of them.
 */
export function openRedis(target: RedisTarget, name: string, use: RedisUse = 'request', keyPrefix?: string): Redis {
  const client = new Redis(target.redisUrl, { ...optionsFor(use), ...redisTargetOptions(target), enableReadyCheck: true, connectionName: name, keyPrefix, retryStrategy: reconnectDelayMs });
  // ioredis reconnects by itself; without a listener it would print "Unhandled error event"
  // with a stack on stderr (e.g. when the process stops during a start failure).
  client.on('error', (err: Error) => redisConnectionLost(client, name, err));
  client.on('ready', () => redisConnectionBack(client));
  if (target.redisSentinel) followFailovers(client, target.redisSentinel);
  return client;
}

/**
 * The request-path client, once connected: without an offline queue, a command sent before the
 * first connection is up would fail. The start checked that Redis answers (bootstrap/preflight),
 * so this is a moment; should Redis have gone meanwhile, the app starts and answers 503 until it
 * is back rather than not starting.
 */
async function openRequestClient(s: Settings): Promise<Redis> {
  const client = openRedis(s, 'pen-app', 'request', `${s.redisPrefix}:`);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([once(client, 'ready'), new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]).finally(() => clearTimeout(timer));
  return client;
}

@Global()
@Module({
  providers: [{ provide: REDIS, inject: [SETTINGS], useFactory: openRequestClient }],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
