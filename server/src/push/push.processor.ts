import { Inject, Injectable, Logger } from '@nestjs/common';
import { generateRequestDetails } from 'web-push';
import { JobHandler } from '../jobs/job-handler.decorator';
import { JobPayloads } from '../jobs/job-types';
import { JobsService } from '../jobs/jobs.service';
import { classifyDelivery, DELIVERY_JOB_OPTIONS, encodePayload, PUSH_TTL_SECONDS } from './push-delivery';
import { checkPushEndpoint, CheckedEndpoint, PushEndpointError } from './push-endpoint';
import { sendPushRequest } from './push-request';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { PushService } from './push.service';
import { VAPID_KEYS, VapidKeys } from './vapid-keys';

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Worker role: delivers web push. The request is built with web-push's generateRequestDetails
 * (encryption, VAPID) and sent by sendPushRequest to the address the endpoint check approved
 * just before (members choose endpoints: without the check the worker would post wherever they
 * point, inside our network too), never following redirects. Each device is its own job, so
 * one slow or failing device never delays or repeats the others.
 */
@Injectable()
export class PushProcessor {
  private readonly log = new Logger('Push');

  constructor(
    private readonly subscriptions: PushSubscriptionsService,
    private readonly jobs: JobsService,
    private readonly push: PushService,
    @Inject(VAPID_KEYS) private readonly vapid: VapidKeys,
  ) {}

  /** A job an earlier version queued (see JobPayloads): delivered as a new call would be. */
  @JobHandler('push.notify-users')
  async notifyUsersQueuedEarlier({ messages }: JobPayloads['push.notify-users']): Promise<void> {
    await this.push.notifyUsers(messages);
  }

  /** The checked address to post to; undefined when the endpoint is refused. A failed lookup throws (retried as a network error). */
  private async checkedTarget(endpoint: string): Promise<CheckedEndpoint | undefined> {
    try {
      return await checkPushEndpoint(endpoint, this.subscriptions.policy);
    } catch (err) {
      if (err instanceof PushEndpointError && !err.resolution) return undefined;
      throw err;
    }
  }

  @JobHandler('push.deliver')
  async deliver(job: JobPayloads['push.deliver']): Promise<string> {
    const sub = await this.subscriptions.find(job.subscriptionId);
    if (!sub) return 'subscription gone';
    const request = generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, encodePayload(job.message), {
      vapidDetails: { subject: this.vapid.subject, publicKey: this.vapid.publicKey, privateKey: this.vapid.privateKey },
      TTL: PUSH_TTL_SECONDS,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    });
    let status: number | undefined;
    let retryAfter: string | null = null;
    try {
      const target = await this.checkedTarget(sub.endpoint);
      if (!target) {
        // Saved before endpoints were checked, or its host now resolves inside a private network.
        await this.subscriptions.delete(sub.subscription_id);
        this.log.warn(`push to subscription ${sub.subscription_id} refused: its endpoint is not a public push service; removed`);
        return 'endpoint refused, subscription removed';
      }
      const res = await sendPushRequest(target, { method: request.method, headers: request.headers as Record<string, string | number>, body: request.body ?? undefined }, REQUEST_TIMEOUT_MS);
      status = res.status;
      retryAfter = res.retryAfter;
    } catch (err) {
      this.log.warn(`push to subscription ${sub.subscription_id} failed: ${(err as Error).message}`);
    }
    const outcome = classifyDelivery(status, retryAfter, job.attempt);
    switch (outcome.kind) {
      case 'gone':
        await this.subscriptions.delete(sub.subscription_id);
        return 'subscription removed';
      case 'retry':
        // Re-queued rather than thrown, so the delay can honour the service's Retry-After.
        await this.jobs.add('push.deliver', { ...job, attempt: job.attempt + 1 }, { ...DELIVERY_JOB_OPTIONS, delay: outcome.delayMs });
        return `retry in ${outcome.delayMs} ms`;
      case 'failed':
        this.log.warn(`push to subscription ${sub.subscription_id} dropped: ${outcome.reason}`);
        return outcome.reason;
      default:
        return 'delivered';
    }
  }
}
