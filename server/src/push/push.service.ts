import { Inject, Injectable } from '@nestjs/common';
import { JobsService } from '../jobs/jobs.service';
import type { PushToMembers } from '../jobs/job-types';
import { DELIVERY_JOB_OPTIONS } from './push-delivery';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { VAPID_KEYS, VapidKeys } from './vapid-keys';

/** Deliveries per bulk add: a fan-out to thousands of devices goes to Redis in bounded pipelines. */
export const PUSH_BATCH_SIZE = 500;

/** Sends web push to members' devices; called by other modules (notifications). Never waits on a push service. */
@Injectable()
export class PushService {
  constructor(
    private readonly jobs: JobsService,
    private readonly subscriptions: PushSubscriptionsService,
    @Inject(VAPID_KEYS) private readonly vapid: VapidKeys,
  ) {}

  publicKey(): string {
    return this.vapid.publicKey;
  }

  /**
   * Queues one `push.deliver` job per device of the members, from a single read of their devices.
   * Most members have none, so most batches of notifications queue nothing at all.
   */
  async notifyUsers(messages: PushToMembers[]): Promise<void> {
    const devices = await this.subscriptions.devicesOf(messages.flatMap((m) => m.userIds));
    if (devices.size === 0) return;
    const deliveries = messages.flatMap(({ userIds, message }) =>
      userIds.flatMap((userId) => (devices.get(userId) ?? []).map((subscriptionId) => ({ data: { subscriptionId, message, attempt: 1 }, opts: DELIVERY_JOB_OPTIONS }))),
    );
    for (let i = 0; i < deliveries.length; i += PUSH_BATCH_SIZE) {
      await this.jobs.addBulk('push.deliver', deliveries.slice(i, i + PUSH_BATCH_SIZE));
    }
  }
}
