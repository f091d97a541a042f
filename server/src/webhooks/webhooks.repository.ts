import { EntityManager } from 'typeorm';
import type { WebhookEventType } from './webhook-event-types';
import {
  SUBSCRIBED_EVENT_TYPES_SQL, COUNT_FAILURE_SQL, CREATE_WEBHOOK_SQL, DELETE_WEBHOOK_SQL, DELIVERY_TO_SEND_SQL, INSERT_DELIVERY_SQL, LIST_DELIVERIES_SQL,
  LIST_WEBHOOKS_SQL, OWN_DELIVERY_SQL, OWN_WEBHOOK_SQL, PRUNE_DELIVERIES_SQL, RECORD_ATTEMPT_SQL, REDELIVER_SQL, RESET_FAILURES_SQL,
  SUBSCRIBED_WEBHOOKS_SQL, UPDATE_WEBHOOK_SQL,
} from './webhooks.queries';

/** The webhooks and webhook_deliveries tables; each function on the caller's EntityManager. */

export interface WebhookRow {
  webhook_id: number;
  url: string;
  events: WebhookEventType[];
  description: string;
  enabled: boolean;
  disabled_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'skipped';

export interface DeliveryRow {
  delivery_id: string;
  message_id: string;
  event: WebhookEventType;
  status: DeliveryStatus;
  attempts: number;
  response_status: number | null;
  error: string | null;
  payload: unknown;
  created_at: Date;
  updated_at: Date;
}

export interface DeliveryToSend {
  delivery_id: string;
  message_id: string;
  event: WebhookEventType;
  payload: WebhookMessage | null;
  status: DeliveryStatus;
  webhook_id: number;
  user_id: number;
  url: string;
  secret_sealed: string;
  enabled: boolean;
}

/** What is sent: Standard Webhooks' recommended envelope. */
export interface WebhookMessage {
  type: WebhookEventType;
  timestamp: string;
  data: Record<string, unknown>;
}

export async function insertWebhook(
  m: EntityManager,
  w: { userId: number; url: string; events: WebhookEventType[]; description: string; secretSealed: string },
  max: number,
): Promise<WebhookRow | undefined> {
  const rows: WebhookRow[] = await m.query(CREATE_WEBHOOK_SQL, [w.userId, w.url, w.events, w.description, w.secretSealed, max]);
  return rows[0];
}

export function memberWebhooks(m: EntityManager, userId: number): Promise<WebhookRow[]> {
  return m.query(LIST_WEBHOOKS_SQL, [userId]);
}

export async function ownWebhook(m: EntityManager, webhookId: number, userId: number): Promise<WebhookRow | undefined> {
  const rows: WebhookRow[] = await m.query(OWN_WEBHOOK_SQL, [webhookId, userId]);
  return rows[0];
}

export async function updateWebhook(
  m: EntityManager,
  webhookId: number,
  userId: number,
  change: { url?: string; events?: WebhookEventType[]; description?: string; enabled?: boolean },
): Promise<WebhookRow | undefined> {
  const rows: [WebhookRow[], number] = await m.query(UPDATE_WEBHOOK_SQL, [
    webhookId, userId, change.url ?? null, change.events ?? null, change.description ?? null, change.enabled ?? null,
  ]);
  return rows[0][0];
}

export async function deleteWebhook(m: EntityManager, webhookId: number, userId: number): Promise<boolean> {
  // TypeORM answers a DELETE with [rows, affected count].
  const [, removed]: [unknown[], number] = await m.query(DELETE_WEBHOOK_SQL, [webhookId, userId]);
  return removed > 0;
}

/** Which of `events` some webhook that is on subscribes to. */
export async function subscribedEventTypes(m: EntityManager, events: WebhookEventType[]): Promise<Set<WebhookEventType>> {
  if (events.length === 0) return new Set();
  const rows: Array<{ event: WebhookEventType }> = await m.query(SUBSCRIBED_EVENT_TYPES_SQL, [events]);
  return new Set(rows.map((r) => r.event));
}

export function subscribedWebhooks(m: EntityManager, userIds: number[], event: WebhookEventType): Promise<Array<{ webhook_id: number; user_id: number }>> {
  return m.query(SUBSCRIBED_WEBHOOKS_SQL, [userIds, event]);
}

/** The new delivery's id; undefined when this message was logged for this webhook already. */
export async function insertDelivery(m: EntityManager, webhookId: number, messageId: string, message: WebhookMessage): Promise<string | undefined> {
  const rows: Array<{ delivery_id: string }> = await m.query(INSERT_DELIVERY_SQL, [webhookId, messageId, message.type, message]);
  return rows[0]?.delivery_id;
}

export async function deliveryToSend(m: EntityManager, deliveryId: number): Promise<DeliveryToSend | undefined> {
  const rows: DeliveryToSend[] = await m.query(DELIVERY_TO_SEND_SQL, [deliveryId]);
  return rows[0];
}

export async function recordAttempt(
  m: EntityManager,
  deliveryId: number,
  a: { status: DeliveryStatus; attempts: number; responseStatus: number | null; error: string | null; dropPayload?: boolean },
): Promise<void> {
  await m.query(RECORD_ATTEMPT_SQL, [deliveryId, a.status, a.attempts, a.responseStatus, a.error?.slice(0, 300) ?? null, a.dropPayload ?? false]);
}

export async function resetFailures(m: EntityManager, webhookId: number): Promise<void> {
  await m.query(RESET_FAILURES_SQL, [webhookId]);
}

/** Counts a delivery that failed for good; `disabled` when this one turned the webhook off. */
export async function countFailure(m: EntityManager, webhookId: number, disableAfter: number, reason: string): Promise<{ user_id: number; url: string; disabled: boolean } | undefined> {
  const rows: [Array<{ user_id: number; url: string; disabled: boolean }>, number] = await m.query(COUNT_FAILURE_SQL, [webhookId, disableAfter, reason]);
  return rows[0][0];
}

export function webhookDeliveries(m: EntityManager, webhookId: number, userId: number, before: number | null, limit: number): Promise<DeliveryRow[]> {
  return m.query(LIST_DELIVERIES_SQL, [webhookId, userId, before, limit]);
}

export async function redeliver(m: EntityManager, webhookId: number, userId: number, deliveryId: number): Promise<DeliveryRow | undefined> {
  const rows: [DeliveryRow[], number] = await m.query(REDELIVER_SQL, [webhookId, userId, deliveryId]);
  return rows[0][0];
}

export async function ownDeliveryStatus(m: EntityManager, webhookId: number, userId: number, deliveryId: number): Promise<DeliveryStatus | undefined> {
  const rows: Array<{ status: DeliveryStatus }> = await m.query(OWN_DELIVERY_SQL, [webhookId, userId, deliveryId]);
  return rows[0]?.status;
}

export async function pruneDeliveries(m: EntityManager, webhookId: number): Promise<void> {
  await m.query(PRUNE_DELIVERIES_SQL, [webhookId]);
}
