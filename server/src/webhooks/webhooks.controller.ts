import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import {
  CreatedWebhookDto, CreateWebhookDto, UpdateWebhookDto, WebhookAnswerDto, WebhookDeliveriesDto, WebhookDeliveriesQueryDto, WebhookDeliveryAnswerDto, WebhookDeliveryParamDto,
  WebhookIdParamDto, WebhooksDto,
} from './dto/webhooks.dto';
import { WebhooksService } from './webhooks.service';

/**
 * A member's webhooks (issue 45): Pen posts signed messages (Standard Webhooks) about their own
 * account and the groups they administer. The member's session, an API key or an OAuth app may
 * manage them (reads need `read`, changes `write`). See docs/integrators.md.
 */
@ApiTags('webhooks')
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  /** Makes a webhook; its signing secret is in this answer only. At most 10 per member. */
  @RateLimit('writes')
  @Post()
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid url or events; `url must be an https URL`, `url must not point to a private or reserved address`, `url host could not be resolved`' })
  @ApiUnprocessableEntityResponse({ type: ErrorDto, description: 'The member already has 10 webhooks' })
  createWebhook(@CurrentUser() user: AuthUser, @Body() dto: CreateWebhookDto): Promise<CreatedWebhookDto> {
    return this.webhooks.create(user.userId, dto);
  }

  /** The member's webhooks, newest first (never their secrets). */
  @Get()
  listWebhooks(@CurrentUser() user: AuthUser): Promise<WebhooksDto> {
    return this.webhooks.list(user.userId);
  }

  /** One of the member's webhooks (never its secret). */
  @Get(':id')
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Webhook not found`' })
  getWebhook(@CurrentUser() user: AuthUser, @Param() p: WebhookIdParamDto): Promise<WebhookAnswerDto> {
    return this.webhooks.get(user.userId, p.id);
  }

  /** Changes the URL, events or description, or turns the webhook off or back on. */
  @RateLimit('writes')
  @Patch(':id')
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid url, events, description or enabled' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Webhook not found`' })
  updateWebhook(@CurrentUser() user: AuthUser, @Param() p: WebhookIdParamDto, @Body() dto: UpdateWebhookDto): Promise<WebhookAnswerDto> {
    return this.webhooks.update(user.userId, p.id, dto);
  }

  /** Deletes the webhook and its delivery log; nothing more is sent to it. */
  @RateLimit('writes')
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Webhook not found`' })
  async deleteWebhook(@CurrentUser() user: AuthUser, @Param() p: WebhookIdParamDto): Promise<void> {
    await this.webhooks.remove(user.userId, p.id);
  }

  /** What was sent to the webhook, newest first, 50 a page (the last 30 days). */
  @Get(':id/deliveries')
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Webhook not found`' })
  listWebhookDeliveries(@CurrentUser() user: AuthUser, @Param() p: WebhookIdParamDto, @Query() q: WebhookDeliveriesQueryDto): Promise<WebhookDeliveriesDto> {
    return this.webhooks.deliveries(user.userId, p.id, q.cursor);
  }

  /** Sends a delivered or failed message again (same `webhook-id`, new signature), with its own retries. */
  @RateLimit('writes')
  @Post(':id/deliveries/:deliveryId/redeliver')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: WebhookDeliveryAnswerDto, description: 'Queued; the delivery is `pending` again' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Webhook not found`, `Delivery not found`' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The webhook is off, the delivery is still being sent, or it was skipped (nothing left to send)' })
  redeliverWebhookDelivery(@CurrentUser() user: AuthUser, @Param() p: WebhookDeliveryParamDto): Promise<WebhookDeliveryAnswerDto> {
    return this.webhooks.redeliver(user.userId, p.id, p.deliveryId);
  }
}
