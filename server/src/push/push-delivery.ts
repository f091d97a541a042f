import type { PushMessage } from '../jobs/job-types';

/** Push services accept about 4 KB of encrypted payload; staying under 3 KB of JSON leaves room for the encryption overhead. */
export const MAX_PAYLOAD_BYTES = 3000;
/** A notification older than a day is not worth waking a phone for. */
export const PUSH_TTL_SECONDS = 24 * 3600;
export const MAX_DELIVERY_ATTEMPTS = 5;
/** A delivery retries itself (see PushProcessor.deliver), so BullMQ runs each job once. */
export const DELIVERY_JOB_OPTIONS = { attempts: 1, removeOnComplete: true };
const BASE_RETRY_MS = 2000;
const MAX_RETRY_MS = 3600 * 1000;

/** Serialises the message, shortening the body until the JSON fits MAX_PAYLOAD_BYTES. */
export function encodePayload(message: PushMessage): string {
  const fits = (json: string) => Buffer.byteLength(json, 'utf8') <= MAX_PAYLOAD_BYTES;
  const whole = JSON.stringify(message);
  if (fits(whole)) return whole;
  let keep = message.body.length;
  for (;;) {
    // Each step removes at least the excess in bytes, counted as characters (a character is ≥ 1 byte).
    const json = JSON.stringify({ ...message, body: keep > 0 ? `${message.body.slice(0, keep).trimEnd()}…` : '' });
    if (fits(json) || keep === 0) return json;
    keep = Math.max(0, keep - Math.ceil((Buffer.byteLength(json, 'utf8') - MAX_PAYLOAD_BYTES) / 3) - 1);
  }
}

/** Seconds or an HTTP date, as RFC 9110 allows; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export type DeliveryOutcome =
  | { kind: 'delivered' }
  | { kind: 'gone' }
  | { kind: 'retry'; delayMs: number }
  | { kind: 'failed'; reason: string };

/**
 * What to do after a push service answered (status undefined: the request itself failed).
 * 404/410 mean the subscription no longer exists; 429 and 5xx are retried with exponential
 * backoff, never sooner than the service's Retry-After; other answers are final.
 */
export function classifyDelivery(status: number | undefined, retryAfter: string | null, attempt: number, now = Date.now()): DeliveryOutcome {
  if (status !== undefined && status >= 200 && status < 300) return { kind: 'delivered' };
  if (status === 404 || status === 410) return { kind: 'gone' };
  const retriable = status === undefined || status === 429 || status >= 500;
  if (!retriable) return { kind: 'failed', reason: `push service answered ${status}` };
  if (attempt >= MAX_DELIVERY_ATTEMPTS) return { kind: 'failed', reason: `gave up after ${attempt} attempts (last ${status ?? 'network error'})` };
  const backoff = BASE_RETRY_MS * 2 ** (attempt - 1);
  const delayMs = Math.min(MAX_RETRY_MS, Math.max(backoff, parseRetryAfter(retryAfter, now) ?? 0));
  return { kind: 'retry', delayMs };
}

