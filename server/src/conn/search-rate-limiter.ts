import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { REDIS } from '../redis/redis.module';
import { countInWindow } from '../redis/fixed-window';
import { redisKeys } from '../redis/keys';

export const SEARCHES_PER_WINDOW = 30;
export const SEARCH_WINDOW_SECONDS = 60;
export const TOO_MANY_SEARCHES = 'Too many requests. Please wait before trying again.';

/**
 * At most 30 user searches per member per minute, counted in Redis so the limit holds across
 * API processes. A fixed window: the first search opens it, the counter expires with it.
 */
@Injectable()
export class SearchRateLimiter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async consume(userId: number): Promise<void> {
    const key = redisKeys.userSearchRate(userId);
    const { count, secondsLeft } = await countInWindow(this.redis, key, SEARCH_WINDOW_SECONDS);
    if (count > SEARCHES_PER_WINDOW) throw new TooManyRequestsException(TOO_MANY_SEARCHES, secondsLeft);
  }
}
