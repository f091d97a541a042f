import { PenApiError } from './errors.js';
import type { NotificationDto } from './generated/types.gen.js';

/** The events of `GET /api/noti/stream` (see the operation's description in the API document). */
export type NotificationEvent =
  | { type: 'ready'; unreadCount: number }
  | { type: 'notification'; notification: NotificationDto; unreadCount: number }
  | { type: 'unread'; unreadCount: number };

export interface NotificationStreamOptions {
  /** Ends the stream (the iterator returns) when aborted. */
  signal?: AbortSignal;
  /** First pause before reconnecting, doubled after each failed attempt up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Told of each lost connection and the pause before the next attempt. */
  onReconnect?: (info: { attempt: number; delayMs: number; error: unknown }) => void;
}

interface StreamDeps {
  ticket: (signal?: AbortSignal) => Promise<string>;
  fetch: (request: Request) => Promise<Response>;
  baseUrl: string;
}

const EVENT_TYPES = new Set(['ready', 'notification', 'unread']);

/** Splits an event-stream body into events (`event:` + `data:` lines, a blank line ends one). */
export async function* parseEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + (buffer.startsWith('\r\n', nl) ? 2 : 1));
        if (line === '') {
          if (data.length) yield { event, data: data.join('\n') };
          event = 'message';
          data = [];
        } else if (!line.startsWith(':')) {
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const val = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event = val;
          else if (field === 'data') data.push(val);
        }
      }
    }
  } finally {
    reader.releaseLock();
    await body.cancel().catch(() => undefined);
  }
}

/** Errors after which reconnecting cannot help: the member is signed out or not allowed. */
const isFinal = (err: unknown) => err instanceof PenApiError && [401, 403].includes(err.status);

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * The live notifications of the signed-in member. Each connection trades the credentials for a
 * single-use ticket (`POST /api/noti/stream-ticket`) and reads the event stream with the
 * client's fetch; when the connection drops it reconnects after a pause that doubles on each
 * failure (reset once an event arrives). A 401/403 ends the iterator with that PenApiError.
 */
export async function* notificationStream(deps: StreamDeps, opts: NotificationStreamOptions): AsyncGenerator<NotificationEvent> {
  const min = opts.minDelayMs ?? 1000;
  const max = opts.maxDelayMs ?? 60_000;
  const { signal } = opts;
  let delay = min;
  let attempt = 0;
  while (!signal?.aborted) {
    let error: unknown;
    try {
      const ticket = await deps.ticket(signal);
      const url = `${deps.baseUrl}/api/noti/stream?ticket=${encodeURIComponent(ticket)}`;
      const res = await deps.fetch(new Request(url, { headers: { Accept: 'text/event-stream' }, signal }));
      if (!res.ok || !res.body) {
        const body = await res.json().catch(() => null);
        throw new PenApiError({ status: res.status, body, retryAfter: res.headers.get('retry-after'), url: '/api/noti/stream', method: 'GET' });
      }
      for await (const { event, data } of parseEventStream(res.body)) {
        if (!EVENT_TYPES.has(event)) continue;
        delay = min;
        attempt = 0;
        yield { ...(JSON.parse(data) as object), type: event } as NotificationEvent;
      }
      error = new Error('The notification stream ended');
    } catch (err) {
      if (signal?.aborted) return;
      if (isFinal(err)) throw err;
      error = err;
    }
    attempt += 1;
    const retryAfter = error instanceof PenApiError ? error.retryAfterSeconds : undefined;
    const pause = Math.max(delay, (retryAfter ?? 0) * 1000);
    opts.onReconnect?.({ attempt, delayMs: pause, error });
    await sleep(pause, signal);
    delay = Math.min(delay * 2, max);
  }
}
