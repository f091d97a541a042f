import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JobsOptions } from 'bullmq';
import { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from '../database/database-outage';
import { isRedisConnectionError } from '../redis/redis-unavailable';
import * as outbox from './job-outbox.repository';
import { JOB_NAMES } from './job-types';
import { JobsService } from './jobs.service';

/** How often each worker looks for kept jobs: the delay between Redis coming back and their queueing. */
export const OUTBOX_RELAY_EVERY_MS = 1_000;
const RELAY_BATCH = 200;

/**
 * Worker role: queues the jobs JobOutboxService kept in PostgreSQL while Redis was away. Every
 * worker runs it; each batch is locked with SKIP LOCKED, so two workers never take the same rows,
 * and deleted in the transaction that queued them: if the queue write fails the rows stay (Redis
 * still away); if the delete fails after the write, the next relay queues them again under the
 * same job ids, which BullMQ ignores while the jobs are still there.
 */
@Injectable()
export class JobOutboxRelayService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger('Jobs');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly jobs: JobsService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.relayAll().finally(() => this.schedule());
    }, OUTBOX_RELAY_EVERY_MS);
  }

  /** Relays batches until the outbox is empty or Redis refuses. */
  async relayAll(): Promise<void> {
    try {
      while (!this.stopped && (await this.relayBatch()) === RELAY_BATCH);
    } catch (err) {
      // Redis still away (said once by the connection) or the database away (said by its outage log).
      if (!isRedisConnectionError(err) && !isDatabaseUnavailable(err)) this.log.error(`job outbox: ${(err as Error).message}`);
    }
  }

  private async relayBatch(): Promise<number> {
    // Empty unless Redis was away: each poll is one cheap read, with no transaction.
    if (!(await outbox.jobsWaiting(this.db))) return 0;
    return this.db.transaction(async (m) => {
      const rows = await outbox.lockOutboxBatch(m, RELAY_BATCH);
      if (rows.length === 0) return 0;
      for (const name of JOB_NAMES) {
        const jobs = rows.filter((r) => r.job_name === name).map((r) => ({ data: r.payload, opts: r.opts }));
        await this.jobs.addBulk(name, jobs);
      }
      await outbox.deleteRelayed(m, rows.map((r) => r.id));
      this.log.log(`job outbox: queued ${rows.length} job${rows.length === 1 ? '' : 's'} kept while Redis was away`);
      return rows.length;
    });
  }

  /** Before the database pool closes (onApplicationShutdown): a batch in progress finishes first. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
