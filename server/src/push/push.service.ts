import { Inject, Injectable } from '@nestjs/common';
import { JobsService } from '../jobs/jobs.service';
import { PushMessage } from './push-delivery';
import { VAPID_KEYS, VapidKeys } from './vapid-keys';

/** Members per `push.notify-users` job: a fan-out to thousands becomes a few jobs. */
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

  async notifyUsers(userIds: number[], message: PushMessage): Promise<void> {
    const batches: Array<{ userIds: number[]; message: PushMessage }> = [];
    for (let i = 0; i < userIds.length; i += PUSH_BATCH_SIZE) batches.push({ userIds: userIds.slice(i, i + PUSH_BATCH_SIZE), message });
    await this.jobs.addBulk('push.notify-users', batches);
  }
}
