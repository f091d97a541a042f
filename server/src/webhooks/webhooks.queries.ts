/** The webhooks and webhook_deliveries tables' statements (webhooks.repository.ts); every read and write names its owner. */

const COLUMNS = 'webhook_id, url, events, description, enabled, disabled_reason, created_at, updated_at';
const DELIVERY_COLUMNS = 'delivery_id, message_id, event, status, attempts, response_status, error, payload, created_at, updated_at';

/** The count and the insert are one statement; two creations racing may pass the limit by one, which is harmless. */
export const CREATE_WEBHOOK_SQL = `INSERT INTO webhooks (user_id, url, events, description, secret_sealed)
       SELECT $1, $2, $3, $4, $5 WHERE (SELECT count(*) FROM webhooks WHERE user_id = $1) < $6
       RETURNING ${COLUMNS}`;

export const LIST_WEBHOOKS_SQL = `SELECT ${COLUMNS} FROM webhooks WHERE user_id = $1 ORDER BY webhook_id DESC`;

export const OWN_WEBHOOK_SQL = `SELECT ${COLUMNS} FROM webhooks WHERE webhook_id = $1 AND user_id = $2`;

/** Changes what is given ($3 url, $4 events, $5 description: null keeps it); turning it on ($6 true) clears the failure count. */
export const UPDATE_WEBHOOK_SQL = `UPDATE webhooks SET url = coalesce($3, url), events = coalesce($4, events), description = coalesce($5, description),
       enabled = coalesce($6, enabled),
       disabled_reason = CASE WHEN coalesce($6, enabled) THEN NULL ELSE coalesce(disabled_reason, 'Turned off by the owner') END,
       failed_deliveries = CASE WHEN $6 THEN 0 ELSE failed_deliveries END, updated_at = now()
 WHERE webhook_id = $1 AND user_id = $2
 RETURNING ${COLUMNS}`;

export const DELETE_WEBHOOK_SQL = `DELETE FROM webhooks WHERE webhook_id = $1 AND user_id = $2`;

/** Which of the events $1 some webhook that is on subscribes to (asked before domain events are handed to the worker); one probe of webhooks_events each. */
export const SUBSCRIBED_EVENT_TYPES_SQL = `SELECT t.event FROM unnest($1::text[]) AS t(event)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE enabled AND events @> ARRAY[t.event])`;

/** The webhooks that are on, of members $1, subscribed to event $2. */
export const SUBSCRIBED_WEBHOOKS_SQL = `SELECT webhook_id, user_id FROM webhooks WHERE user_id = ANY($1::int[]) AND enabled AND $2 = ANY(events)`;

/** Logs a delivery of message $2 to webhook $1; nothing when it is logged already (a retried dispatch job). */
export const INSERT_DELIVERY_SQL = `INSERT INTO webhook_deliveries (webhook_id, message_id, event, payload) VALUES ($1, $2, $3, $4)
       ON CONFLICT (webhook_id, message_id) DO NOTHING RETURNING delivery_id`;

/** One delivery with what sending it needs (its webhook's owner, address and sealed secret). */
export const DELIVERY_TO_SEND_SQL = `SELECT d.delivery_id, d.message_id, d.event, d.payload, d.status, w.webhook_id, w.user_id, w.url, w.secret_sealed, w.enabled
  FROM webhook_deliveries d JOIN webhooks w ON w.webhook_id = d.webhook_id
 WHERE d.delivery_id = $1`;

/** Records an attempt: $2 status, $3 attempts, $4 the receiver's status code, $5 the error; a skipped one drops its payload ($6). */
export const RECORD_ATTEMPT_SQL = `UPDATE webhook_deliveries SET status = $2, attempts = $3, response_status = $4, error = $5,
       payload = CASE WHEN $6 THEN NULL ELSE payload END, updated_at = now()
 WHERE delivery_id = $1`;

export const RESET_FAILURES_SQL = `UPDATE webhooks SET failed_deliveries = 0 WHERE webhook_id = $1 AND failed_deliveries > 0`;

/**
 * Counts one more delivery that failed for good; turns the webhook off when that makes $2 in a
 * row. `disabled` is true only for the statement that turned it off, so one mail is sent.
 */
export const COUNT_FAILURE_SQL = `UPDATE webhooks w SET failed_deliveries = w.failed_deliveries + 1,
       enabled = CASE WHEN w.failed_deliveries + 1 >= $2 THEN false ELSE w.enabled END,
       disabled_reason = CASE WHEN w.enabled AND w.failed_deliveries + 1 >= $2 THEN $3 ELSE w.disabled_reason END,
       updated_at = now()
  FROM (SELECT webhook_id, enabled FROM webhooks WHERE webhook_id = $1 FOR UPDATE) old
 WHERE w.webhook_id = old.webhook_id
 RETURNING w.user_id, w.url, old.enabled AND NOT w.enabled AS disabled`;

/** The deliveries of member $2's webhook $1, newest first, before delivery $3 (null: from the newest); $4 rows. */
export const LIST_DELIVERIES_SQL = `SELECT ${DELIVERY_COLUMNS.split(', ').map((c) => `d.${c}`).join(', ')}
  FROM webhook_deliveries d JOIN webhooks w ON w.webhook_id = d.webhook_id
 WHERE d.webhook_id = $1 AND w.user_id = $2 AND ($3::bigint IS NULL OR d.delivery_id < $3)
 ORDER BY d.delivery_id DESC LIMIT $4`;

/**
 * Sends delivery $3 of member $2's webhook $1 again: back to pending with its attempts counted
 * afresh, unless it is pending already or has nothing left to send (a skipped one).
 */
export const REDELIVER_SQL = `UPDATE webhook_deliveries d SET status = 'pending', attempts = 0, response_status = NULL, error = NULL, updated_at = now()
  FROM webhooks w
 WHERE d.delivery_id = $3 AND d.webhook_id = $1 AND w.webhook_id = d.webhook_id AND w.user_id = $2
   AND d.status IN ('delivered', 'failed') AND d.payload IS NOT NULL
 RETURNING ${DELIVERY_COLUMNS.split(', ').map((c) => `d.${c}`).join(', ')}`;

/** Whether member $2's webhook $1 has delivery $3 (to tell "not found" from "cannot be sent again"). */
export const OWN_DELIVERY_SQL = `SELECT d.status FROM webhook_deliveries d JOIN webhooks w ON w.webhook_id = d.webhook_id
 WHERE d.delivery_id = $3 AND d.webhook_id = $1 AND w.user_id = $2`;

/** The log keeps 30 days (and a pending delivery until it ends). */
export const PRUNE_DELIVERIES_SQL = `DELETE FROM webhook_deliveries WHERE webhook_id = $1 AND created_at < now() - interval '30 days' AND status <> 'pending'`;
