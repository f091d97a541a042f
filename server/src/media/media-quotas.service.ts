import { Inject, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource, EntityManager } from 'typeorm';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { MediaSettings, Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { REDIS } from '../redis/redis.module';
import { redisKeys } from '../redis/keys';
import { MEDIA_QUOTA_MESSAGES, MB } from './media-limits';
import { lockMemberUploads, pendingCount } from './media-rows.repository';

/** A member at the pending-files quota may try again once some of them are processed: about a minute. */
const PENDING_RETRY_AFTER_SECONDS = 60;
/** A day's byte counter outlives its day by one, then Redis drops it. */
const DAY_COUNTER_TTL_SECONDS = 2 * 24 * 3600;

/**
 * Per-member media quotas, so that one member cannot fill the processing queues or the disk:
 * files waiting for processing (rows in the database, 429) and bytes uploaded per UTC day (a
 * Redis counter, 413).
 */
@Injectable()
export class MediaQuotasService {
  private readonly caps: MediaSettings;

  constructor(
    @Inject(SETTINGS) settings: Settings,
    @Inject(REDIS) private readonly redis: Redis,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    this.caps = settings.media;
  }

  get dailyLimitMessage(): string {
    return MEDIA_QUOTA_MESSAGES.dailyBytes(Math.round(this.caps.dailyUploadBytes / MB));
  }

  /** Before any byte is received: refuses a member already at a quota; answers the bytes still allowed today. */
  async beforeUpload(userId: number): Promise<number> {
    const [n, used] = await Promise.all([pendingCount(this.db, userId), this.redis.get(this.dayKey(userId))]);
    if (n >= this.caps.maxPendingPerMember) throw this.tooManyPending();
    const left = this.caps.dailyUploadBytes - Number(used ?? 0);
    if (left <= 0) throw new PayloadTooLargeException(this.dailyLimitMessage);
    return left;
  }

  /**
   * Counts an upload's bytes against today's quota, or refuses it when they would go over.
   * Answers the undo for an upload that fails later.
   */
  async reserveBytes(userId: number, bytes: number): Promise<() => Promise<void>> {
    const key = this.dayKey(userId);
    const results = await this.redis.multi().incrby(key, bytes).expire(key, DAY_COUNTER_TTL_SECONDS).exec();
    const total = Number(results?.[0]?.[1] ?? 0);
    const undo = async () => {
      await this.redis.decrby(key, bytes);
    };
    if (total > this.caps.dailyUploadBytes) {
      await undo();
      throw new PayloadTooLargeException(this.dailyLimitMessage);
    }
    return undo;
  }

  /**
   * Inside the transaction that inserts the rows, one member at a time (so two uploads at once
   * cannot both pass): refuses files that would go over the pending quota.
   */
  async claimPending(em: EntityManager, userId: number, adding: number): Promise<void> {
    await lockMemberUploads(em, userId);
    const n = await pendingCount(em, userId);
    if (n + adding > this.caps.maxPendingPerMember) throw this.tooManyPending();
  }

  private tooManyPending(): TooManyRequestsException {
    return new TooManyRequestsException(MEDIA_QUOTA_MESSAGES.tooManyPending, PENDING_RETRY_AFTER_SECONDS);
  }

  private dayKey(userId: number): string {
    return redisKeys.mediaUploadBytes(userId, new Date().toISOString().slice(0, 10));
  }
}
