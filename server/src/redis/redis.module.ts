import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';

export const REDIS = Symbol('REDIS');

/** Opens a Redis connection as BullMQ and the rate limiters need it (no per-command retry limit). */
export function openRedis(url: string, name: string, keyPrefix?: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, connectionName: name, keyPrefix });
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
