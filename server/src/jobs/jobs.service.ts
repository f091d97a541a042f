import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { openRedis } from '../redis/redis.module';
import { isRedisConnectionError } from '../redis/redis-unavailable';
import { JOB_QUEUE, JobName, JobPayloads, QUEUE_NAMES, QueueName } from './job-types';

/** Default retry policy: a failing job is tried 5 times with exponential backoff from 2 s. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** Enqueues typed jobs; available in every role. */
@Injectable()
export class JobsService implements OnApplicationShutdown {
  private readonly log = new Logger('Jobs');
  private readonly connection;
  readonly queues: Record<QueueName, Queue>;

  constructor(@Inject(SETTINGS) settings: Settings) {
    this.connection = openRedis(settings, 'pen-queues');
    this.queues = Object.fromEntries(
      QUEUE_NAMES.map((q) => [q, new Queue(q, { connection: this.connection, prefix: `${settings.redisPrefix}:bull`, defaultJobOptions: DEFAULT_JOB_OPTIONS })]),
    ) as Record<QueueName, Queue>;
    // Without a listener BullMQ prints each reconnection error with its stack (120 in 21 s).
    for (const q of Object.values(this.queues)) {
      q.on('error', (err) => {
        if (!isRedisConnectionError(err)) this.log.error(`queue ${q.name}: ${err.message}`);
      });
    }
  }

  async add<N extends JobName>(name: N, payload: JobPayloads[N], opts: JobsOptions = {}): Promise<string | undefined> {
    const job = await this.queues[JOB_QUEUE[name]].add(name, payload, opts);
    return job.id;
  }

  /** Many jobs of one name in one round trip; each may have options of its own. */
  async addBulk<N extends JobName>(name: N, jobs: Array<{ data: JobPayloads[N]; opts?: JobsOptions }>): Promise<void> {
    if (jobs.length === 0) return;
    await this.queues[JOB_QUEUE[name]].addBulk(jobs.map(({ data, opts }) => ({ name, data, opts })));
  }

  /**
   * Runs job `name` every `everyMs` from now on, in whichever worker is free: one scheduler per
   * name in Redis (upserted, so every worker process calling this at start keeps one schedule).
   */
  async repeat<N extends JobName>(name: N, everyMs: number, payload: JobPayloads[N]): Promise<void> {
    await this.queues[JOB_QUEUE[name]].upsertJobScheduler(name, { every: everyMs }, { name, data: payload });
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(Object.values(this.queues).map((q) => q.close()));
    await this.connection.quit().catch(() => this.connection.disconnect());
  }
}
