import { NotificationDto } from '@pen/sdk';
import { pen } from '../../lib/sdk';
import { afterStart } from '../../lib/idle';
import { getAccessToken } from '../../lib/session';

export type LiveEvent =
  | { type: 'ready'; unreadCount: number }
  | { type: 'notification'; notification: NotificationDto; unreadCount: number }
  | { type: 'unread'; unreadCount: number };

type Listener = (event: LiveEvent) => void;

const MAX_BACKOFF_MS = 60_000;

/**
 * One server-sent event stream per tab, shared by every component that listens. EventSource
 * cannot send the bearer token, so each connection first trades it for a single-use ticket
 * (POST /api/noti/stream-ticket). When the stream fails, a new ticket is fetched after a
 * growing pause.
 */
class LiveNotifications {
  private listeners = new Set<Listener>();
  private source: EventSource | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private backoff = 2000;
  /** Whether the page has started (see subscribe). */
  private started = false;
  private waitingForStart = false;

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.connectSoon();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.disconnect();
    };
  }

  /**
   * The first stream of a page load opens once the page has started (issue 46): its ticket
   * request and the first events would otherwise share the main thread with the first page's
   * rendering. The unread count comes with the page's own query meanwhile, and the stream's
   * 'ready' event brings it up to date.
   */
  private connectSoon(): void {
    if (this.started) {
      void this.connect();
      return;
    }
    if (this.waitingForStart) return;
    this.waitingForStart = true;
    afterStart(() => {
      this.started = true;
      this.waitingForStart = false;
      // Everyone who asked may have left while the page started (a sign-out, a route change).
      if (this.listeners.size > 0) void this.connect();
    }, 1000);
  }

  private emit(event: LiveEvent): void {
    for (const l of this.listeners) l(event);
  }

  private async connect(): Promise<void> {
    if (this.source || this.listeners.size === 0 || typeof EventSource === 'undefined') return;
    if (!getAccessToken()) return this.retry();
    let ticket: string;
    try {
      ticket = (await pen.notifications.streamTicket()).ticket;
    } catch {
      return this.retry();
    }
    if (this.listeners.size === 0 || this.source) return;
    const source = new EventSource(`/api/noti/stream?ticket=${encodeURIComponent(ticket)}`);
    this.source = source;
    const on = (type: LiveEvent['type']) =>
      source.addEventListener(type, (e) => {
        this.backoff = 2000;
        const data = JSON.parse((e as MessageEvent<string>).data) as Omit<LiveEvent, 'type'>;
        this.emit({ ...data, type } as LiveEvent);
      });
    on('ready');
    on('notification');
    on('unread');
    // The ticket is spent: the browser's own reconnect would be refused, so reconnect ourselves.
    source.onerror = () => {
      source.close();
      if (this.source === source) this.source = undefined;
      this.retry();
    };
  }

  private retry(): void {
    clearTimeout(this.retryTimer);
    if (this.listeners.size === 0) return;
    this.retryTimer = setTimeout(() => void this.connect(), this.backoff);
    this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
  }

  private disconnect(): void {
    clearTimeout(this.retryTimer);
    this.source?.close();
    this.source = undefined;
  }
}

export const liveNotifications = new LiveNotifications();
