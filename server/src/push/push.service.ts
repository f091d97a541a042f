import { Inject, Injectable } from '@nestjs/common';
import { JobsService } from '../jobs/jobs.service';
import { packPushJobs, PushToMembers } from './push-delivery';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { VAPID_KEYS, VapidKeys } from './vapid-keys';

/** Members per `push.notify-users` job (over all its messages): a fan-out to thousands becomes a few jobs. */
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
   * Queues the messages for the members among them with a device, in as few `push.notify-users`
   * jobs as PUSH_BATCH_SIZE allows. Most members have none: one read here spares a job (its add,
   * its run and its own read) for every batch of notifications that reaches no device.
   */
  async notifyUsers(messages: PushToMembers[]): Promise<void> {
    const devices = await this.subscriptions.devicesOf(messages.flatMap((m) => m.userIds));
    const reachable = messages
      .map((m) => ({ ...m, userIds: m.userIds.filter((id) => devices.has(id)) }))
      .filter((m) => m.userIds.length > 0);
    await this.jobs.addBulk(
      'push.notify-users',
      packPushJobs(reachable, PUSH_BATCH_SIZE).map((job) => ({ data: { messages: job } })),
    );
  }
}
