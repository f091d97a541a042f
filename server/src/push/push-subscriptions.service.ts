import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SavePushSubscriptionDto } from './dto/push.dto';

/** A member keeps at most this many devices; the oldest beyond it are forgotten. */
export const MAX_DEVICES_PER_MEMBER = 20;

export interface StoredSubscription {
  subscription_id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

@Injectable()
export class PushSubscriptionsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * One row per endpoint: saving an endpoint again (new keys, or another member signing in on
   * the same browser) updates that row and gives it to the current member.
   */
  async save(userId: number, dto: SavePushSubscriptionDto): Promise<void> {
    const expiration = typeof dto.expirationTime === 'number' ? new Date(dto.expirationTime) : null;
    await this.db.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, expiration_time)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE
         SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
             expiration_time = EXCLUDED.expiration_time, created_at = now()`,
      [userId, dto.endpoint, dto.keys.p256dh, dto.keys.auth, expiration],
    );
    await this.db.query(
      `DELETE FROM push_subscriptions WHERE user_id = $1 AND subscription_id NOT IN (
         SELECT subscription_id FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, subscription_id DESC LIMIT $2)`,
      [userId, MAX_DEVICES_PER_MEMBER],
    );
  }

  async remove(userId: number, endpoint: string): Promise<void> {
    await this.db.query(`DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2`, [userId, endpoint]);
  }

  /** The members' unexpired subscriptions (devices), by member. */
  async devicesOf(userIds: number[]): Promise<Map<number, number[]>> {
    const devices = new Map<number, number[]>();
    if (userIds.length === 0) return devices;
    const rows: Array<{ user_id: number; subscription_id: number }> = await this.db.query(
      `SELECT user_id, subscription_id FROM push_subscriptions
        WHERE user_id = ANY($1::int[]) AND (expiration_time IS NULL OR expiration_time > now())`,
      [[...new Set(userIds)]],
    );
    for (const r of rows) devices.set(r.user_id, [...(devices.get(r.user_id) ?? []), r.subscription_id]);
    return devices;
  }

  async find(subscriptionId: number): Promise<StoredSubscription | undefined> {
    const rows: StoredSubscription[] = await this.db.query(
      `SELECT subscription_id, user_id, endpoint, p256dh, auth FROM push_subscriptions WHERE subscription_id = $1`,
      [subscriptionId],
    );
    return rows[0];
  }

  async delete(subscriptionId: number): Promise<void> {
    await this.db.query(`DELETE FROM push_subscriptions WHERE subscription_id = $1`, [subscriptionId]);
  }
}
