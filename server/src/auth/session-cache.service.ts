import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { listenToAuthChanges } from './auth-changes.repository';
import { applyAuthChange, SessionCache, SessionFacts } from './session-cache';

/** A safety net only: every change that matters arrives as a notification. */
const TTL_MS = 30_000;
const MAX_ENTRIES = 200_000;
const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000];

/**
 * Keeps the auth check of each device session in memory, so an authenticated request costs no
 * database round trip for it, while logout, session ends, status and verification changes still
 * act at once: the database triggers NOTIFY every process (whoever made the change, even plain
 * SQL), and the services of this process also forget the member directly, so their own next
 * request never waits for the notification. While the LISTEN connection is down the cache is
 * off and every request asks the database, as it did before.
 */
@Injectable()
export class SessionCacheService implements OnApplicationShutdown {
  private readonly log = new Logger('SessionCache');
  private readonly cache = new SessionCache(TTL_MS, MAX_ENTRIES);
  private client: Client | undefined;
  private started = false;
  private stopping = false;
  private failures = 0;
  private readonly changeListeners = new Set<(payload: string | undefined) => void>();

  constructor(@Inject(SETTINGS) private readonly settings: Settings) {}

  /** The remembered facts of a session, or undefined when they must be read from the database. */
  get(sessionId: number, userId: number): SessionFacts | undefined {
    // The listener starts with the first authenticated request, so processes that never check a
    // token (workers, scripts) hold no extra connection.
    if (!this.started) this.start();
    return this.cache.get(sessionId, userId);
  }

  get generation(): number {
    return this.cache.generation;
  }

  remember(sessionId: number, facts: SessionFacts, generationAtRead: number): void {
    this.cache.remember(sessionId, facts, generationAtRead);
  }

  forgetSession(sessionId: number): void {
    this.cache.forgetSession(sessionId);
  }

  forgetUser(userId: number): void {
    this.cache.forgetUser(userId);
  }

  /**
   * Calls `listener` with every `pen_auth` payload (`s<session_id>`, `u<user_id>`), and with
   * undefined whenever the feed (re)connects, since changes may have been missed while it was
   * down. Starts the feed. Returns the undo.
   */
  onAuthChange(listener: (payload: string | undefined) => void): () => void {
    this.changeListeners.add(listener);
    if (!this.started) this.start();
    return () => this.changeListeners.delete(listener);
  }

  /** Whether answers come from memory (the change feed is connected). For health and tests. */
  get active(): boolean {
    return this.cache.enabled;
  }

  /** How many sessions are remembered. For tests. */
  get size(): number {
    return this.cache.size;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.cache.setEnabled(false);
    await this.client?.end().catch(() => undefined);
  }

  private start(): void {
    this.started = true;
    void this.connect();
  }

  private async connect(): Promise<void> {
    if (this.stopping || !this.settings.databaseUrl) return;
    const client = new Client({
      connectionString: this.settings.databaseUrl,
      application_name: 'pen-auth-listener',
      // A silently dropped connection would lose notifications; keepalive notices it, and the
      // entries' short lifetime bounds what could be missed meanwhile.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    this.client = client;
    const lost = (reason: string) => {
      if (this.client !== client) return;
      this.client = undefined;
      this.cache.setEnabled(false);
      client.removeAllListeners();
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      if (this.stopping) return;
      const delay = RETRY_MS[Math.min(this.failures++, RETRY_MS.length - 1)];
      this.log.warn(`auth change feed ${reason}; checking every request in the database, retrying in ${delay} ms`);
      setTimeout(() => void this.connect(), delay).unref();
    };
    client.on('error', (err: Error) => lost(`failed: ${err.message}`));
    client.on('end', () => lost('closed'));
    client.on('notification', (msg) => {
      applyAuthChange(this.cache, msg.payload);
      for (const listener of this.changeListeners) listener(msg.payload);
    });
    try {
      await client.connect();
      await listenToAuthChanges(client);
    } catch (err) {
      lost(`could not start: ${(err as Error).message}`);
      return;
    }
    if (this.client !== client) return;
    if (this.stopping) {
      await client.end().catch(() => undefined);
      return;
    }
    this.failures = 0;
    this.cache.setEnabled(true);
    for (const listener of this.changeListeners) listener(undefined);
  }
}
