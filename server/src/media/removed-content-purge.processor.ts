import { Injectable, Logger, OnApplicationBootstrap, Type } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { JobHandler } from '../jobs/job-handler.decorator';
import { JobName, JobPayloads } from '../jobs/job-types';
import { JobsService } from '../jobs/jobs.service';
import { mediaFileKeys } from './media-rows.repository';
import { PURGE_BATCH as BATCH } from './removed-content.queries';
import { deleteRemovedRows, lockRemovedBatch, RemovedRows } from './removed-content.repository';

/** How often the purge runs; content goes at most this long after its 30 days. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** A scheduled job that takes no payload. */
type PayloadFreeJob = { [N in JobName]: JobPayloads[N] extends Record<string, never> ? N : never }[JobName];

/**
 * Worker: the hourly purge of what a moderator removed more than 30 days ago (kept until then for
 * an appeal), for posts and for groups. Each owner makes its processor here with its tables; the
 * deletion takes the same path as an author's: the rows' media keys are read in the deleting
 * transaction, the rows go (taking their dependants by cascade), and the files are released after
 * the commit. A removed comment's deletion leaves its parent's comment_count as the removal left it
 * (the count triggers count only comments not removed). Kinds are purged in the order given.
 */
export function removedContentPurgeProcessor(job: PayloadFreeJob, logName: string, kinds: RemovedRows[]): Type<{ purge(): Promise<void> }> {
  @Injectable()
  class RemovedContentPurgeProcessor implements OnApplicationBootstrap {
    private readonly log = new Logger(logName);

    constructor(
      @InjectDataSource() private readonly db: DataSource,
      private readonly events: DomainEventsService,
      private readonly jobs: JobsService,
    ) {}

    async onApplicationBootstrap(): Promise<void> {
      await this.jobs.repeat(job, PURGE_EVERY_MS, {});
    }

    @JobHandler(job)
    async purge(): Promise<void> {
      const counts: number[] = [];
      for (const kind of kinds) {
        let total = 0;
        for (let n = BATCH; n === BATCH; total += n) n = await this.batch(kind);
        counts.push(total);
      }
      if (counts.some((n) => n > 0)) this.log.log(`purged ${kinds.map((kind, i) => `${counts[i]} removed ${kind.label}`).join(' and ')}`);
    }

    /** Deletes up to BATCH removed rows of one kind past their time, with their files; answers how many. */
    private async batch(kind: RemovedRows): Promise<number> {
      const { count, keys } = await this.db.transaction(async (m) => {
        const ids = await lockRemovedBatch(m, kind);
        if (ids.length === 0) return { count: 0, keys: [] };
        const fileKeys = await mediaFileKeys(m, kind.media, [ids]);
        await deleteRemovedRows(m, kind, ids);
        return { count: ids.length, keys: fileKeys };
      });
      // Awaited, as the account purge does: the files are gone when the job ends.
      if (keys.length) await this.events.publishAndWait('media.files-orphaned', { keys });
      return count;
    }
  }
  return RemovedContentPurgeProcessor;
}
