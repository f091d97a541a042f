import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { Pool } from 'pg';
import { DataSource, Logger as TypeOrmLogger } from 'typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { redisKeys } from '../redis/keys';
import { REDIS } from '../redis/redis.module';
import { dataSourceOptions, poolOptions } from './data-source-options';
import { isDatabaseUnavailable } from './database-outage';
import { primaryWalLsn, replicaStatus } from './database.repository';
import { judgeReplica, parseLsn, pickReplica, PrimaryWalHistory, RecentWrites, ReplicaView, UNHEALTHY } from './replica-routing';

/** How often each replica's state (and the primary's WAL position) is checked. */
export const REPLICA_CHECK_MS = 1000;

/**
 * How long a replica's connection and its state check may take: a replica that does not answer
 * within it is skipped, so a read waits for an unreachable replica at most this long (then runs
 * on the primary) rather than the primary pool's 10 s.
 */
const REPLICA_CONNECT_TIMEOUT_MS = 1500;

/**
 * How long a read may wait for a replica's answer before it runs on the primary instead: a replica
 * that stops answering mid-statement (a frozen machine, a cut network path) would otherwise hold
 * the read until the kernel gives up on the connection, minutes. Far above any hot read's time.
 */
const REPLICA_QUERY_TIMEOUT_MS = 5000;

/** A WAL position nothing reaches: the member's reads stay on the primary for the window (their write's position is unknown). */
const UNREACHABLE_LSN = 1n << 64n;

/** Keeps the later of two positions (fixed-width hex compares as text) and renews the window. */
const NOTE_WRITE_SCRIPT = `local cur = redis.call('GET', KEYS[1])
if cur and cur > ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])`;

function lsnKeyValue(lsn: bigint): string {
  return lsn.toString(16).padStart(17, '0');
}

/** Replica statements' failures are the router's to judge and log (once per outage), not TypeORM's per statement. */
class QuietLogger implements TypeOrmLogger {
  logQuery(): void {}
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

interface Replica {
  /** host:port/database, for the log (never the password). */
  name: string;
  url: string;
  db: DataSource | undefined;
  view: ReplicaView;
  checking: boolean;
  saidReadFailureAt: number;
}

/**
 * Where the hot reads run (issue 46, DATABASE_REPLICA_URLS): on a streaming replica that is
 * healthy, no further behind than REPLICA_MAX_LAG_MS, and has replayed the reader's own recent
 * write; else on the primary. Transactions and writes never come here: they use the primary's
 * DataSource as before. Without replicas `read` runs on the primary at once, with no other work.
 *
 * Read-your-writes: after each write request of a member (the onSend hook in read-your-writes.hook.ts) the
 * primary's WAL position is remembered for REPLICA_STICKY_MS, in this process and in Redis for
 * the other API processes; their reads go only to a replica whose replayed position, as of its
 * last check, is at least that. A replica that fails a read (gone, cut, a recovery conflict)
 * is never the reason a read fails: the read runs again on the primary.
 */
@Injectable()
export class ReadDatabase implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('Replicas');
  private readonly replicas: Replica[];
  private readonly views: ReplicaView[];
  private readonly recent: RecentWrites;
  private readonly history: PrimaryWalHistory;
  private turn = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly primary: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    // Workers read little and never a member's feed: only processes that answer requests use replicas.
    const urls = settings.appRole === 'worker' ? [] : settings.databaseReplicaUrls;
    this.replicas = urls.map((url) => ({ name: replicaName(url), url, db: undefined, view: UNHEALTHY, checking: false, saidReadFailureAt: 0 }));
    this.views = this.replicas.map((r) => r.view);
    this.recent = new RecentWrites(settings.replicaStickyMs);
    this.history = new PrimaryWalHistory(settings.replicaMaxLagMs + 3 * REPLICA_CHECK_MS);
  }

  /** Whether any replica is configured (the interceptor noting writes is installed only then). */
  get enabled(): boolean {
    return this.replicas.length > 0;
  }

  /**
   * Runs one read for member `me` (undefined: nobody signed in) on a replica or the primary.
   * `read` must only read, outside any transaction: it may run twice (on the primary after a
   * replica failed it).
   */
  read<T>(me: number | undefined, read: (db: DataSource) => Promise<T>): Promise<T> {
    if (this.replicas.length === 0) return read(this.primary);
    return this.routed(me, read);
  }

  private async routed<T>(me: number | undefined, read: (db: DataSource) => Promise<T>): Promise<T> {
    if (!this.views.some((v) => v.healthy)) return read(this.primary);
    const mustHave = me === undefined ? undefined : await this.lastWrite(me);
    const at = pickReplica(this.views, mustHave, this.turn++ % this.replicas.length);
    const replica = at === undefined ? undefined : this.replicas[at];
    if (!replica?.db) return read(this.primary);
    try {
      return await read(replica.db);
    } catch (err) {
      if (isDatabaseUnavailable(err)) this.markDown(replica, err);
      else this.noteReadFailure(replica, err);
      return read(this.primary);
    }
  }

  /** The WAL position member `me`'s reads must see: their latest write's within the window (here or in another process). */
  private async lastWrite(me: number): Promise<bigint | undefined> {
    const local = this.recent.get(me);
    let shared: string | null;
    try {
      shared = await this.redis.get(redisKeys.replicaReadAfter(me));
    } catch {
      // Without Redis another process's write cannot be seen: the primary holds it.
      return UNREACHABLE_LSN;
    }
    // Anything but the hex this service writes (a key set by hand, say) counts as a write nothing has replayed.
    const remote = shared === null ? undefined : /^[0-9a-f]{1,17}$/.test(shared) ? BigInt(`0x${shared}`) : UNREACHABLE_LSN;
    if (local === undefined) return remote;
    return remote === undefined || local > remote ? local : remote;
  }

  /**
   * Member `me` has just written (their request changed something, on the primary): their reads
   * for REPLICA_STICKY_MS must see it. Never fails: a write's answer does not depend on this.
   */
  async noteWrite(me: number): Promise<void> {
    if (this.replicas.length === 0) return;
    let lsn: bigint;
    try {
      lsn = parseLsn((await primaryWalLsn(this.primary)).lsn);
    } catch {
      lsn = UNREACHABLE_LSN;
    }
    this.recent.note(me, lsn);
    if (lsn === UNREACHABLE_LSN) return;
    await this.redis.eval(NOTE_WRITE_SCRIPT, 1, redisKeys.replicaReadAfter(me), lsnKeyValue(lsn), String(this.settings.replicaStickyMs)).catch(() => undefined);
  }

  onApplicationBootstrap(): void {
    if (this.replicas.length === 0) return;
    this.log.log({ msg: `reads go to ${this.replicas.length} replica(s) when healthy`, replicas: this.replicas.map((r) => r.name), maxLagMs: this.settings.replicaMaxLagMs });
    const tick = () => {
      void this.check().finally(() => {
        if (!this.stopped) this.timer = setTimeout(tick, REPLICA_CHECK_MS).unref();
      });
    };
    tick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.all(this.replicas.flatMap((r) => (r.db ? [r.db.destroy().catch(() => undefined)] : [])));
  }

  /** One round of checks: the primary's WAL position, then every replica's state against it. */
  private async check(): Promise<void> {
    let clockOffsetMs: number;
    try {
      const primary = await primaryWalLsn(this.primary);
      const now = Date.now();
      this.history.add(parseLsn(primary.lsn), now);
      clockOffsetMs = primary.at_ms - now;
    } catch {
      // The primary is away (its own outage is logged elsewhere): the replicas keep their last verdict.
      return;
    }
    await Promise.all(this.replicas.map((r) => this.checkOne(r, clockOffsetMs)));
  }

  /** `clockOffsetMs`: the primary's clock minus this process's, so commit times compare without trusting the replica's clock. */
  private async checkOne(r: Replica, clockOffsetMs: number): Promise<void> {
    if (r.checking) return;
    r.checking = true;
    try {
      const db = r.db ?? (await this.connect(r));
      const row = await withTimeout(replicaStatus(db), REPLICA_CONNECT_TIMEOUT_MS);
      const now = Date.now();
      const view = judgeReplica(
        {
          standby: row.standby,
          replayLsn: row.replay_lsn === null ? null : parseLsn(row.replay_lsn),
          replayedCommitAgeMs: row.replayed_commit_at_ms === null ? null : now + clockOffsetMs - row.replayed_commit_at_ms,
        },
        this.history,
        now,
        this.settings.replicaMaxLagMs,
      );
      if (!row.standby) this.setView(r, view, 'is not a standby (promoted, or not a replica): skipped');
      else if (!view.healthy) this.setView(r, view, `is ${Math.round(view.lagMs)} ms behind (more than REPLICA_MAX_LAG_MS): skipped until it catches up`);
      else this.setView(r, view);
    } catch (err) {
      this.markDown(r, err);
    } finally {
      r.checking = false;
    }
  }

  private async connect(r: Replica): Promise<DataSource> {
    const db = new DataSource(
      dataSourceOptions(r.url, {
        entities: [],
        migrations: [],
        logging: false,
        logger: new QuietLogger(),
        extra: { ...poolOptions(), connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS, query_timeout: REPLICA_QUERY_TIMEOUT_MS, keepAlive: true },
      }),
    );
    try {
      await db.initialize();
    } catch (err) {
      // A failed start leaves its pool behind; the next check makes a new one.
      await (db.driver as unknown as { master?: Pool }).master?.end().catch(() => undefined);
      throw err;
    }
    r.db = db;
    return db;
  }

  /** A read failed on a reachable replica (a recovery conflict, say) and ran on the primary: said at most once a minute per replica. */
  private noteReadFailure(r: Replica, err: unknown): void {
    const now = Date.now();
    if (now - r.saidReadFailureAt < 60_000) return;
    r.saidReadFailureAt = now;
    this.log.warn({ msg: `a read failed on replica ${r.name} and ran on the primary`, error: err instanceof Error ? err.message : String(err) });
  }

  private markDown(r: Replica, err: unknown): void {
    this.setView(r, UNHEALTHY, `unavailable: reads go to the primary until it answers (${err instanceof Error ? err.message : String(err)})`);
  }

  /** Sets a replica's verdict; logs when it changes between used and skipped, with why it is skipped. */
  private setView(r: Replica, view: ReplicaView, why?: string): void {
    const was = r.view.healthy;
    r.view = view;
    this.views[this.replicas.indexOf(r)] = view;
    if (was && !view.healthy) this.log.warn({ msg: `replica ${r.name} ${why ?? 'skipped'}` });
    else if (!was && view.healthy) this.log.log({ msg: `replica ${r.name} takes reads (${Math.round(view.lagMs)} ms behind)` });
  }
}

/** host:port/database of a PostgreSQL URL: what the log names a replica by. */
function replicaName(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}
