import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { ProfilePictureStore } from '../image/profile-picture-store';
import { JobHandler } from '../jobs/job-handler.decorator';
import { JobPayloads } from '../jobs/job-types';
import { UsersService } from './users.service';

/**
 * Media rows that disappear with the account through ON DELETE CASCADE: the member's own, and
 * those under the member's posts, comments and hosted groups (others' comments there included).
 */
const DOOMED_MEDIA_KEYS = `
  SELECT unnest(ARRAY[m.path, m.poster_path, m.source_key]) AS key
    FROM media m
   WHERE m.user_id = $1
      OR m.posts_id IN (SELECT posts_id FROM posts WHERE user_id = $1)
      OR m.comment_id IN (SELECT c.comment_id FROM comments c JOIN posts p ON p.posts_id = c.post_id WHERE c.user_id = $1 OR p.user_id = $1)
      OR m.group_comment_id IN (SELECT gc.comment_id FROM group_comments gc JOIN groups g ON g.group_id = gc.group_id
                                 WHERE gc.user_id = $1 OR g.host_user_id = $1)`;

/** Worker: purges a deleted account once its grace period is over. */
@Injectable()
export class AccountPurgeProcessor {
  private readonly log = new Logger('AccountPurge');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly pictures: ProfilePictureStore,
    private readonly events: DomainEventsService,
  ) {}

  @JobHandler('maintenance.purge-account')
  async purge({ userId }: JobPayloads['maintenance.purge-account']): Promise<void> {
    const keys = ((await this.db.query(DOOMED_MEDIA_KEYS, [userId])) as Array<{ key: string | null }>)
      .map((r) => r.key)
      .filter((k): k is string => Boolean(k));
    // Only an account still marked deleted is purged (a restored one keeps everything).
    const purged = await this.users.purgeDeleted(userId);
    if (!purged) return;
    await this.pictures.remove(purged.profilePicture);
    // Awaited, as every job publishes: the files are removed within the job, not after a stopping worker exits.
    if (keys.length) await this.events.publishAndWait('media.files-orphaned', { keys: [...new Set(keys)] });
    this.log.log(`purged account ${userId} (${keys.length} media files released)`);
  }
}
