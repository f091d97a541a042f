import { Injectable, Logger } from '@nestjs/common';
import { DomainEventsService } from '../common/domain-events.service';
import { ProfilePictureStore } from '../profile/profile-picture-store';
import { JobHandler } from '../jobs/job-handler.decorator';
import { JobPayloads } from '../jobs/job-types';
import { UsersService } from './users.service';

/** Worker: purges a deleted account once its grace period is over. */
@Injectable()
export class AccountPurgeProcessor {
  private readonly log = new Logger('AccountPurge');

  constructor(
    private readonly users: UsersService,
    private readonly pictures: ProfilePictureStore,
    private readonly events: DomainEventsService,
  ) {}

  @JobHandler('maintenance.purge-account')
  async purge({ userId }: JobPayloads['maintenance.purge-account']): Promise<void> {
    // Only an account still marked deleted is purged (a restored one keeps everything).
    const purged = await this.users.purgeDeleted(userId);
    if (!purged) return;
    await this.pictures.remove(purged.profilePicture);
    const keys = purged.mediaKeys;
    // Awaited, as every job publishes: the files are removed within the job, not after a stopping worker exits.
    if (keys.length) await this.events.publishAndWait('media.files-orphaned', { keys });
    this.log.log(`purged account ${userId} (${keys.length} media files released)`);
  }
}
