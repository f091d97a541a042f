// Groups' public surface: the module, the access rule, the purge steps and the reads notifications need.
export { GroupsModule, GroupsWorkerModule } from './groups.module';
export { GROUP_COMMENT_NOT_FOUND, GroupAccessService } from './group-access.service';
export { PURGED_MEMBER_GROUP_MEDIA } from './member-purge.queries';
export { handOverPurgedMemberGroups, lockPurgedMemberGroups, uncountPurgedMemberInGroups } from './member-purge.repository';
export {
  acceptedMembersAfter, careTeamAudience, fanOutComment, groupCommentJobKey, groupPrayerAudience, shownGroupTitle, likedGroupComment, likesGroupComment, pendingMembership,
} from './notification-reads.repository';
export { GroupCommentEntity, GroupCommentLikeEntity, GroupEntity, GroupMemberEntity } from './group.entity';
export { exportedGroupComments, exportedMemberships } from './export-reads.repository';
export { releaseHeldGroupComment, removeGroupContent, restoreGroupContent, type ReleasedGroupComment } from './moderation.repository';
export { groupContentForModeration } from './moderation.repository';
