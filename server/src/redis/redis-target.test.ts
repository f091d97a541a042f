import { checkRedis } from '../bootstrap/preflight';
import { describeStartFailure } from '../bootstrap/start-failure';
import { describeRedisTarget, redisTargetOptions } from './redis-target';

const sentinel = { sentinels: [{ host: '127.0.0.1', port: 1 }, { host: '::1', port: 2 }], name: 'pen-primary', password: undefined };

describe('where Redis is (REDIS_URL or sentinels)', () => {
  it('adds nothing to REDIS_URL without sentinels', () => {
    expect(redisTargetOptions({ redisUrl: 'redis://cache:6379', redisSentinel: undefined })).toEqual({});
    expect(describeRedisTarget({ redisUrl: 'redis://cache:6379', redisSentinel: undefined })).toBe('redis://cache:6379');
  });

  it('asks the sentinels for the primary, and drops a connection that a failover demoted', () => {
    const options = redisTargetOptions({ redisUrl: 'redis://:pw@ignored:6379/2', redisSentinel: sentinel });
    expect(options).toMatchObject({ sentinels: sentinel.sentinels, name: 'pen-primary', role: 'master' });
    // ioredis' own detector can end a client for good (sentinel-switch.ts says why).
    expect(options.failoverDetector).toBeUndefined();
    expect(options.reconnectOnError!(new Error("READONLY You can't write against a read only replica."))).toBe(2);
    expect(options.reconnectOnError!(new Error('ERR wrong number of arguments'))).toBe(false);
  });

  it('fails the start check at once when no sentinel answers, naming the sentinels', async () => {
    const target = { redisUrl: 'redis://127.0.0.1:6379', redisSentinel: sentinel };
    const started = Date.now();
    const err = await checkRedis(target, 2000).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(describeStartFailure('redis', err, describeRedisTarget(target))).toMatch(
      /^Start failed: cannot reach Redis through REDIS_SENTINELS=127\.0\.0\.1:1,\[::1\]:2 \(REDIS_SENTINEL_NAME=pen-primary\) \(.*All sentinels are unreachable/,
    );
    // ioredis closes its refused sentinel connections with a 2 s timer (disconnectTimeout of its
    // inner clients, not settable from here); the process would still hold it when the test ends.
    await new Promise((resolve) => setTimeout(resolve, 2100));
  });
});
