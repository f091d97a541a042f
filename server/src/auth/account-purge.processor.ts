import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { handOverPurgedMemberGroups, lockPurgedMemberGroups, uncountPurgedMemberInGroups } from '../groups';
import { JobHandler } from '../jobs/job-handler.decorator';
import { JobPayloads } from '../jobs/job-types';
import { mediaFileKeys } from '../media';
import { lockPurgedMemberPosts, uncountPurgedMemberInPosts } from '../posts';
import { ProfilePictureStorageService } from '../profile';
import { deleteMember, lockDeletedMember } from '../users';
import { memberExportFileKeys } from './account-purge.repository';
import { PURGED_MEMBER_MEDIA } from './purged-member-media';

/**
 * Worker: purges a deleted account once its grace period is over. The end of the account's life
 * is auth's; each owner runs its own statements (users, groups, posts, media, profile), so the
 * modules below auth never call back up.
 */
@Injectable()
export class AccountPurgeProcessor {
  private readonly log = new Logger('AccountPurge');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly pictures: ProfilePictureStorageService,
    private readonly events: DomainEventsService,
  ) {}

  @JobHandler('maintenance.purge-account')
  async purge({ userId }: JobPayloads['maintenance.purge-account']): Promise<void> {
    // Only an account still marked deleted is purged (a restored one keeps everything).
    const purged = await this.purgeDeleted(userId);
    if (!purged) return;
    await this.pictures.remove(purged.profilePicture);
    const keys = [...purged.mediaKeys, ...purged.exportKeys];
    // Awaited, as every job publishes: the files are removed within the job, not after a stopping worker exits.
    if (keys.length) await this.events.publishAndWait('media.files-orphaned', { keys });
    this.log.log(`purged account ${userId} (${purged.mediaKeys.length} media files and ${purged.exportKeys.length} data exports released)`);
  }

  /**
   * Removes a deleted account's row; every table referencing users cascades. In the same
   * transaction, first the member's groups pass to others where others remain, then the counts
   * the member's likes, comments and memberships held on others' content are taken off. Answers
   * the stored files of the media rows that went too, and of the member's data exports (their
   * rows cascade, so nothing would delete the ZIPs later). A restore that got there first (status no
   * longer deleted) keeps everything.
   */
  private purgeDeleted(userId: number): Promise<{ profilePicture: string; mediaKeys: string[]; exportKeys: string[] } | null> {
    return this.db.transaction(async (m) => {
      const member = await lockDeletedMember(m, userId);
      if (!member) return null;
      // Lock order: groups, then posts, each in id order (see the owners' member-purge.ts).
      await lockPurgedMemberGroups(m, userId);
      await lockPurgedMemberPosts(m, userId);
      await handOverPurgedMemberGroups(m, userId);
      await uncountPurgedMemberInPosts(m, userId);
      await uncountPurgedMemberInGroups(m, userId);
      const mediaKeys = await mediaFileKeys(m, PURGED_MEMBER_MEDIA, [userId]);
      const exportKeys = await memberExportFileKeys(m, userId);
      await deleteMember(m, userId);
      return { profilePicture: member.profile_picture, mediaKeys, exportKeys };
    });
  }
}
