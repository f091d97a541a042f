import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { Worker } from 'bullmq';
import Redis from 'ioredis';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { openRedis } from '../redis/redis.module';
import { JOB_HANDLER } from './job-handler.decorator';
import { Handler, buildJobRegistry } from './job-registry';
import { JobName, QUEUE_CONCURRENCY, QUEUE_NAMES } from './job-types';

/** Worker role only: one BullMQ worker per queue, dispatching each job to its one handler. */
@Injectable()
export class JobWorkersService implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly log = new Logger('Jobs');
  private workers: Worker[] = [];
  private connection: Redis | undefined;

  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  private discoverHandlers(): Map<JobName, Handler> {
    const found: Array<{ name: string; handler: Handler; owner: string }> = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const proto = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(proto)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const name = this.reflector.get<string | undefined>(JOB_HANDLER, fn as () => unknown);
        if (name) found.push({ name, handler: (fn as Handler).bind(instance), owner: `${proto.constructor.name}.${method}` });
      }
    }
    return buildJobRegistry(found);
  }

  onApplicationBootstrap(): void {
    const registry = this.discoverHandlers();
    this.connection = openRedis(this.settings.redisUrl, 'pen-workers');
    this.workers = QUEUE_NAMES.map(
      (queue) =>
        new Worker(
          queue,
          async (job) => {
            const handler = registry.get(job.name as JobName);
            if (!handler) throw new Error(`No handler for job ${job.name}`);
            return handler(job.data, { attemptsMade: job.attemptsMade, id: job.id });
          },
          { connection: this.connection!, prefix: `${this.settings.redisPrefix}:bull`, concurrency: QUEUE_CONCURRENCY[queue], autorun: true },
        ),
    );
    for (const w of this.workers) {
      w.on('failed', (job, err) => this.log.warn(`job ${job?.name}#${job?.id} failed (attempt ${job?.attemptsMade}): ${err.message}`));
      w.on('error', (err) => this.log.error(`worker ${w.name}: ${err.message}`));
    }
    this.log.log(`workers started for queues ${QUEUE_NAMES.join(', ')}`);
  }

  /**
   * Waits for running jobs to finish (drain). Before the shutdown hooks: those close the database
   * pool and the queues' Redis connections, which a job still needs for its last writes (TypeORM
   * closes its pool before this module's onApplicationShutdown runs).
   */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connection?.quit().catch(() => this.connection?.disconnect());
  }
}
