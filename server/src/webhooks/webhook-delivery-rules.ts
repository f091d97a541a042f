/** Attempts per delivery: the first and four retries (with WEBHOOK_RETRY_BASE_MS 30 s: after 30 s, 1, 2 and 4 minutes). */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** Deliveries in a row that failed every attempt before the webhook is turned off and its owner mailed. */
export const DISABLE_AFTER_FAILED_DELIVERIES = 5;
/** How long a receiver has to answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** A delivery retries itself (re-queued with a delay, see WebhookDeliveriesProcessor.deliver), so BullMQ runs each job once. */
export const DELIVERY_JOB_OPTIONS = { attempts: 1, removeOnComplete: true, removeOnFail: { age: 24 * 3600 } };

/** The delay before attempt `attempt + 1`: doubling from `baseMs`. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return baseMs * 2 ** (attempt - 1);
}
