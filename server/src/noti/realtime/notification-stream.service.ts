import type { ServerResponse } from 'node:http';
import { HttpException, HttpStatus, Inject, Injectable, Logger, OnModuleDestroy, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { liveSessionIds, SESSION_ENDED, SessionCacheService } from '../../auth';
import { AppCredentials } from '../../common/app-access';
import { Settings } from '../../config/settings';
import { SETTINGS } from '../../config/settings.module';
import { redisKeys } from '../../redis/keys';
import { openRedis, REDIS } from '../../redis/redis.module';
import { isRedisConnectionError } from '../../redis/redis-unavailable';
import { NotificationDto } from '../dto/notification.dto';
import { NotificationsService } from '../notifications.service';
import { StreamOwner, StreamTicketsService } from './stream-tickets.service';
import { msg } from '../../i18n';

/** What a member's open tabs are told. */
export type StreamEvent =
  | { type: 'notification'; notification: NotificationDto; unreadCount: number }
  | { type: 'unread'; unreadCount: number };

/** Comment lines keep proxies and browsers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** A safety net only: ended sessions arrive as `pen_auth` notifications; this bounds what a lost one could leave open. */
export const SESSION_SWEEP_MS = 30_000;
export const TOO_MANY_STREAMS_MESSAGE = msg('Too many open notification streams').message;
export const APP_ACCESS_ENDED = msg('This API key or app no longer has access').message;

interface OpenStream extends StreamOwner {
  res: ServerResponse;
}

/**
 * Server-sent events for signed-in members, across API processes: every event is published on
 * the member's Redis channel, and each process relays it to the streams it holds for that
 * member. A process subscribes to a member's channel only while it holds one of their streams.
 * Each stream belongs to the device session its ticket was issued to and is closed when that
 * session ends, in whichever process ends it (the `pen_auth` notifications of the database).
 */
@Injectable()
export class NotificationStreamService implements OnModuleDestroy {
  private readonly log = new Logger('NotificationStream');
  private readonly streams = new Map<number, Set<OpenStream>>();
  private readonly bySession = new Map<number, Set<OpenStream>>();
  private subscriber: Redis | undefined;
  private readonly channelPrefix: string;
  private stopListening: (() => void) | undefined;
  private sweep: NodeJS.Timeout | undefined;
  /** Counts auth changes, so a stream opened while one arrived is checked again. */
  private authChanges = 0;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SETTINGS) private readonly settings: Settings,
    @InjectDataSource() private readonly db: DataSource,
    private readonly tickets: StreamTicketsService,
    private readonly notifications: NotificationsService,
    private readonly authChangeFeed: SessionCacheService,
    private readonly appCredentials: AppCredentials,
  ) {
    // The REDIS client's keyPrefix applies to keys, not to pub/sub channels: add it by hand.
    this.channelPrefix = `${settings.redisPrefix}:`;
  }

  private channel(userId: number): string {
    return `${this.channelPrefix}${redisKeys.notificationChannel(userId)}`;
  }

  /** Tells every open tab of these members, in whichever process holds it. */
  async publish(events: Array<{ userId: number; event: StreamEvent }>): Promise<void> {
    if (events.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const { userId, event } of events) pipeline.publish(this.channel(userId), JSON.stringify(event));
    await pipeline.exec();
  }

  /**
   * Redeems the ticket, then keeps the response open as an event stream until the client leaves
   * or its session ends. A member holds at most SSE_MAX_STREAMS_PER_MEMBER streams in this
   * process: the next is refused (429) rather than an older one closed, since a closed tab's
   * EventSource would reconnect and close another, round and round.
   */
  async connect(ticket: string, reply: FastifyReply): Promise<void> {
    const owner = await this.tickets.redeem(ticket);
    this.listenForSessionEnds();
    const changesAtCheck = this.authChanges;
    if (owner.app) {
      if (!(await this.appCredentials.stillValid(owner.userId, owner.app))) throw new UnauthorizedException(APP_ACCESS_ENDED);
    } else if ((await liveSessionIds(this.db.manager, [owner.sessionId])).size === 0) throw new UnauthorizedException(SESSION_ENDED);
    const unreadCount = await this.notifications.unreadCount(owner.userId);
    if ((this.streams.get(owner.userId)?.size ?? 0) >= this.settings.maxStreamsPerMember) {
      throw new HttpException(TOO_MANY_STREAMS_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    // retry: how long the browser waits before reconnecting on its own.
    res.write(`retry: 5000\nevent: ready\ndata: ${JSON.stringify({ unreadCount })}\n\n`);
    const stream: OpenStream = { ...owner, res };
    const heartbeat = setInterval(() => res.write(`: heartbeat\n\n`), HEARTBEAT_MS);
    res.on('close', () => {
      clearInterval(heartbeat);
      void this.remove(stream);
    });
    await this.add(stream);
    // A session end notified between the check and add() found no stream to close.
    if (this.authChanges !== changesAtCheck) await this.closeEnded([stream]);
  }

  private listenForSessionEnds(): void {
    if (this.stopListening) return;
    this.stopListening = this.authChangeFeed.onAuthChange((payload) => this.authChanged(payload));
    this.sweep = setInterval(() => void this.closeEnded(this.allStreams()), SESSION_SWEEP_MS);
    this.sweep.unref();
  }

  /** `s<id>`: that session ended; `u<id>`: the member's status changed; anything else (a reconnect): all may have. */
  private authChanged(payload: string | undefined): void {
    this.authChanges++;
    const match = /^([su])(\d+)$/.exec(payload ?? '');
    if (match?.[1] === 's') {
      for (const stream of this.bySession.get(Number(match[2])) ?? []) stream.res.end();
      return;
    }
    void this.closeEnded(match ? [...(this.streams.get(Number(match[2])) ?? [])] : this.allStreams());
  }

  private allStreams(): OpenStream[] {
    return [...this.streams.values()].flatMap((set) => [...set]);
  }

  /**
   * Ends the streams whose session ended, or, for an app's stream, whose key or grant was revoked
   * or whose member is no longer active (a revoked key or grant notifies `u<user_id>`: migration
   * AppAccessEndedNotify).
   */
  private async closeEnded(streams: OpenStream[]): Promise<void> {
    if (streams.length === 0) return;
    try {
      const ofSessions = streams.filter((s) => !s.app);
      const live = ofSessions.length ? await liveSessionIds(this.db.manager, [...new Set(ofSessions.map((s) => s.sessionId))]) : new Set<number>();
      for (const stream of ofSessions) if (!live.has(stream.sessionId)) stream.res.end();
      for (const stream of streams) if (stream.app && !(await this.appCredentials.stillValid(stream.userId, stream.app))) stream.res.end();
    } catch (err) {
      this.log.warn(`checking the sessions of open streams failed: ${(err as Error).message}`);
    }
  }

  private async ensureSubscriber(): Promise<Redis> {
    if (!this.subscriber) {
      // A subscribed connection can do nothing else, so it is its own, without key prefix.
      const sub = openRedis(this.settings, 'pen-noti-stream', 'blocking');
      sub.on('message', (channel: string, message: string) => this.relay(channel, message));
      // A lost connection is told once per process by openRedis (redis-outage-log.ts), not per attempt here.
      sub.on('error', (err: Error) => {
        if (!isRedisConnectionError(err)) this.log.warn(`subscriber: ${err.message}`);
      });
      this.subscriber = sub;
    }
    return this.subscriber;
  }

  private relay(channel: string, message: string): void {
    const userId = Number(channel.slice(channel.lastIndexOf(':') + 1));
    const event = JSON.parse(message) as StreamEvent;
    for (const stream of this.streams.get(userId) ?? []) stream.res.write(`event: ${event.type}\ndata: ${message}\n\n`);
  }

  private async add(stream: OpenStream): Promise<void> {
    if (!stream.app) {
      let session = this.bySession.get(stream.sessionId);
      if (!session) this.bySession.set(stream.sessionId, (session = new Set()));
      session.add(stream);
    }
    let set = this.streams.get(stream.userId);
    if (!set) {
      set = new Set();
      this.streams.set(stream.userId, set);
      set.add(stream);
      await (await this.ensureSubscriber()).subscribe(this.channel(stream.userId));
    } else {
      set.add(stream);
    }
  }

  private async remove(stream: OpenStream): Promise<void> {
    const session = this.bySession.get(stream.sessionId);
    session?.delete(stream);
    if (session?.size === 0) this.bySession.delete(stream.sessionId);
    const set = this.streams.get(stream.userId);
    if (!set) return;
    set.delete(stream);
    if (set.size === 0) {
      this.streams.delete(stream.userId);
      await this.subscriber?.unsubscribe(this.channel(stream.userId)).catch(() => undefined);
    }
  }

  /** Open streams would keep the HTTP server from closing: end them first. */
  async onModuleDestroy(): Promise<void> {
    this.stopListening?.();
    clearInterval(this.sweep);
    for (const set of this.streams.values()) for (const stream of set) stream.res.end();
    this.streams.clear();
    this.bySession.clear();
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }
}
