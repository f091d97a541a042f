import { Inject, Injectable } from '@nestjs/common';
import { JobsService } from '../jobs/jobs.service';
import { packPushJobs, PushToMembers } from './push-delivery';
import { VAPID_KEYS, VapidKeys } from './vapid-keys';

/** Members per `push.notify-users` job (over all its messages): a fan-out to thousands becomes a few jobs. */
export const PUSH_BATCH_SIZE = 500;

/** Sends web push to members' devices; called by other modules (notifications). Never waits on a push service. */
@Injectable()
export class PushService {
  constructor(
    private readonly jobs: JobsService,
    @Inject(VAPID_KEYS) private readonly vapid: VapidKeys,
  ) {}

  publicKey(): string {
    return this.vapid.publicKey;
  }

  /** Queues the messages in as few `push.notify-users` jobs as PUSH_BATCH_SIZE allows. */
  async notifyUsers(messages: PushToMembers[]): Promise<void> {
    await this.jobs.addBulk(
      'push.notify-users',
      packPushJobs(messages, PUSH_BATCH_SIZE).map((job) => ({ data: { messages: job } })),
    );
  }
}
