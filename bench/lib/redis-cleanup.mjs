// @ts-check
// Each benchmark app gets a Redis prefix of its own: BullMQ job ids derive from row ids (media
// jobs are `media-<id>`), so a fresh database under an old prefix would have its jobs taken for
// duplicates of the previous run's completed ones and silently skipped.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(import.meta.dirname, '..', '..', 'server', 'package.json'));
/** @type {typeof import('ioredis').default} */
const Redis = require('ioredis');

export const freshRedisPrefix = (label) => `pen-bench-${label}-${randomBytes(3).toString('hex')}`;

export const redisUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Removes every key under `prefix:` (the app's own keys and its queues). */
export async function dropRedisPrefix(prefix) {
  const redis = new Redis(redisUrl(), { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
