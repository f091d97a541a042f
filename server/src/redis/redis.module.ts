import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';

const log = new Logger('Redis');
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';

export const REDIS = Symbol('REDIS');

/** Opens a Redis connection as BullMQ and the rate limiters need it (no per-command retry limit). */
export function openRedis(url: string, name: string, keyPrefix?: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, connectionName: name, keyPrefix });
  // ioredis reconnects by itself; without a listener it would print "Unhandled error event"
  // with a stack on stderr (e.g. when the process stops during a start failure).
  client.on('error', (err: Error) => log.warn(`${name}: ${err.message}`));
  return client;
}

@Global()
@Module({
  providers: [{ provide: REDIS, inject: [SETTINGS], useFactory: (s: Settings) => openRedis(s.redisUrl, 'pen-app', `${s.redisPrefix}:`) }],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
