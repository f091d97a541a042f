import { isRef, operationsOf, type OpenAPIObject, type SchemaObject } from './openapi-types';

/** The operation that answers server-sent events (noti/realtime/notification-stream.service.ts). */
const STREAM_OPERATION = 'notificationStream';

/** The `data` of each event the stream sends, by event name. */
const EVENT_SCHEMAS: Record<string, SchemaObject> = {
  NotificationStreamReadyEvent: {
    type: 'object',
    description: '`event: ready`, sent once when the stream opens: the unread count to show.',
    properties: { unreadCount: { type: 'integer', minimum: 0 } },
    required: ['unreadCount'],
  },
  NotificationStreamNotificationEvent: {
    type: 'object',
    description: '`event: notification`: a new notification for the member, with the new unread count.',
    properties: {
      type: { type: 'string', enum: ['notification'] },
      notification: { $ref: '#/components/schemas/NotificationDto' },
      unreadCount: { type: 'integer', minimum: 0 },
    },
    required: ['type', 'notification', 'unreadCount'],
  },
  NotificationStreamUnreadEvent: {
    type: 'object',
    description: '`event: unread`: notifications were read elsewhere (another device or tab); the new unread count.',
    properties: { type: { type: 'string', enum: ['unread'] }, unreadCount: { type: 'integer', minimum: 0 } },
    required: ['type', 'unreadCount'],
  },
};

const STREAM_TEXT = [
  'A `text/event-stream` (server-sent events) that stays open. Each event is `event: <name>` and one',
  '`data:` line of JSON: `ready` ({unreadCount}, at once), `notification` ({type, notification,',
  'unreadCount}) and `unread` ({type, unreadCount}); the schema below is the union of the `data`',
  'objects. A comment line (`: heartbeat`) comes every 25 s; `retry: 5000` asks the browser to',
  'reconnect after 5 s (with a new ticket).',
  '',
  'Example:',
  '',
  '```',
  'retry: 5000',
  'event: ready',
  'data: {"unreadCount":2}',
  '',
  'event: notification',
  'data: {"type":"notification","notification":{…},"unreadCount":3}',
  '```',
].join('\n');

/**
 * OpenAPI 3.0 has no word for a stream of events: the convention SDK generators read (and
 * Swagger UI shows) is a `text/event-stream` answer whose schema is one event's data.
 */
export function documentEventStream(doc: OpenAPIObject): void {
  const entry = operationsOf(doc).find(({ op }) => op.operationId === STREAM_OPERATION)?.op;
  if (!entry) return;
  doc.components!.schemas = { ...doc.components!.schemas, ...EVENT_SCHEMAS };
  const ok = entry.responses['200'];
  if (!ok || isRef(ok)) return;
  ok.description = STREAM_TEXT;
  ok.content = {
    'text/event-stream': {
      schema: { oneOf: Object.keys(EVENT_SCHEMAS).map((name) => ({ $ref: `#/components/schemas/${name}` })) },
    },
  };
}
