import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JobsOptions } from 'bullmq';
import { DataSource } from 'typeorm';
import { isRedisConnectionError } from '../redis/redis-unavailable';
import { keepJob } from './job-outbox.repository';
import { JobName, JobPayloads } from './job-types';
import { JobsService } from './jobs.service';

/**
 * For work a member was already told is done (their account exists, their like counts): queues
 * the job, or, while Redis is away, keeps it in PostgreSQL (`job_outbox`), from where the
 * workers' relay queues it once Redis is back (job-outbox-relay.service.ts). Nothing is written
 * to PostgreSQL while Redis answers, so the request costs what a plain `JobsService.add` does.
 * The job id is chosen here and kept with the row: when the queue write did reach Redis but its
 * answer did not come back in time, the relay's copy is the same job and BullMQ drops it.
 */
@Injectable()
export class JobOutboxService {
  constructor(
    private readonly jobs: JobsService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async add<N extends JobName>(name: N, payload: JobPayloads[N], opts: JobsOptions = {}): Promise<void> {
    const jobId = opts.jobId ?? `outbox-${randomUUID()}`;
    try {
      await this.jobs.add(name, payload, { ...opts, jobId });
    } catch (err) {
      if (!isRedisConnectionError(err)) throw err;
      await keepJob(this.db, name, jobId, payload, { ...opts, jobId });
    }
  }
}
