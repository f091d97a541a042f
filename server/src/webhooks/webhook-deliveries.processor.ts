import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { DEFAULT_LANGUAGE } from '../i18n';
import { JobHandler } from '../jobs/job-handler.decorator';
import { JobPayloads } from '../jobs/job-types';
import { JobsService } from '../jobs/jobs.service';
import { MailService } from '../mail/mail.service';
import { sendPushRequest } from '../push';
import { mailRecipient, memberLanguage } from '../users';
import { DELIVERY_JOB_OPTIONS, DELIVERY_TIMEOUT_MS, DISABLE_AFTER_FAILED_DELIVERIES, MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './webhook-delivery-rules';
import { webhookDisabledMail } from './webhook-mails';
import { WebhookMessagesService } from './webhook-messages.service';
import { SecretBox } from '../common/secret-box';
import { checkWebhookTarget, WebhookTargetError } from './webhook-target';
import { countFailure, deliveryToSend, DeliveryToSend, insertDelivery, pruneDeliveries, recordAttempt, resetFailures, subscribedWebhooks } from './webhooks.repository';

/** Why the webhook was turned off, kept on it (data, in English: the owner is told in their language by mail). */
const DISABLED_REASON = `${DISABLE_AFTER_FAILED_DELIVERIES} deliveries in a row failed`;

/**
 * Worker role: webhooks (issue 45). `webhooks.dispatch` logs a delivery of a domain event's
 * message for each webhook that hears of it; `webhooks.deliver` signs it (Standard Webhooks) and
 * posts it through push's guarded client: the address checked just before (public only, unless
 * WEBHOOK_ALLOW_PRIVATE_TARGETS), pinned for the connection, no redirect followed. Whether it may
 * still be sent is read again before each attempt (blocks, removed content, inactive accounts).
 * Failures are retried with doubling delays; after a run of deliveries that all failed, the
 * webhook is turned off and its owner mailed.
 */
@Injectable()
export class WebhookDeliveriesProcessor {
  private readonly log = new Logger('Webhooks');
  private readonly box: SecretBox;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly messages: WebhookMessagesService,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
  ) {
    this.box = new SecretBox('pen-webhooks', settings.mfaEncryptionKey);
  }

  @JobHandler('webhooks.dispatch')
  async dispatch({ messageId, event }: JobPayloads['webhooks.dispatch']): Promise<void> {
    for (const { ownerIds, message } of await this.messages.messagesFor(event)) {
      const hooks = await subscribedWebhooks(this.db.manager, ownerIds, message.type);
      for (const hook of hooks) {
        const deliveryId = await insertDelivery(this.db.manager, hook.webhook_id, messageId, message);
        if (deliveryId === undefined) continue;
        await this.jobs.add('webhooks.deliver', { deliveryId: Number(deliveryId), attempt: 1 }, DELIVERY_JOB_OPTIONS);
        await pruneDeliveries(this.db.manager, hook.webhook_id);
      }
    }
  }

  @JobHandler('webhooks.deliver')
  async deliver({ deliveryId, attempt }: JobPayloads['webhooks.deliver']): Promise<string> {
    const m = this.db.manager;
    const d = await deliveryToSend(m, deliveryId);
    if (!d || d.status !== 'pending' || !d.payload) return 'nothing to send';
    if (!d.enabled) {
      await recordAttempt(m, deliveryId, { status: 'skipped', attempts: attempt - 1, responseStatus: null, error: 'webhook turned off' });
      return 'webhook off';
    }
    if (!(await this.messages.stillSendable(d.user_id, d.payload))) {
      // Removed content, a block or a closed account: not sent, and not kept in the log either.
      await recordAttempt(m, deliveryId, { status: 'skipped', attempts: attempt - 1, responseStatus: null, error: 'no longer visible to the owner', dropPayload: true });
      return 'no longer visible';
    }
    const { status, error } = await this.send(d);
    if (status !== null && status >= 200 && status < 300) {
      await recordAttempt(m, deliveryId, { status: 'delivered', attempts: attempt, responseStatus: status, error: null });
      await resetFailures(m, d.webhook_id);
      return 'delivered';
    }
    if (attempt < MAX_DELIVERY_ATTEMPTS) {
      await recordAttempt(m, deliveryId, { status: 'pending', attempts: attempt, responseStatus: status, error });
      await this.jobs.add('webhooks.deliver', { deliveryId, attempt: attempt + 1 }, { ...DELIVERY_JOB_OPTIONS, delay: retryDelayMs(attempt, this.settings.webhookRetryBaseMs) });
      return `retry ${attempt + 1}`;
    }
    await recordAttempt(m, deliveryId, { status: 'failed', attempts: attempt, responseStatus: status, error });
    const counted = await countFailure(m, d.webhook_id, DISABLE_AFTER_FAILED_DELIVERIES, DISABLED_REASON);
    if (counted?.disabled) await this.tellDisabled(counted.user_id, counted.url);
    return 'failed';
  }

  /** One signed POST; the receiver's status, or null with what went wrong. */
  private async send(d: DeliveryToSend): Promise<{ status: number | null; error: string | null }> {
    const secret = this.box.open(d.secret_sealed);
    if (!secret) return { status: null, error: 'the signing secret cannot be read (MFA_ENCRYPTION_KEY changed)' };
    try {
      const target = await checkWebhookTarget(d.url, this.settings.webhookAllowPrivateTargets);
      const body = Buffer.from(JSON.stringify(d.payload), 'utf8');
      const at = new Date();
      const signature = new Webhook(secret).sign(d.message_id, at, body);
      const res = await sendPushRequest(
        target,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': body.length,
            'user-agent': 'Pen-Webhooks/1',
            'webhook-id': d.message_id,
            'webhook-timestamp': Math.floor(at.getTime() / 1000),
            'webhook-signature': signature,
          },
          body,
        },
        DELIVERY_TIMEOUT_MS,
      );
      const redirect = res.status >= 300 && res.status < 400;
      return { status: res.status, error: redirect ? 'redirects are not followed' : res.status >= 300 ? `the receiver answered ${res.status}` : null };
    } catch (err) {
      const reason = err instanceof WebhookTargetError ? err.message : `request failed: ${(err as Error).message}`;
      return { status: null, error: reason };
    }
  }

  private async tellDisabled(userId: number, url: string): Promise<void> {
    const to = await mailRecipient(this.db.manager, userId);
    if (!to) return;
    const language = (await memberLanguage(this.db.manager, userId)) ?? DEFAULT_LANGUAGE;
    await this.mail.queue(webhookDisabledMail(language, to.email, to.user_name, url, DISABLE_AFTER_FAILED_DELIVERIES, `${this.settings.publicUrl}/settings`));
    this.log.warn(`webhook of member ${userId} turned off after ${DISABLE_AFTER_FAILED_DELIVERIES} failed deliveries`);
  }
}
