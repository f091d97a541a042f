import type { ServerResponse } from 'node:http';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import Redis from 'ioredis';
import { Settings } from '../../config/settings';
import { SETTINGS } from '../../config/settings.module';
import { redisKeys } from '../../redis/keys';
import { openRedis, REDIS } from '../../redis/redis.module';
import { NotificationDto } from '../dto/notification.dto';
import { NotificationsService } from '../notifications.service';
import { StreamTicketsService } from './stream-tickets.service';

/** What a member's open tabs are told. */
export type StreamEvent =
  | { type: 'notification'; notification: NotificationDto; unreadCount: number }
  | { type: 'unread'; unreadCount: number };

/** Comment lines keep proxies and browsers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

/**
 * Server-sent events for signed-in members, across API processes: every event is published on
 * the member's Redis channel, and each process relays it to the streams it holds for that
 * member. A process subscribes to a member's channel only while it holds one of their streams.
 */
@Injectable()
export class NotificationStreamService implements OnModuleDestroy {
  private readonly log = new Logger('NotificationStream');
  private readonly streams = new Map<number, Set<ServerResponse>>();
  private subscriber: Redis | undefined;
  private readonly channelPrefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly tickets: StreamTicketsService,
    private readonly notifications: NotificationsService,
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

  /** Redeems the ticket, then keeps the response open as an event stream until the client leaves. */
  async connect(ticket: string, reply: FastifyReply): Promise<void> {
    const userId = await this.tickets.redeem(ticket);
    const unreadCount = await this.notifications.unreadCount(userId);
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
    await this.add(userId, res);
    const heartbeat = setInterval(() => res.write(`: heartbeat\n\n`), HEARTBEAT_MS);
    res.on('close', () => {
      clearInterval(heartbeat);
      void this.remove(userId, res);
    });
  }

  private async ensureSubscriber(): Promise<Redis> {
    if (!this.subscriber) {
      // A subscribed connection can do nothing else, so it is its own, without key prefix.
      const sub = openRedis(this.settings.redisUrl, 'pen-noti-stream');
      sub.on('message', (channel: string, message: string) => this.relay(channel, message));
      sub.on('error', (err: Error) => this.log.warn(`subscriber: ${err.message}`));
      this.subscriber = sub;
    }
    return this.subscriber;
  }

  private relay(channel: string, message: string): void {
    const userId = Number(channel.slice(channel.lastIndexOf(':') + 1));
    const event = JSON.parse(message) as StreamEvent;
    for (const res of this.streams.get(userId) ?? []) res.write(`event: ${event.type}\ndata: ${message}\n\n`);
  }

  private async add(userId: number, res: ServerResponse): Promise<void> {
    let set = this.streams.get(userId);
    if (!set) {
      set = new Set();
      this.streams.set(userId, set);
      await (await this.ensureSubscriber()).subscribe(this.channel(userId));
    }
    set.add(res);
  }

  private async remove(userId: number, res: ServerResponse): Promise<void> {
    const set = this.streams.get(userId);
    if (!set) return;
    set.delete(res);
    if (set.size === 0) {
      this.streams.delete(userId);
      await this.subscriber?.unsubscribe(this.channel(userId)).catch(() => undefined);
    }
  }

  /** Open streams would keep the HTTP server from closing: end them first. */
  async onModuleDestroy(): Promise<void> {
    for (const set of this.streams.values()) for (const res of set) res.end();
    this.streams.clear();
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }
}
