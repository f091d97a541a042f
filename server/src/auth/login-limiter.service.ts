import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { REDIS } from '../redis/redis.module';
import { redisKeys } from '../redis/keys';

/**
 * Server-side login limits, counted in Redis so every API process shares them:
 * 10 failed attempts per address and 50 per IP address within 15 minutes. A success clears
 * the address's count. Failures are counted for unknown addresses too, so the limit reveals
 * nothing about which addresses exist.
 */
export const LOGIN_FAILURES_PER_EMAIL = 10;
export const LOGIN_FAILURES_PER_IP = 50;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const TOO_MANY_LOGINS = 'Too many failed login attempts. Try again later.';

@Injectable()
export class LoginLimiterService {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async assertAllowed(email: string, ip: string): Promise<void> {
    const keys = [redisKeys.loginFailuresByEmail(email), redisKeys.loginFailuresByIp(ip)];
    const [byEmail, byIp] = await this.redis.mget(...keys);
    const blocked = [Number(byEmail ?? 0) >= LOGIN_FAILURES_PER_EMAIL && keys[0], Number(byIp ?? 0) >= LOGIN_FAILURES_PER_IP && keys[1]].filter((k): k is string => !!k);
    if (blocked.length > 0) {
      // Open again when every window that blocks has ended.
      const left = Math.max(...(await Promise.all(blocked.map((k) => this.redis.ttl(k)))));
      throw new TooManyRequestsException(TOO_MANY_LOGINS, left);
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const pipeline = this.redis.multi();
    for (const key of [redisKeys.loginFailuresByEmail(email), redisKeys.loginFailuresByIp(ip)]) {
      // The window starts at the first failure and is not extended by later ones.
      pipeline.set(key, 0, 'EX', LOGIN_FAILURE_WINDOW_SECONDS, 'NX').incr(key);
    }
    await pipeline.exec();
  }

  async recordSuccess(email: string): Promise<void> {
    await this.redis.del(redisKeys.loginFailuresByEmail(email));
  }
}
