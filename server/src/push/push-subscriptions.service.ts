import { BadRequestException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SESSION_ENDED } from '../auth';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { SavePushSubscriptionDto } from './dto/push.dto';
import { checkPushEndpoint, PushEndpointError, PushEndpointPolicy } from './push-endpoint';
import {
  deleteSubscription,
  removeEndpoint,
  saveSubscription,
  StoredSubscription,
  subscriptionById,
  trimDevices,
  unexpiredDevices,
} from './push-subscriptions.repository';

/** A member keeps at most this many devices; the oldest beyond it are forgotten. */
export const MAX_DEVICES_PER_MEMBER = 20;

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
    let saved: boolean;
    try {
      // Only while the session exists: a subscription must never outlive the session it came with.
      saved = await saveSubscription(this.db.manager, me, { endpoint: dto.endpoint, p256dh: dto.keys.p256dh, auth: dto.keys.auth, expiration });
    } catch (err) {
      // The session ended between the auth check and the insert.
      if ((err as { code?: string }).code === '23503') throw new UnauthorizedException(SESSION_ENDED);
      throw err;
    }
    if (!saved) throw new UnauthorizedException(SESSION_ENDED);
    await trimDevices(this.db.manager, me.userId, MAX_DEVICES_PER_MEMBER);
  }

  async remove(userId: number, endpoint: string): Promise<void> {
    await removeEndpoint(this.db.manager, userId, endpoint);
  }

  /** The members' unexpired subscriptions (devices), by member. */
  async devicesOf(userIds: number[]): Promise<Map<number, number[]>> {
    const devices = new Map<number, number[]>();
    if (userIds.length === 0) return devices;
    const rows = await unexpiredDevices(this.db.manager, [...new Set(userIds)]);
    for (const r of rows) devices.set(r.user_id, [...(devices.get(r.user_id) ?? []), r.subscription_id]);
    return devices;
  }

  async find(subscriptionId: number): Promise<StoredSubscription | undefined> {
    return subscriptionById(this.db.manager, subscriptionId);
  }

  async delete(subscriptionId: number): Promise<void> {
    await deleteSubscription(this.db.manager, subscriptionId);
  }
}
