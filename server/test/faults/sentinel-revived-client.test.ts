import { once } from 'node:events';
import Redis from 'ioredis';
import { openRedis } from '../../src/redis/redis.module';
import { RedisTarget } from '../../src/redis/redis-target';
import { sentinelSet, SentinelSet } from './sentinel-support';
import { until } from './support';

/**
 * Issue 46, Redis behind Sentinel: a connection BullMQ closes and connects again (it does so with
 * a worker's blocking connection whose command outlived its wait) must still be moved when the
 * sentinels promote the replica of a primary that hangs. It was not: the app stopped following a
 * client at its first close, so after the switch that connection stayed on the hung primary and
 * its queue's jobs stopped (the Sentinel fault test lost a mail and a live notification so, in
 * about half its runs on a loaded machine).
 */
describe('faults: a Redis connection closed and opened again still follows the sentinels', () => {
  let set: SentinelSet;
  const opened: Redis[] = [];

  beforeAll(async () => {
    set = await sentinelSet();
  }, 120_000);

  afterAll(async () => {
    for (const c of opened) c.disconnect();
    await set?.remove();
  });

  it('leaves a hung primary for the promoted replica after being closed and connected again', async () => {
    const target: RedisTarget = {
      redisUrl: `redis://:${set.password}@127.0.0.1:1/0`,
      redisSentinel: {
        sentinels: set.sentinels.split(',').map((a) => ({ host: '127.0.0.1', port: Number(a.split(':')[1]) })),
        name: set.name,
        password: set.sentinelPassword,
      },
    };
    // Two connections, as a worker process has many: the watch of the sentinels stays up while one is closed.
    const other = openRedis(target, 'pen-test-other', 'blocking');
    const revived = openRedis(target, 'pen-test-revived', 'blocking');
    opened.push(other, revived);
    await Promise.all([once(other, 'ready'), once(revived, 'ready')]);
    const hung = await set.primaryPort();
    expect(revived.stream.remotePort).toBe(hung);

    // Closed and connected again, as BullMQ resets a blocking connection.
    const ended = once(revived, 'end');
    revived.disconnect();
    await ended;
    await revived.connect();
    expect(await revived.ping()).toBe('PONG');

    set.freeze(hung);
    const promoted = await until('the sentinels to promote the replica', async () => {
      const now = await set.primaryPort();
      return now !== hung ? now : undefined;
    }, 30_000);
    // Both leave the hung primary: each answers, from the promoted one.
    for (const client of [other, revived]) {
      await until(`${client.options.connectionName} on the promoted primary`, () => (client.status === 'ready' && client.stream.remotePort === promoted ? true : undefined), 15_000);
      expect(await client.ping()).toBe('PONG');
    }
  }, 120_000);
});
