import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { Job, WaitingError, Worker } from 'bullmq';
import Redis from 'ioredis';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { openRedis } from '../redis/redis.module';
import { isRedisConnectionError } from '../redis/redis-unavailable';
import { JOB_GAVE_UP_HANDLER, JOB_HANDLER } from './job-handler.decorator';
import { Handler, buildJobRegistry } from './job-registry';
import { RunningJobs } from './running-jobs';
import { JobName, QUEUE_CONCURRENCY, QUEUE_NAMES } from './job-types';

/**
 * How quickly a job whose worker died (SIGKILL, a lost machine) runs again elsewhere: its lock
 * lapses after LOCK_MS (renewed every LOCK_MS / 2 while the job runs; ffmpeg runs in a child
 * process, so the renewal never waits on it) and every worker looks for such jobs every
 * STALLED_CHECK_MS. With BullMQ's defaults (30 s each) a killed worker's transcode started
 * again 63 s later; with these within 20 s.
 */
export const WORKER_LOCK_MS = 15_000;
export const STALLED_CHECK_MS = 5_000;

/** The abort reason of a job handed back because its worker stops. */
const SHUTDOWN = 'worker stopping';

/** How often a job's progress is written to Redis at most. */
const PROGRESS_EVERY_MS = 5_000;

/**
 * A job's progress reporter: what operators see of a long transcode (`job.progress`). During a
 * Redis outage the writes wait on the connection, one per PROGRESS_EVERY_MS, and a failed one is
 * only a missed report.
 */
function progressOf(job: Job): (percent: number) => void {
  let last = 0;
  return (percent) => {
    if (Date.now() - last < PROGRESS_EVERY_MS) return;
    last = Date.now();
    job.updateProgress(percent).catch(() => undefined);
  };
}

/** Worker role only: one BullMQ worker per queue, dispatching each job to its one handler. */
@Injectable()
export class JobWorkersService implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly log = new Logger('Jobs');
  private workers: Worker[] = [];
  private connection: Redis | undefined;
  private readonly running = new RunningJobs(WORKER_LOCK_MS);
  private stopping = false;

  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  private discoverHandlers(): { registry: Map<JobName, Handler>; gaveUp: Map<string, Handler> } {
    const found: Array<{ name: string; handler: Handler; owner: string }> = [];
    const gaveUp = new Map<string, Handler>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const proto = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(proto)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const name = this.reflector.get<string | undefined>(JOB_HANDLER, fn as () => unknown);
        if (name) found.push({ name, handler: (fn as Handler).bind(instance), owner: `${proto.constructor.name}.${method}` });
        const gaveUpName = this.reflector.get<string | undefined>(JOB_GAVE_UP_HANDLER, fn as () => unknown);
        if (gaveUpName) gaveUp.set(gaveUpName, (fn as Handler).bind(instance));
      }
    }
    return { registry: buildJobRegistry(found), gaveUp };
  }

  /**
   * After a failure or a stall: when BullMQ has given the job up for good, its owner's gave-up
   * handler runs (a media job's post shows the failed state instead of "processing" forever).
   */
  private async afterFailure(job: Job | undefined, gaveUp: Map<string, Handler>): Promise<void> {
    const handler = job && gaveUp.get(job.name);
    if (!job || !handler || (await job.getState()) !== 'failed') return;
    try {
      await handler(job.data, { attemptsMade: job.attemptsMade, id: job.id });
    } catch (err) {
      this.log.error(`job ${job.name}#${job.id}: its failure could not be recorded: ${(err as Error).message}`);
    }
  }

  onApplicationBootstrap(): void {
    const { registry, gaveUp } = this.discoverHandlers();
    this.connection = openRedis(this.settings, 'pen-workers', 'blocking');
    this.workers = QUEUE_NAMES.map(
      (queue) =>
        new Worker(
          queue,
          // Three parameters: BullMQ gives each job an AbortSignal (cancelJob, cancelAllJobs).
          async (job, token, signal) => {
            const handler = registry.get(job.name as JobName);
            if (!handler) throw new Error(`No handler for job ${job.name}`);
            const done = this.running.track(queue, job, token);
            try {
              return await handler(job.data, { attemptsMade: job.attemptsMade, id: job.id, signal, progress: progressOf(job) });
            } catch (err) {
              if (signal?.aborted) await this.handBack(job, token, signal);
              throw err;
            } finally {
              done();
            }
          },
          {
            connection: this.connection!,
            prefix: `${this.settings.redisPrefix}:bull`,
            concurrency: QUEUE_CONCURRENCY[queue],
            autorun: true,
            lockDuration: WORKER_LOCK_MS,
            stalledInterval: STALLED_CHECK_MS,
          },
        ),
    );
    this.running.keepLocksAcrossOutages(this.connection, this.workers, (queue, jobId) => {
      this.log.warn(`job ${queue}#${jobId}: its lock was taken over during a Redis outage; stopping it here`);
      this.workers.find((w) => w.name === queue)?.cancelJob(jobId, 'lock lost');
    });
    for (const w of this.workers) {
      w.on('failed', (job, err) => {
        this.log.warn(`job ${job?.name}#${job?.id} failed (attempt ${job?.attemptsMade}): ${err.message}`);
        void this.afterFailure(job, gaveUp);
      });
      // A stall past maxStalledCount fails the job inside BullMQ's script: no 'failed' event here.
      w.on('stalled', (jobId) => {
        this.log.warn(`job ${w.name}#${jobId} stalled (its worker stopped during it)`);
        void Job.fromId(w, jobId).then(
          (job) => this.afterFailure(job, gaveUp),
          (err: Error) => this.log.error(`job ${w.name}#${jobId}: not read after its stall: ${err.message}`),
        );
      });
      // A lost connection is said once per process by the connection itself (redis-outage-log.ts).
      w.on('error', (err) => {
        if (!isRedisConnectionError(err) && !this.running.isLockRenewalError(err)) this.log.error(`worker ${w.name}: ${err.message}`);
      });
    }
    this.log.log(`workers started for queues ${QUEUE_NAMES.join(', ')}`);
  }

  /**
   * A job whose handler stopped on its signal goes back to waiting, for any worker to start again
   * at once: asked to stop, the worker hands its long jobs back rather than keeping the shutdown
   * waiting (25 s at most) and letting the job's lock lapse, which counted as a crash (two rolling
   * deploys during one long video failed it). Moved by this worker's own token: neither an attempt
   * nor a stall. A job whose lock another worker took over is left to it. WaitingError tells BullMQ
   * the job has moved on, so it neither completes nor fails it.
   */
  private async handBack(job: Job, token: string | undefined, signal: AbortSignal): Promise<never> {
    if (this.stopping && signal.reason === SHUTDOWN && token) {
      await job.moveToWait(token);
      this.log.log(`job ${job.name}#${job.id} handed back (this worker is stopping)`);
    }
    throw new WaitingError();
  }

  /**
   * Hands back the jobs whose handlers take the signal (transcodes) and waits for the others to
   * finish (drain: they take seconds). Before the shutdown hooks: those close the database pool
   * and the queues' Redis connections, which a job still needs for its last writes (TypeORM closes
   * its pool before this module's onApplicationShutdown runs).
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    for (const w of this.workers) w.cancelAllJobs(SHUTDOWN);
    await Promise.all(this.workers.map((w) => w.close()));
    this.running.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connection?.quit().catch(() => this.connection?.disconnect());
  }
}
