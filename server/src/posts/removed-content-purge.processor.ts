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
 * Worker: deletes the posts and comments a moderator removed more than 30 days ago (kept until
 * then for an appeal), through the same paths as their authors' deletions: the rows' media keys
 * are read in the deleting transaction, the rows go (a post takes its comments, likes and media
 * rows by cascade), and the files are released after the commit. A removed comment's deletion
 * leaves its post's comment_count as the removal left it (the comments trigger counts only
 * comments not removed).
 */
@Injectable()
export class RemovedPostsPurgeProcessor implements OnApplicationBootstrap {
  private readonly log = new Logger('RemovedPostsPurge');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEventsService,
    private readonly jobs: JobsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.repeat('maintenance.purge-removed-posts', PURGE_EVERY_MS, {});
  }

  @JobHandler('maintenance.purge-removed-posts')
  async purge(): Promise<void> {
    let posts = 0;
    let comments = 0;
    for (let n = BATCH; n === BATCH; posts += n) n = await this.batch('post');
    for (let n = BATCH; n === BATCH; comments += n) n = await this.batch('comment');
    if (posts + comments > 0) this.log.log(`purged ${posts} removed posts and ${comments} removed comments`);
  }

  /** Deletes up to BATCH removed posts or comments past their time, with their files; answers how many. */
  private async batch(type: 'post' | 'comment'): Promise<number> {
    const { count, keys } = await this.db.transaction(async (m) => {
      let ids: number[];
      let media: string;
      if (type === 'post') {
        const rows: Array<{ id: number }> = await m.query(
          `SELECT posts_id AS id FROM posts WHERE removed_at < ${CUTOFF} ORDER BY posts_id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        );
        ids = rows.map((r) => r.id);
        media = `m.posts_id = ANY($1::int[]) OR m.comment_id IN (SELECT comment_id FROM comments WHERE post_id = ANY($1::int[]))`;
      } else {
        // Their posts first, in id order: a comment like locks the post before the comment (likes.service.ts).
        await m.query(
          `SELECT 1 FROM posts WHERE posts_id IN (SELECT post_id FROM comments WHERE removed_at < ${CUTOFF} ORDER BY comment_id LIMIT ${BATCH})
            ORDER BY posts_id FOR NO KEY UPDATE`,
        );
        const rows: Array<{ id: number }> = await m.query(
          `SELECT comment_id AS id FROM comments WHERE removed_at < ${CUTOFF} ORDER BY comment_id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        );
        ids = rows.map((r) => r.id);
        media = `m.comment_id = ANY($1::int[])`;
      }
      if (ids.length === 0) return { count: 0, keys: [] };
      const fileKeys = await mediaFileKeys(m, media, [ids]);
      if (type === 'post') await m.query(`DELETE FROM posts WHERE posts_id = ANY($1::int[])`, [ids]);
      else await m.query(`DELETE FROM comments WHERE comment_id = ANY($1::int[])`, [ids]);
      return { count: ids.length, keys: fileKeys };
    });
    // Awaited, as the account purge does: the files are gone when the job ends.
    if (keys.length) await this.events.publishAndWait('media.files-orphaned', { keys });
    return count;
  }
}
