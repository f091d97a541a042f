import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { msg } from '../i18n';
import { JobsService } from '../jobs/jobs.service';
import { DELIVERY_JOB_OPTIONS } from './webhook-delivery-rules';
import { SecretBox } from '../common/secret-box';
import { newWebhookSecret } from './webhook-secret';
import { checkWebhookTarget, WebhookTargetError } from './webhook-target';
import {
  CreatedWebhookDto, CreateWebhookDto, UpdateWebhookDto, WebhookAnswerDto, WebhookDeliveriesDto, WebhookDeliveryAnswerDto, WebhookDeliveryDto, WebhookDto,
  WebhooksDto,
} from './dto/webhooks.dto';
import {
  DeliveryRow, deleteWebhook, insertWebhook, memberWebhooks, ownDeliveryStatus, ownWebhook, redeliver, updateWebhook, webhookDeliveries, WebhookRow,
} from './webhooks.repository';

/** Webhooks one member may have: plenty for their integrations, and a bound on the deliveries one member can cause. */
export const MAX_WEBHOOKS_PER_MEMBER = 10;
const DELIVERIES_PAGE = 50;

export const WEBHOOK_NOT_FOUND = msg('Webhook not found').message;
export const DELIVERY_NOT_FOUND = msg('Delivery not found').message;

const toDto = (r: WebhookRow): WebhookDto => ({
  id: r.webhook_id, url: r.url, events: r.events, description: r.description, enabled: r.enabled, disabled_reason: r.disabled_reason, created_at: r.created_at, updated_at: r.updated_at,
});

const toDeliveryDto = (r: DeliveryRow): WebhookDeliveryDto => ({
  id: Number(r.delivery_id), message_id: r.message_id, event: r.event, status: r.status, attempts: r.attempts, response_status: r.response_status, error: r.error,
  payload: (r.payload as Record<string, unknown> | null) ?? null, created_at: r.created_at, updated_at: r.updated_at,
});

/**
 * A member's webhooks (issue 45): made, listed, changed and removed only by their owner (every
 * statement names the owner), with the log of what was sent and sending one again.
 */
@Injectable()
export class WebhooksService {
  private readonly box: SecretBox;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly jobs: JobsService,
  ) {
    this.box = new SecretBox('pen-webhooks', settings.mfaEncryptionKey);
  }

  /** Refuses a receiver Pen may not post to (checked again before every delivery: DNS answers change). */
  private async checkUrl(url: string): Promise<void> {
    try {
      await checkWebhookTarget(url, this.settings.webhookAllowPrivateTargets);
    } catch (err) {
      if (err instanceof WebhookTargetError) throw new BadRequestException(err.message);
      throw err;
    }
  }

  async create(userId: number, dto: CreateWebhookDto): Promise<CreatedWebhookDto> {
    await this.checkUrl(dto.url);
    const secret = newWebhookSecret();
    const row = await insertWebhook(
      this.db.manager,
      { userId, url: dto.url, events: [...dto.events].sort(), description: dto.description ?? '', secretSealed: this.box.seal(secret) },
      MAX_WEBHOOKS_PER_MEMBER,
    );
    if (!row) throw new UnprocessableEntityException(msg('You can have at most {max} webhooks. Delete one you no longer use first.', { max: MAX_WEBHOOKS_PER_MEMBER }));
    return { webhook: toDto(row), secret };
  }

  async list(userId: number): Promise<WebhooksDto> {
    return { webhooks: (await memberWebhooks(this.db.manager, userId)).map(toDto) };
  }

  async get(userId: number, id: number): Promise<WebhookAnswerDto> {
    const row = await ownWebhook(this.db.manager, id, userId);
    if (!row) throw new NotFoundException(WEBHOOK_NOT_FOUND);
    return { webhook: toDto(row) };
  }

  async update(userId: number, id: number, dto: UpdateWebhookDto): Promise<WebhookAnswerDto> {
    if (dto.url !== undefined) await this.checkUrl(dto.url);
    const row = await updateWebhook(this.db.manager, id, userId, { ...dto, events: dto.events ? [...dto.events].sort() : undefined });
    if (!row) throw new NotFoundException(WEBHOOK_NOT_FOUND);
    return { webhook: toDto(row) };
  }

  /** Deleted with its log: deliveries still waiting find nothing to send. */
  async remove(userId: number, id: number): Promise<void> {
    if (!(await deleteWebhook(this.db.manager, id, userId))) throw new NotFoundException(WEBHOOK_NOT_FOUND);
  }

  async deliveries(userId: number, id: number, cursor: string | undefined): Promise<WebhookDeliveriesDto> {
    if (!(await ownWebhook(this.db.manager, id, userId))) throw new NotFoundException(WEBHOOK_NOT_FOUND);
    const rows = await webhookDeliveries(this.db.manager, id, userId, cursor ? Number(cursor) : null, DELIVERIES_PAGE + 1);
    const page = rows.slice(0, DELIVERIES_PAGE);
    return { deliveries: page.map(toDeliveryDto), nextCursor: rows.length > DELIVERIES_PAGE ? String(page[page.length - 1].delivery_id) : null };
  }

  /** Sends a delivered or failed message again, with the same `webhook-id`, as a new run of attempts. */
  async redeliver(userId: number, id: number, deliveryId: number): Promise<WebhookDeliveryAnswerDto> {
    const hook = await ownWebhook(this.db.manager, id, userId);
    if (!hook) throw new NotFoundException(WEBHOOK_NOT_FOUND);
    if (!hook.enabled) throw new ConflictException(msg('Turn the webhook on before sending deliveries again'));
    const row = await redeliver(this.db.manager, id, userId, deliveryId);
    if (!row) {
      const status = await ownDeliveryStatus(this.db.manager, id, userId, deliveryId);
      if (status === undefined) throw new NotFoundException(DELIVERY_NOT_FOUND);
      throw new ConflictException(status === 'pending' ? msg('This delivery is still being sent') : msg('This delivery can no longer be sent'));
    }
    await this.jobs.add('webhooks.deliver', { deliveryId, attempt: 1 }, DELIVERY_JOB_OPTIONS);
    return { delivery: toDeliveryDto(row) };
  }
}
