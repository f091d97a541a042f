import { WatchedModule } from '../watched';
import { Module, OnModuleInit } from '@nestjs/common';
import { MediaModule, MediaTargetOwnersService } from '../media';
import { ReportsModule } from '../reports';
import { CareTeamController } from './care-team.controller';
import { CareTeamService } from './care-team.service';
import { GroupAccessService } from './group-access.service';
import { GroupBlockListener } from './group-block.listener';
import { GroupCommentEventsListener } from './group-comment-events.listener';
import { GroupCommentReaderService } from './group-comment-reader.service';
import { GroupCommentsController } from './group-comments.controller';
import { GroupCommentsService } from './group-comments.service';
import { GroupMembersController } from './group-members.controller';
import { GroupMembershipService } from './group-membership.service';
import { GroupReadsService } from './group-reads.service';
import { GroupsController } from './groups.controller';
import { GroupPrayerNotificationsController } from './prayer-notifications.controller';
import { GroupPrayerNotificationsService } from './prayer-notifications.service';
import { GroupsService } from './groups.service';
import { GroupRemovalService } from './group-removal.service';
import { GROUP_COMMENT_MEDIA_TARGET } from './media-target.repository';
import { RemovedGroupsPurgeProcessor } from './removed-content-purge.processor';

/** Groups: creation, membership, invitations, admins and the group thread. */
@Module({
  imports: [MediaModule, ReportsModule, WatchedModule],
  controllers: [GroupsController, GroupMembersController, GroupCommentsController, GroupPrayerNotificationsController, CareTeamController],
  providers: [
    GroupAccessService, GroupReadsService, GroupCommentReaderService, GroupsService, GroupMembershipService, GroupRemovalService, GroupCommentsService,
    GroupCommentEventsListener, GroupBlockListener, GroupPrayerNotificationsService, CareTeamService,
  ],
  // The notification module's older-client calls apply the thread's reading rule (readableComment).
  exports: [GroupAccessService],
})
export class GroupsModule implements OnModuleInit {
  constructor(private readonly mediaTargets: MediaTargetOwnersService) {}

  onModuleInit(): void {
    this.mediaTargets.register('group_comment', GROUP_COMMENT_MEDIA_TARGET);
  }
}

/** Worker role: the hourly purge of groups and group comments a moderator removed 30 days ago (`maintenance` queue). */
@Module({ providers: [RemovedGroupsPurgeProcessor] })
export class GroupsWorkerModule {}
