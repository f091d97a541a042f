import type Redis from 'ioredis';

// One command instead of MULTI/SET NX/INCR/TTL/EXEC: the first count opens the window.
const COUNT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('TTL', KEYS[1])}`;

/**
 * Counts one more event in a fixed window of `windowSeconds` under `key` (atomic, shared by every
 * process): the first event opens the window and the counter expires with it. Answers the count
 * so far, this one included, and the seconds left in the window.
 */
export async function countInWindow(redis: Redis, key: string, windowSeconds: number): Promise<{ count: number; secondsLeft: number }> {
  const [count, secondsLeft] = (await redis.eval(COUNT_SCRIPT, 1, key, windowSeconds)) as [number, number];
  return { count, secondsLeft };
}
