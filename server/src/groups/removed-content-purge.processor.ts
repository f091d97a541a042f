import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { REMOVED_CONTENT_KEPT_DAYS } from '../common/removable-content';
import { JobHandler } from '../jobs/job-handler.decorator';
import { JobsService } from '../jobs/jobs.service';
import { mediaFileKeys } from '../media';

/** How often the purge runs; content goes at most this long after its 30 days. */
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** Rows deleted per transaction: a long backlog goes in short transactions. */
const BATCH = 200;
const CUTOFF = `now() - make_interval(days => ${REMOVED_CONTENT_KEPT_DAYS})`;

/**
 * Worker: deletes the groups and group comments a moderator removed more than 30 days ago (kept
 * until then for an appeal), as their deletion by host or author does (group-removal.service.ts,
 * GroupCommentsService.deleteOwn): the media keys are read in the deleting transaction, the rows
 * go (a group takes its members, comments, likes and media rows by cascade), and the files are
 * released after the commit. A removed comment's group comment_count is left as the removal
 * left it.
 */
@Injectable()
export class RemovedGroupsPurgeProcessor implements OnApplicationBootstrap {
  private readonly log = new Logger('RemovedGroupsPurge');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEventsService,
    private readonly jobs: JobsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.repeat('maintenance.purge-removed-groups', PURGE_EVERY_MS, {});
  }

  @JobHandler('maintenance.purge-removed-groups')
  async purge(): Promise<void> {
    let groups = 0;
    let comments = 0;
    for (let n = BATCH; n === BATCH; groups += n) n = await this.batch('groups', 'group_id', `m.group_comment_id IN (SELECT comment_id FROM group_comments WHERE group_id = ANY($1::int[]))`);
    for (let n = BATCH; n === BATCH; comments += n) n = await this.batch('group_comments', 'comment_id', `m.group_comment_id = ANY($1::int[])`);
    if (groups + comments > 0) this.log.log(`purged ${groups} removed groups and ${comments} removed group comments`);
  }

  /** Deletes up to BATCH removed rows of `table` past their time, with the files of `media`; answers how many. */
  private async batch(table: 'groups' | 'group_comments', id: string, media: string): Promise<number> {
    const { count, keys } = await this.db.transaction(async (m) => {
      const rows: Array<{ id: number }> = await m.query(
        `SELECT ${id} AS id FROM ${table} WHERE removed_at < ${CUTOFF} ORDER BY ${id} LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return { count: 0, keys: [] };
      const fileKeys = await mediaFileKeys(m, media, [ids]);
      await m.query(`DELETE FROM ${table} WHERE ${id} = ANY($1::int[])`, [ids]);
      return { count: ids.length, keys: fileKeys };
    });
    // Awaited, as the account purge does: the files are gone when the job ends.
    if (keys.length) await this.events.publishAndWait('media.files-orphaned', { keys });
    return count;
  }
}
