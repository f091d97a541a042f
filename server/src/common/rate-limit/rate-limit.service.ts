import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { Settings } from '../../config/settings';
import { SETTINGS } from '../../config/settings.module';
import { REDIS } from '../../redis/redis.module';
import { redisKeys } from '../../redis/keys';
import { TooManyRequestsException } from '../too-many-requests.exception';
import { RATE_LIMIT_NAMES, rateLimitDefinition, RateLimitName, RateLimitRule, waitMessage } from './rate-limit-table';
import { type Message, msg } from '../../i18n';
import type { LimitState } from './rate-limit-headers';

/** One action counted against one limit: `who` is the member, network or address the limit counts by. */
export interface RateLimitHit {
  limit: RateLimitName;
  who: string;
}

/** Where an app's request stands in its per-minute budget, and whether it may go ahead. */
export interface AppBudget {
  state: LimitState;
  allowed: boolean;
}

export const FRIEND_REQUEST_COOLDOWN = 'friend-request-cooldown';
const cooldownMessage = (wait: Message) => msg('This member declined your friend request. You can send a new one in {wait}.', { wait });

function limiterFor(redis: Redis, keyPrefix: string, rule: RateLimitRule): RateLimiterRedis {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points: rule.points,
    duration: rule.durationSeconds,
    // Once a key is over its limit this process refuses it from memory until its window ends,
    // so a script hammering a route costs no Redis round trip per refused request.
    inMemoryBlockOnConsumed: rule.points + 1,
    // Should Redis answer with errors, each process still limits on its own.
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points: rule.points, duration: rule.durationSeconds }),
  });
}

/**
 * The app's one request-rate mechanism: a fixed-window counter per limit and member, network or
 * e-mail address, kept in Redis (rate-limiter-flexible, atomic increment and expiry in one
 * script) so every API process shares it. Routes use it through `@RateLimit`; login, password
 * reset and verification resend call it with the address they are about.
 */
@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<RateLimitName, RateLimiterRedis>();
  private readonly cooldown: RateLimiterRedis | undefined;
  /** Every request of one API key, or of one OAuth app (all its members together), per minute (issue #30). */
  private readonly appBudgets: Record<'api_key' | 'oauth', RateLimiterRedis>;

  constructor(@Inject(REDIS) redis: Redis, @Inject(SETTINGS) settings: Settings) {
    for (const name of RATE_LIMIT_NAMES) this.limiters.set(name, limiterFor(redis, redisKeys.rateLimit(name), settings.rateLimits[name]));
    const seconds = settings.friendRequestCooldownSeconds;
    this.appBudgets = {
      api_key: limiterFor(redis, redisKeys.rateLimit('api-key'), { points: settings.apiKeyRateLimit, durationSeconds: 60 }),
      oauth: limiterFor(redis, redisKeys.rateLimit('oauth-app'), { points: settings.oauthAppRateLimit, durationSeconds: 60 }),
    };
    if (seconds > 0) this.cooldown = limiterFor(redis, redisKeys.rateLimit(FRIEND_REQUEST_COOLDOWN), { points: 1, durationSeconds: seconds });
  }

  /**
   * Counts one action against every hit, all sent to Redis together (one round trip), and
   * refuses with 429 when any of them is spent: the message of the one that is blocked longest,
   * and Retry-After until that one lets the caller through again. Returns (or, refused, carries
   * in the exception) where the caller stands against each, for the RateLimit headers.
   */
  async consume(hits: readonly RateLimitHit[]): Promise<LimitState[]> {
    const results = await Promise.allSettled(hits.map((h) => this.limiter(h.limit).consume(h.who)));
    let refused: { limit: RateLimitName; ms: number } | undefined;
    const states: LimitState[] = [];
    for (const [i, r] of results.entries()) {
      const res: unknown = r.status === 'fulfilled' ? r.value : r.reason;
      if (!(res instanceof RateLimiterRes)) throw res;
      states.push(stateOf(hits[i].limit, this.limiter(hits[i].limit), res));
      if (r.status === 'rejected' && (!refused || res.msBeforeNext > refused.ms)) refused = { limit: hits[i].limit, ms: res.msBeforeNext };
    }
    if (refused) throw tooMany(rateLimitDefinition(refused.limit).message, refused.ms, states);
    return states;
  }

  /** Counts one request of an API key or OAuth app against its budget; the caller answers 429 when not `allowed`. */
  async consumeAppBudget(kind: 'api_key' | 'oauth', clientId: string): Promise<AppBudget> {
    const limiter = this.appBudgets[kind];
    let res: RateLimiterRes;
    let allowed = true;
    try {
      res = await limiter.consume(clientId);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      res = err;
      allowed = false;
    }
    return { state: stateOf(kind === 'api_key' ? 'api-key' : 'oauth-app', limiter, res), allowed };
  }

  /** Gives back the action counted for a hit (a sign-in that turned out not to be a failure). */
  async refund(hit: RateLimitHit): Promise<void> {
    await this.limiter(hit.limit).reward(hit.who);
  }

  /** Forgets everything counted for a hit. */
  async clear(hit: RateLimitHit): Promise<void> {
    await this.limiter(hit.limit).delete(hit.who);
  }

  /** After `receiverId` declined `senderId`'s friend request: the sender waits before asking again. */
  async startFriendRequestCooldown(senderId: number, receiverId: number): Promise<void> {
    await this.cooldown?.block(`${senderId}:${receiverId}`, this.cooldown.duration);
  }

  /** 429 while `senderId` still waits after `receiverId` declined them. */
  async assertNoFriendRequestCooldown(senderId: number, receiverId: number): Promise<void> {
    const res = await this.cooldown?.get(`${senderId}:${receiverId}`);
    if (res && this.cooldown && res.consumedPoints > this.cooldown.points && res.msBeforeNext > 0) throw tooMany(cooldownMessage, res.msBeforeNext);
  }

  private limiter(name: RateLimitName): RateLimiterRedis {
    return this.limiters.get(name)!;
  }
}

function tooMany(message: (wait: Message, seconds: number) => Message, msLeft: number, states?: LimitState[]): TooManyRequestsException {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  return new TooManyRequestsException(message(waitMessage(seconds), seconds), seconds, states);
}

function stateOf(policy: string, limiter: RateLimiterRedis, res: RateLimiterRes): LimitState {
  return {
    policy,
    quota: limiter.points,
    windowSeconds: limiter.duration,
    remaining: Math.max(0, res.remainingPoints),
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  };
}
