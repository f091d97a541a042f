import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IsDbId } from '../../common/db-id';
import { msg } from '../../i18n';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhook-event-types';

/** Longest receiver URL. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const URL_MESSAGE = msg('url must be an https URL of at most 2000 characters').message;
const EVENTS_MESSAGE = msg('events must be a list of event types without repeats').message;
const DESCRIPTION_MESSAGE = msg('description must be text of at most 200 characters').message;

export class CreateWebhookDto {
  /**
   * Where Pen posts the events: an https URL whose host has only public addresses (http and
   * private addresses only where the server sets WEBHOOK_ALLOW_PRIVATE_TARGETS). At most 2000 characters.
   */
  @Transform(trim)
  @IsString({ message: URL_MESSAGE })
  @MinLength(1, { message: URL_MESSAGE })
  @MaxLength(WEBHOOK_URL_MAX_LENGTH, { message: URL_MESSAGE })
  @ApiProperty({ maxLength: WEBHOOK_URL_MAX_LENGTH, example: 'https://hooks.example.org/pen' })
  url: string;

  /** The events to send (at least one). */
  @IsArray({ message: EVENTS_MESSAGE })
  @ArrayMinSize(1, { message: EVENTS_MESSAGE })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: EVENTS_MESSAGE })
  @ArrayUnique({ message: EVENTS_MESSAGE })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENTS_MESSAGE })
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true, example: ['prayer_request.created', 'prayer.prayed'] })
  events: WebhookEventType[];

  /** What the webhook is for, so the member recognises it in the list: at most 200 characters. */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: DESCRIPTION_MESSAGE })
  @MaxLength(WEBHOOK_DESCRIPTION_MAX_LENGTH, { message: DESCRIPTION_MESSAGE })
  @ApiPropertyOptional({ maxLength: WEBHOOK_DESCRIPTION_MAX_LENGTH, example: 'Prayer wall display' })
  description?: string;
}

/** What to change; fields left out stay as they are. */
export class UpdateWebhookDto {
  @IsOptional()
  @Transform(trim)
  @IsString({ message: URL_MESSAGE })
  @MinLength(1, { message: URL_MESSAGE })
  @MaxLength(WEBHOOK_URL_MAX_LENGTH, { message: URL_MESSAGE })
  @ApiPropertyOptional({ maxLength: WEBHOOK_URL_MAX_LENGTH, example: 'https://hooks.example.org/pen' })
  url?: string;

  @IsOptional()
  @IsArray({ message: EVENTS_MESSAGE })
  @ArrayMinSize(1, { message: EVENTS_MESSAGE })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: EVENTS_MESSAGE })
  @ArrayUnique({ message: EVENTS_MESSAGE })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENTS_MESSAGE })
  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true, example: ['prayer.prayed'] })
  events?: WebhookEventType[];

  @IsOptional()
  @Transform(trim)
  @IsString({ message: DESCRIPTION_MESSAGE })
  @MaxLength(WEBHOOK_DESCRIPTION_MAX_LENGTH, { message: DESCRIPTION_MESSAGE })
  @ApiPropertyOptional({ maxLength: WEBHOOK_DESCRIPTION_MAX_LENGTH, example: 'Prayer wall display' })
  description?: string;

  /** true turns the webhook back on (after Pen turned it off, or its owner did) and forgets earlier failures; false turns it off. */
  @IsOptional()
  @IsBoolean({ message: msg('enabled must be true or false').message })
  @ApiPropertyOptional({ example: true })
  enabled?: boolean;
}

export class WebhookDto {
  @ApiProperty({ type: 'integer', example: 7 })
  id: number;

  @ApiProperty({ example: 'https://hooks.example.org/pen' })
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true, example: ['prayer_request.created', 'prayer.prayed'] })
  events: WebhookEventType[];

  @ApiProperty({ example: 'Prayer wall display' })
  description: string;

  /** false: nothing is sent (turned off by its owner, or by Pen after repeated failures: see `disabled_reason`). */
  enabled: boolean;

  /** Why it is off; null while on. */
  @ApiProperty({ type: String, nullable: true, example: null })
  disabled_reason: string | null;

  created_at: Date;
  updated_at: Date;
}

export class WebhookAnswerDto {
  webhook: WebhookDto;
}

export class CreatedWebhookDto {
  webhook: WebhookDto;

  /**
   * The signing secret (`whsec_…`), shown this once. Verify each delivery's `webhook-signature`
   * with it (Standard Webhooks; e.g. the `standardwebhooks` library).
   */
  @ApiProperty({ example: 'whsec_MfKQ9r3dGQIbkd5iHZWdnfu0bcXNGz+Q' })
  secret: string;
}

export class WebhooksDto {
  /** Newest first. */
  webhooks: WebhookDto[];
}

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'skipped'] as const;

export class WebhookDeliveryDto {
  @ApiProperty({ type: 'integer', example: 1042 })
  id: number;

  /** The `webhook-id` header: the same in every attempt and in a redelivery. */
  @ApiProperty({ example: 'msg_2b1f0c6e9d4a4f0f8f3c2a1b0e9d8c7b' })
  message_id: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', example: 'prayer.prayed' })
  event: WebhookEventType;

  /**
   * `pending` (being sent or waiting for a retry), `delivered` (the receiver answered 2xx),
   * `failed` (every attempt failed), `skipped` (not sent: the webhook was off, or what it told of
   * is no longer for the owner to see: removed content, a block, a closed account).
   */
  @ApiProperty({ enum: DELIVERY_STATUSES, example: 'delivered' })
  status: (typeof DELIVERY_STATUSES)[number];

  @ApiProperty({ type: 'integer', example: 1 })
  attempts: number;

  /** The receiver's last HTTP status; null when it did not answer (or nothing was sent). */
  @ApiProperty({ type: 'integer', nullable: true, example: 200 })
  response_status: number | null;

  /** What went wrong last; null after success. */
  @ApiProperty({ type: String, nullable: true, example: null })
  error: string | null;

  /** The message sent (the request body); null for a skipped delivery. */
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    example: { type: 'prayer.prayed', timestamp: '2026-12-06T15:04:05.000Z', data: { post_id: 42, member: { user_id: 7, user_name: 'Anna' } } },
  })
  payload: Record<string, unknown> | null;

  created_at: Date;
  updated_at: Date;
}

export class WebhookDeliveriesDto {
  /** Newest first; the log keeps 30 days. */
  deliveries: WebhookDeliveryDto[];

  /** Pass as `cursor` for older deliveries; null on the last page. */
  @ApiProperty({ type: String, nullable: true, example: '1017' })
  nextCursor: string | null;
}

export class WebhookDeliveryAnswerDto {
  delivery: WebhookDeliveryDto;
}

export class WebhookIdParamDto {
  @IsDbId(msg('Invalid webhook id').message)
  id: number;
}

export class WebhookDeliveryParamDto extends WebhookIdParamDto {
  @IsDbId(msg('Invalid delivery id').message)
  deliveryId: number;
}

export class WebhookDeliveriesQueryDto {
  /** The previous page's `nextCursor`. */
  @IsOptional()
  @IsString({ message: msg('Invalid cursor').message })
  @Matches(/^\d{1,18}$/, { message: msg('Invalid cursor').message })
  @ApiPropertyOptional({ maxLength: 18, example: '1017' })
  cursor?: string;
}
