import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';

const log = new Logger('Redis');

/** This process's connections that lost Redis and are not back yet. */
const down = new Set<Redis>();

/**
 * A process has several connections (requests, queues, workers, subscribers) and each one
 * reconnects several times a second while Redis is away: the operator is told once per process
 * that Redis went and once that every connection is back, never once per attempt or connection.
 */
export function redisConnectionLost(client: Redis, name: string, err: Error): void {
  if (down.has(client)) return;
  if (down.size === 0) log.warn(`Redis unavailable (${name}: ${err.message}); reconnecting`);
  down.add(client);
}

export function redisConnectionBack(client: Redis): void {
  if (!down.delete(client)) return;
  if (down.size === 0) log.log('Redis is back');
}
