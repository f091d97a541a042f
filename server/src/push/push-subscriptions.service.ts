import { BadRequestException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SESSION_ENDED } from '../auth';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { SavePushSubscriptionDto } from './dto/push.dto';
import { checkPushEndpoint, PushEndpointError, PushEndpointPolicy } from './push-endpoint';
import { ownSessionFrom } from '../auth/auth.queries';

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
  readonly policy: PushEndpointPolicy;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) settings: Settings,
  ) {
    this.policy = { allowedHosts: settings.pushAllowedHosts, privateOrigins: settings.pushPrivateOrigins };
  }

  /**
   * One row per endpoint: saving an endpoint again (new keys, or another member signing in on
   * the same browser) updates that row and gives it to the current member and device session.
   * The endpoint must be a push service's (checked again before every delivery).
   */
  async save(me: { userId: number; sessionId: number }, dto: SavePushSubscriptionDto): Promise<void> {
    try {
      await checkPushEndpoint(dto.endpoint, this.policy);
    } catch (err) {
      if (err instanceof PushEndpointError) throw new BadRequestException(err.message);
      throw err;
    }
    const expiration = typeof dto.expirationTime === 'number' ? new Date(dto.expirationTime) : null;
    let saved: unknown[];
    try {
      // Only while the session exists: a subscription must never outlive the session it came with.
      saved = await this.db.query(
        `INSERT INTO push_subscriptions (user_id, session_id, endpoint, p256dh, auth, expiration_time)
         SELECT $1, s.session_id, $3, $4, $5, $6 ${ownSessionFrom('s', '$2', '$1')}
         ON CONFLICT (endpoint) DO UPDATE
           SET user_id = EXCLUDED.user_id, session_id = EXCLUDED.session_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
               expiration_time = EXCLUDED.expiration_time, created_at = now()
         RETURNING subscription_id`,
        [me.userId, me.sessionId, dto.endpoint, dto.keys.p256dh, dto.keys.auth, expiration],
      );
    } catch (err) {
      // The session ended between the auth check and the insert.
      if ((err as { code?: string }).code === '23503') throw new UnauthorizedException(SESSION_ENDED);
      throw err;
    }
    if (saved.length === 0) throw new UnauthorizedException(SESSION_ENDED);
    await this.db.query(
      `DELETE FROM push_subscriptions WHERE user_id = $1 AND subscription_id NOT IN (
         SELECT subscription_id FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, subscription_id DESC LIMIT $2)`,
      [me.userId, MAX_DEVICES_PER_MEMBER],
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
