import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { REDIS } from '../../redis/redis.module';
import { redisKeys } from '../../redis/keys';
import { randomSecret, sha256 } from '../tokens';

/** An mfa_token lives this long and allows this many codes (issue 43). */
export const MFA_TOKEN_TTL_SECONDS = 5 * 60;
export const MFA_TOKEN_TRIES = 5;

export interface MfaChallenge {
  userId: number;
  deviceId: string;
  /** The password of the first step is weak: the finished sign-in suggests a new one (the second step does not see it). */
  passwordChangeSuggested: boolean;
}

/**
 * The half-finished sign-ins between a right password and the second factor. Redis holds each
 * under the SHA-256 of its token (a copy of Redis does not let anyone finish a sign-in), with the
 * tries spent; it expires by itself.
 */
@Injectable()
export class MfaChallenges {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async issue(challenge: MfaChallenge): Promise<string> {
    const token = randomSecret();
    const key = redisKeys.mfaChallenge(sha256(token));
    await this.redis.multi().hset(key, { userId: challenge.userId, deviceId: challenge.deviceId, weak: challenge.passwordChangeSuggested ? 1 : 0, tries: 0 }).expire(key, MFA_TOKEN_TTL_SECONDS).exec();
    return token;
  }

  /**
   * Spends one try of the token and answers its challenge; undefined when the token is unknown,
   * expired or out of tries. Counting comes first, so parallel guesses cannot exceed the tries.
   */
  async spendTry(token: string): Promise<MfaChallenge | undefined> {
    const key = redisKeys.mfaChallenge(sha256(token));
    const [[, tries], [, fields]] = (await this.redis.multi().hincrby(key, 'tries', 1).hgetall(key).exec()) as [[null, number], [null, Record<string, string>]];
    if (!fields.userId || tries > MFA_TOKEN_TRIES) {
      await this.redis.del(key);
      return undefined;
    }
    return { userId: Number(fields.userId), deviceId: fields.deviceId, passwordChangeSuggested: fields.weak === '1' };
  }

  async end(token: string): Promise<void> {
    await this.redis.del(redisKeys.mfaChallenge(sha256(token)));
  }
}
